/**
 * Browser tests of screens whose figures come from the analytics database: a data directory
 * whose embedded chDB holds the given rows (table name → rows, inserted by the product's own
 * writer), a server of its own on it for the spec's worker, and the spreadsheet a spec uploads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { startServer, type RunningServer } from './server';

export type AnalyticsRows = Readonly<Record<string, readonly object[]>>;

async function startWithAnalytics(name: string, tables: AnalyticsRows): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `adoffice-e2e-${name}-`));
  const script = `
    const { insertAnalyticsRows, serverAnalyticsWriter } = await import('./src/server/analytics/analytics-writer.ts');
    const { closeAnalytics } = await import('./src/server/analytics/analytics-connection.ts');
    const analytics = await serverAnalyticsWriter(process.env.DATA_DIR, {});
    for (const [table, rows] of Object.entries(JSON.parse(process.env.TABLES))) await insertAnalyticsRows(analytics, table, rows);
    await closeAnalytics();`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    env: { ...process.env, DATA_DIR: dataDir, TABLES: JSON.stringify(tables), CLICKHOUSE_URL: '' },
    encoding: 'utf8',
  });
  expect(run.status, run.stdout + run.stderr).toBe(0);
  // A second server beside the suite's: on a busy machine its first start takes a while.
  return startServer(process.cwd(), { CLICKHOUSE_URL: '' }, dataDir, 280_000);
}

/** The suite's `test`, its pages and API calls on a server of their own whose analytics database holds `tables`. */
export function testWithAnalytics(name: string, tables: AnalyticsRows) {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  return test.extend<{}, { server: RunningServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startWithAnalytics(name, tables);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 400_000 },
    ],
    baseURL: async ({ server }, use) => use(server.baseUrl),
  });
}

/** An .xlsx of these rows (the first is the header), as an upload sends it. */
export async function spreadsheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('upload');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

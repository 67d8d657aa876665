/**
 * The DSP side's speed targets (issue 22), run by `npm run bench:buying` (or alone:
 * `node --import tsx bench/buying/dsps-bench.ts`), each as its task runs it on the embedded
 * databases:
 * - DSP invoice generation for a month of ROWS `dsp_stats` rows (default 20,000,000, the issue's
 *   size) over 200 DSPs of two identifiers each: the month's sums in chDB, then one transaction
 *   writing the invoices through the items service, first creating them, then updating them in
 *   place (target ≤ 5 s);
 * - a missed-marker upload of LINES lines (default 100,000): the .xlsx read, its lines checked and
 *   written, replacing that DSP's lines of the month in one transaction (target ≤ 10 s).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { serverAnalyticsWriter } from '../../src/server/analytics/analytics-writer';
import { closeAnalytics } from '../../src/server/analytics/analytics-connection';
import { readConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed';
import { uploadDspInfo } from '../../src/server/dsps/dsp-info-upload-route';
import { dspInvoiceGeneration } from '../../src/server/dsps/dsp-invoice-generation';
import { systemActor } from '../../src/server/items/system-actor';
import { createContext } from '../../src/server/services';
import { reportFigure, secondsSince } from './bench-figures';

const rows = Number(process.env.ROWS ?? 20_000_000);
const lines = Number(process.env.LINES ?? 100_000);
const dsps = 200;
const month = '2026-03-01';
process.env.CLICKHOUSE_TIMEOUT_SECONDS ??= '1800';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-dsps-bench-'));
const database = await openPglite(dataDir);
const config = { ...readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' }), worker: 'off' as const };
const logger = pino({ level: 'silent' });
try {
  await migrate(database);
  await seed(database, config, logger);
  const ctx = await createContext(config, database, logger);
  const db = database.db;
  await db.execute(sql`insert into legal_entities (name, fullname, legal_form) values ('Bench DSP owner', 'OOO Bench DSP owner', 'LEGAL')`);
  await db.execute(sql`insert into dsp_contracts (legal_entity_id, number, date) select (select max(id) from legal_entities), 'DC-' || n, '2026-01-01' from generate_series(0, ${dsps - 1}) n`);
  await db.execute(
    sql`insert into dsps (id, name, contract_id, dsp_id) select 'D' || (c.id - m.first), 'DSP ' || (c.id - m.first), c.id, array['dsp-' || ((c.id - m.first) * 2), 'dsp-' || ((c.id - m.first) * 2 + 1)] from dsp_contracts c, (select min(id) as first from dsp_contracts) m`,
  );

  const analytics = await serverAnalyticsWriter(dataDir);
  let started = performance.now();
  await analytics.command(
    `INSERT INTO dsp_stats SELECT toDate('${month}') + (number % 31), concat('dsp-', toString(number % ${dsps * 2})), concat('m-', toString(number % 5000)), 'site.example', 1 + number % 1000, toDecimal64((number % 10000) / 100, 2) FROM numbers(${rows})`,
  );
  console.log(`${rows.toLocaleString('en')} dsp_stats rows generated in chDB in ${secondsSince(started).toFixed(1)} s`);
  for (const run of ['first: creates every invoice', 'again: updates them in place']) {
    started = performance.now();
    const result = await dspInvoiceGeneration.run(ctx, { date: month, actor: systemActor(null) });
    if (result.created + result.replaced !== dsps) throw new Error(`expected ${dsps} invoices, got ${JSON.stringify(result)}`);
    reportFigure({ name: `DSP invoice generation (${run}), ${rows.toLocaleString('en')} dsp_stats rows over ${dsps} DSPs`, seconds: secondsSince(started), targetSeconds: 5 });
  }

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('dsp');
  sheet.addRow(['dsp_id', 'date', 'marker', 'impressions', 'budget']);
  for (let i = 0; i < lines; i++) sheet.addRow([`dsp-${i % 10}`, `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`, `m-${i}`, i % 1000, (i % 10000) / 100]);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  for (const run of ['first', 'again, replacing the same lines']) {
    started = performance.now();
    const answer = await uploadDspInfo(ctx, systemActor(null), bytes);
    if (answer.taken !== lines) throw new Error(`expected ${lines} lines taken, got ${answer.taken}: ${answer.errors.slice(0, 3).join('; ')}`);
    reportFigure({ name: `Missed-marker upload (${run}), ${lines.toLocaleString('en')} lines read, checked and written`, seconds: secondsSince(started), targetSeconds: 10 });
  }
  await ctx.jobs.stop();
} finally {
  await closeAnalytics();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

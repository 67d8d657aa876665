/**
 * The embedded analytics database: chDB in-process under DATA_DIR/analytics, through the same
 * `@clickhouse/client` as a server (analytics-fixtures.ts), its tables made on opening and kept
 * across restarts; a machine where chDB cannot load answers 400 naming CLICKHOUSE_URL; nothing
 * loads chDB before the first analytics call.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAnalytics, serverAnalytics } from './analytics';
import { readAnalyticsConfig, type AnalyticsConfig } from './analytics-config';
import { closeAnalytics } from './analytics-connection';
import { analyticsMessages } from './analytics-errors';
import { describeAnalyticsDatabase } from './analytics-fixtures';
import { serverAnalyticsWriter, type AnalyticsWriter } from './analytics-writer';
import { publisherMonthSums } from './month-sums';

let dataDir: string;
let config: AnalyticsConfig;
let analytics: AnalyticsWriter;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'analytics-embedded-'));
  config = readAnalyticsConfig(dataDir, {});
  analytics = await serverAnalyticsWriter(dataDir, {});
}, 60_000);
afterAll(async () => {
  await closeAnalytics();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('is chDB under DATA_DIR/analytics without CLICKHOUSE_URL', () => {
    expect(config).toMatchObject({ kind: 'embedded', path: path.join(dataDir, 'analytics'), timeoutMs: 60_000 });
    expect(analytics.place).toBe(`chDB at ${path.join(dataDir, 'analytics')}`);
  });

  it('keeps its rows across a restart, making its tables again without harm', async () => {
    await analytics.insert('publisher_stats', [
      { day: '2030-05-02', source_kind: 'NONMEDIA', source_id: 'n1', domain: '', format: 'BANNER', placement: '', marker: '', impressions: 3, clicks: 0, amount: 1.5 },
    ]);
    await closeAnalytics();
    const reopened = await serverAnalyticsWriter(dataDir, {});
    expect(await publisherMonthSums(reopened, '2030-05-01')).toEqual([{ sourceKind: 'NONMEDIA', sourceId: 'n1', impressions: 3, clicks: 0, amount: 1.5 }]);
    analytics = reopened;
  });

  it('gives the areas a reader that cannot write', async () => {
    const reader = await serverAnalytics(dataDir, {});
    expect(Object.keys(reader).sort()).toEqual(['place', 'rows', 'stream']);
    expect(await reader.rows('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('answers 400 naming CLICKHOUSE_URL where chDB cannot load', async () => {
    const elsewhere = readAnalyticsConfig(path.join(dataDir, 'elsewhere'), {});
    const refused = openAnalytics(elsewhere, () => Promise.reject(new Error('Cannot find module @chdb/lib-linux-x64-musl')));
    await expect(refused).rejects.toMatchObject({ kind: 'invalid', detail: analyticsMessages.unavailable });
    expect(analyticsMessages.unavailable).toContain('CLICKHOUSE_URL');
    // The database that was open stays open.
    expect(await analytics.rows('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('is not loaded by a server that has not read analytics yet', async () => {
    const probe = `import('./src/server/registry-acts/registry-acts-area.ts').then(() => { const maps = require('node:fs').readFileSync('/proc/self/maps', 'utf8'); console.log(maps.includes('libchdb') ? 'loaded' : 'not loaded'); })`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', probe], { cwd: path.resolve(__dirname, '../../..') });
    expect(stdout.trim()).toBe('not loaded');
  }, 30_000);
});

describeAnalyticsDatabase({
  analytics: () => analytics,
  limited: (timeoutMs) => openAnalytics({ ...config, timeoutMs }),
  place: () => analytics.place,
});

/**
 * DMP exports at scale (issue 22 gives no target; measured for docs/performance.md): DMPS DMPs
 * (default 50) with AUDIENCES audiences each (default 200) and ROWS `dmp_stats` rows (default
 * 5,000,000) in one month, generated inside chDB; then the month's export as its task runs it —
 * the audiences read (FINAL) and the month summed in chDB, the audiences refreshed, one .xlsx per
 * DMP and the exports written in one transaction — first creating, then replacing every export.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { dmp } from '../../src/domain/dmps/dmp-entities';
import { closeAnalytics } from '../../src/server/analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows } from '../../src/server/analytics/analytics-writer';
import { yearDmpStatsQuery } from '../../src/server/analytics/generated-year';
import { readConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed';
import { dmpExportGeneration } from '../../src/server/dmps/dmp-export-generation';
import { items } from '../../src/server/items/items';
import { systemActor } from '../../src/server/items/system-actor';
import { createContext } from '../../src/server/services';
import { reportFigure, secondsSince } from './bench-figures';

const rows = Number(process.env.ROWS ?? 5_000_000);
const dmps = Number(process.env.DMPS ?? 50);
const perDmp = Number(process.env.AUDIENCES ?? 200);
const month = '2026-10-01';
process.env.CLICKHOUSE_TIMEOUT_SECONDS ??= '1800';

console.log(`DMP export: ${rows.toLocaleString('en')} dmp_stats rows, ${dmps} DMPs × ${perDmp} audiences, chDB and the embedded database, ${os.cpus().length} cores`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-dmp-bench-'));
const database = await openPglite(dataDir);
const config = { ...readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' }), worker: 'off' as const };
const logger = pino({ level: 'silent' });
try {
  await migrate(database);
  await seed(database, config, logger);
  const ctx = await createContext(config, database, logger);
  await items(dmp, { ctx, actor: systemActor(null), tx: database.db }).system.insert(
    Array.from({ length: dmps }, (_, i) => ({ name: `DMP ${i + 1}` })),
  );
  const ids = Array.from({ length: dmps }, (_, i) => String(i + 1));
  const audiences = ids.flatMap((dmpId) => Array.from({ length: perDmp }, (_, i) => ({ audience_id: `a${i}`, dmp_id: dmpId, name: `Audience ${i}`, audience_group: `Group ${i % 10}`, cpm: 10 + (i % 90) })));
  const analytics = await serverAnalyticsWriter(dataDir);
  await insertAnalyticsRows(analytics, 'dmp_audiences', audiences);
  let started = performance.now();
  await analytics.command(yearDmpStatsQuery, { from: month, perDay: Math.ceil(rows / 30), rows, dmpIds: audiences.map((a) => a.dmp_id), audienceIds: audiences.map((a) => a.audience_id) });
  console.log(`generated in chDB in ${secondsSince(started).toFixed(1)} s`);
  for (const run of ['first export (creates every export)', 'second export (replaces them)']) {
    started = performance.now();
    const result = await dmpExportGeneration.run(ctx, { date: month, actor: systemActor(null), files: ctx.files });
    reportFigure({ name: `DMP ${run}, ${rows.toLocaleString('en')} rows, ${dmps} DMPs, ${dmps * perDmp} audiences: ${result.created} created, ${result.replaced} replaced`, seconds: secondsSince(started) });
  }
  await ctx.jobs.stop();
} finally {
  await closeAnalytics();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

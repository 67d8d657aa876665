/**
 * Publisher invoices at scale (issue 21 "Speed"): ROWS `publisher_stats` rows of one month
 * (default 10 million) over SOURCES sources (default 2,000: panels, SSPs and non-media) owned by
 * PUBLISHERS publishers (default 500), generated inside chDB; then the invoice generation as its
 * task runs it (the per-source sums in the analytics database, one transaction writing the
 * invoices), first creating every invoice, again updating them in place (target ≤ 5 s each).
 * Then a statistics export of one publisher's month with PLACEMENTS placements (default
 * 100,000; target ≤ 5 s, memory bounded): its wall time and the growth of the process's memory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { actMonth } from '../../src/domain/core/calendar/act-month';
import { closeAnalytics } from '../../src/server/analytics/analytics-connection';
import { serverAnalyticsWriter, generatePlacementStats, generatePublisherStats } from '../../src/server/analytics/analytics-writer';
import { readConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed';
import { systemActor } from '../../src/server/items/system-actor';
import { publisherInvoiceGeneration } from '../../src/server/publishers/invoice-generation';
import { writeStatisticsBook } from '../../src/server/publishers/statistics-export';
import { createContext } from '../../src/server/services';

const rows = Number(process.env.ROWS ?? 10_000_000);
const sources = Number(process.env.SOURCES ?? 2_000);
const publishers = Number(process.env.PUBLISHERS ?? 500);
const placements = Number(process.env.PLACEMENTS ?? 100_000);
const month = '2026-10-01';
const perKind = Math.ceil(sources / 3);
const seconds = (started: number) => (Date.now() - started) / 1000;
/** CPU seconds of this process (user + system) since `from`: steadier than wall time on a shared machine. */
const cpu = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return ((used.user + used.system) / 1e6).toFixed(2);
};
process.env.CLICKHOUSE_TIMEOUT_SECONDS ??= '1800';

console.log(
  `Publisher invoices: ${rows.toLocaleString('en')} publisher_stats rows over ${(perKind * 3).toLocaleString('en')} sources and ${publishers} publishers; export of ${placements.toLocaleString('en')} placements; chDB and the embedded database, Node ${process.version}, ${os.cpus().length} cores`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-invoices-bench-'));
const database = await openPglite(dataDir);
const config = { ...readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' }), worker: 'off' as const };
const logger = pino({ level: 'silent' });
try {
  await migrate(database);
  await seed(database, config, logger);
  const ctx = await createContext(config, database, logger);
  const db = database.db;
  await db.execute(sql`insert into legal_entities (name, fullname, legal_form) values ('Bench publisher', 'OOO Bench publisher', 'LEGAL')`);
  await db.execute(sql`insert into publisher_contracts (legal_entity_id, number, date, nds) select (select max(id) from legal_entities), 'PC-' || n, '2026-01-01', 20 from generate_series(1, ${publishers}) n`);
  await db.execute(sql`insert into publishers (name, contract_id) select 'Publisher ' || c.number, c.id from publisher_contracts c order by c.id`);
  for (const [table, kind] of [['panels', 'PANEL'], ['ssps', 'SSP'], ['nonmedia', 'NONMEDIA']] as const) {
    await db.execute(
      sql`insert into ${sql.identifier(table)} (id, name, publisher_id) select ${kind} || '-' || n, ${kind} || ' ' || n, (select min(id) from publishers) + n % ${publishers} from generate_series(0, ${perKind - 1}) n`,
    );
  }
  const analytics = await serverAnalyticsWriter(dataDir);
  let started = Date.now();
  await generatePublisherStats(analytics, { month, rows, sources: perKind });
  console.log(`generated in chDB in ${seconds(started).toFixed(1)} s`);
  for (const run of ['first generation (creates every invoice)', 'second generation (updates them in place)']) {
    started = Date.now();
    const cpuFrom = process.cpuUsage();
    const result = await publisherInvoiceGeneration.run(ctx, { date: month, actor: systemActor(null) });
    const took = seconds(started);
    console.log(`${run}: ${result.created} created, ${result.replaced} replaced in ${took.toFixed(2)} s (CPU of this process ${cpu(cpuFrom)} s)${took > 5 ? '  (over the 5 s target)' : ''}`);
  }

  await generatePlacementStats(analytics, { month, source: 'PANEL-big', placements, rows: placements * 3 });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const out = new PassThrough();
  let bytes = 0;
  out.on('data', (chunk: Buffer) => (bytes += chunk.length));
  started = Date.now();
  const cpuFrom = process.cpuUsage();
  const count = await writeStatisticsBook(ctx, out, { type: 'PANEL_PLACEMENTS', panels: ['PANEL-big'], month: actMonth(month) });
  const took = seconds(started);
  clearInterval(watch);
  console.log(
    `statistics export (PANEL_PLACEMENTS): ${count.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${took.toFixed(2)} s (CPU of this process ${cpu(cpuFrom)} s)${took > 5 ? '  (over the 5 s target)' : ''}; memory grew by ${((peak - before) / 1e6).toFixed(0)} MB at most`,
  );
  await ctx.jobs.stop();
} finally {
  await closeAnalytics();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Publisher act generation at scale (issue 21 "Speed": 500 publishers with 50,000 distinct
 * markers, at most 10 s): 500 reporting publishers, each with one SSP and an invoice of the
 * month; 50,000 creatives with their markers on 1,000 original contracts; `publisher_stats` of
 * the month with two rows per marker on the publishers' SSPs, in the embedded analytics database
 * (chDB). Then the month's generation (analytics sums by source and marker, items split over
 * original contracts, one transaction), first on an empty month and again replacing the unsent
 * acts. Options: PUBLISHERS (default 500), MARKERS (default 50000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/connection';
import { createContext } from '../../src/server/services';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed';
import { systemActor } from '../../src/server/items/system-actor';
import { closeAnalytics } from '../../src/server/analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows } from '../../src/server/analytics/analytics-writer';
import { publisherActGeneration } from '../../src/server/buying-acts/publisher-act-generation';
import { seedOrders } from '../orders-seed';

const publishers = Number(process.env.PUBLISHERS ?? 500);
const markers = Number(process.env.MARKERS ?? 50_000);
const month = '2026-03-01';
delete process.env.CLICKHOUSE_URL;

console.log(`Publisher acts: ${publishers} publishers, ${markers} markers, chDB and the embedded database, Node ${process.version}, ${os.cpus().length} cores`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-publisher-acts-bench-'));
const database = await openPglite(dataDir);
try {
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' });
  await migrate(database);
  await seed(database, config, pino({ level: 'silent' }));
  const seeding = Date.now();
  const firstUser = await seedOrders(database, 10);
  await database.exec(`
    insert into original_contracts (number, date, responsible_id, client_id, customer_id, type, subject, price)
      select 'OC-' || g, date '2026-01-01', ${firstUser}, (select min(id) from legal_entities), (select min(id) from legal_entities), 'SERVICE', 'REPRESENTATION', 0 from generate_series(1, 1000) g;
    insert into creatives (marker, orders, contract_id, distribution_form, type_ad_company)
      select 'Mk' || g, '{}', (select min(id) from original_contracts) + g % 1000, 'Banner', 'CPM' from generate_series(1, ${markers}) g;
    insert into publisher_contracts (organisation_id, legal_entity_id, number, date, postpone_days, nds)
      select 4, (select min(id) from legal_entities), 'PC-' || g, date '2026-01-01', 60, 20 from generate_series(1, ${publishers}) g;
    insert into publishers (name, contract_id, type, need_ord_report)
      select 'Publisher ' || g, (select min(id) from publisher_contracts) + g - 1, 'REGULAR', true from generate_series(1, ${publishers}) g;
    insert into ssps (id, name, publisher_id) select 'ssp-' || p.id, 'SSP ' || p.id, p.id from publishers p;
    insert into publisher_invoices (date, publisher_id, amount_without_nds, nds, amount_with_nds, payment_amount, status)
      select date '${month}', p.id, 1000 + p.id, 20, round((1000 + p.id) * 1.2, 2), 0, 'NO_ORIGIN' from publishers p;
  `);
  const ids = ((await database.query('select id from publishers order by id')).rows as Array<{ id: unknown }>).map((row) => Number(row.id));
  const analytics = await serverAnalyticsWriter(dataDir, {});
  const rows = [];
  for (let m = 1; m <= markers; m++) {
    for (const day of ['2026-03-05', '2026-03-20']) {
      rows.push({ day, source_kind: 'SSP' as const, source_id: `ssp-${ids[m % ids.length]}`, domain: 'site.example', format: 'BANNER', placement: 'top', marker: `Mk${m}`, impressions: 100, clicks: 1, amount: 1 + (m % 97) / 10 });
    }
  }
  await insertAnalyticsRows(analytics, 'publisher_stats', rows);
  await database.exec('vacuum analyze');
  console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s (${rows.length} publisher_stats rows)`);
  const actor = systemActor(firstUser);
  const ctx = await createContext({ ...config, worker: 'off' }, database, pino({ level: 'silent' }));
  for (const run of ['first generation', 'regeneration (replaces every unsent act)']) {
    const started = Date.now();
    const result = await publisherActGeneration.run(ctx, { date: month, actor });
    const seconds = (Date.now() - started) / 1000;
    const items = Number(((await database.query('select count(*) as n from publisher_act_items')).rows as Array<{ n: unknown }>)[0].n);
    console.log(`${run}: ${result.created} acts, ${items} items, ${result.replaced} replaced in ${seconds.toFixed(2)} s${seconds > 10 ? '  (over the 10 s target)' : ''}`);
  }
} finally {
  await closeAnalytics();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

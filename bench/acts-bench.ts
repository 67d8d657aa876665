/**
 * Order act generation at scale (issue "Registry reporting", order acts): 50,000 orders of one
 * month with one or two products each and a creative on one of 1,000 original contracts (every
 * tenth order two creatives on two contracts), on the embedded database; then the month's
 * generation in one transaction, first on an empty month and again replacing its unsent acts.
 * Prints the seconds each took (the target is at most 10 s). Options: ORDERS (default 50000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/connection';
import { createContext } from '../src/server/services';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { systemActor } from '../src/server/items/system-actor';
import { actGeneration } from '../src/server/registry-acts/act-generation';
import { seedOrders } from './orders-seed';

const orders = Number(process.env.ORDERS ?? 50_000);
const month = '2026-03-01';

console.log(`Order acts on the embedded database: ${orders} orders in one month, Node ${process.version}, ${os.cpus().length} cores`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-acts-bench-'));
const database = await openPglite(dataDir);
try {
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' });
  await migrate(database);
  await seed(database, config, pino({ level: 'silent' }));
  const seeding = Date.now();
  const firstUser = await seedOrders(database, orders);
  await database.exec(`
    update orders set date_report = date '${month}', date_start = date '${month}', date_end = date '${month}' + interval '1 month - 1 day', status = 'IN_WORK';
    insert into original_contracts (number, date, responsible_id, client_id, customer_id, type, subject, price)
      select 'OC-' || g, date '2026-01-01', ${firstUser}, 1 + g % 1000, 1 + g % 1000, 'SERVICE', 'REPRESENTATION', 0 from generate_series(1, 1000) g;
    insert into creatives (marker, orders, contract_id, distribution_form, type_ad_company)
      select 'Kra' || o.id, array[o.id], (select min(id) from original_contracts) + o.id % 1000, 'Banner', 'CPM' from orders o;
    insert into creatives (marker, orders, contract_id, distribution_form, type_ad_company)
      select 'Krb' || o.id, array[o.id], (select min(id) from original_contracts) + (o.id + 7) % 1000, 'Banner', 'CPM' from orders o where o.id % 10 = 0;
  `);
  await database.exec('vacuum analyze');
  if (process.env.NO_TRGM) await database.exec('drop index erir_acts_number_trgm');
  console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  const actor = systemActor(firstUser);
  const ctx = await createContext({ ...config, worker: 'off' }, database, pino({ level: 'silent' }));
  for (const run of ['first generation', 'regeneration (replaces every unsent act)']) {
    const started = Date.now();
    const result = await actGeneration.run(ctx, { date: month, actor });
    const seconds = (Date.now() - started) / 1000;
    const items = Number((await database.query('select count(*) as n from erir_act_items')).rows[0].n);
    console.log(`${run}: ${result.created} acts, ${items} items, ${result.replaced} replaced in ${seconds.toFixed(2)} s${seconds > 10 ? '  (over the 10 s target)' : ''}`);
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

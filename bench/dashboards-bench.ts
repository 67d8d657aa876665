/**
 * The dashboards over HTTP (spec 2 §7.5; the target is 300 ms each at 1,000,000 orders on
 * PostgreSQL): seeds orders with bench/orders-seed.ts (36 months, invoices for two thirds),
 * puts two clients in three into 2,000 holdings, then calls the summary, the ageing (all, and
 * one department) and the holding revenue of this year. Prints p50/p95, req/s and answer sizes.
 * Usage: node --import tsx bench/dashboards-bench.ts [--orders N] [--seconds S] [--keep NAME] [--embedded]
 * PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) in a
 * database of its own, dropped at the end; `--keep NAME` keeps it as NAME and reuses it when it
 * is there (seeding a million orders takes long); --embedded runs on PGlite instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type net from 'node:net';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openPglite, openPostgres, type Database } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { buildApp } from '../src/server/http/build-app';
import { createSession } from '../src/server/http/auth/session-store';
import { createContext } from '../src/server/services';
import { measure } from './http-measure';
import { months, seedOrders } from './orders-seed';

const { values: options } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '6' },
    keep: { type: 'string' },
    embedded: { type: 'boolean', default: false },
  },
});
const orders = Number(options.orders);
const seconds = Number(options.seconds);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function sizeOf(body: unknown, text: string): string {
  const answer = body as Record<string, unknown[]>;
  const lists = Object.entries(answer)
    .map(([name, list]) => `${name} ${Array.isArray(list) ? list.length : '?'}`)
    .join(', ');
  return `${lists}, ${(text.length / 1024).toFixed(1)} KB`.padEnd(44);
}

async function run(database: Database, dataDir: string, label: string, reuse: boolean): Promise<void> {
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' });
  const logger = pino({ level: 'silent' });
  await migrate(database);
  const seeded = reuse && Number((await database.query('select count(*)::int as n from orders')).rows[0].n) > 0;
  if (!seeded) {
    await seed(database, config, logger);
    const seeding = Date.now();
    await seedOrders(database, orders);
    console.log(`${label}: seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  }
  if (Number((await database.query('select count(*)::int as n from holdings')).rows[0].n) === 0) {
    await database.exec(`
      insert into holdings (name) select 'Holding ' || g from generate_series(1, 2000) g;
      update clients set holding_id = (select min(id) from holdings) + id % 2000 where id % 3 <> 0;
      analyze clients;
    `);
  }
  const user = Number((await database.query("select min(id) as id from users where email like 'seller%'")).rows[0].id);
  const { total, unpaid } = (await database.query("select count(*)::int as total, (count(*) filter (where payment_status <> 'PAID' and status <> 'CANCELED'))::int as unpaid from orders")).rows[0];
  console.log(`${label}: ${total} orders over ${months} months, ${unpaid} of them unpaid`);
  const ctx = await createContext(config, database, logger);
  const app = await buildApp(ctx, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  const token = await createSession(database.db, user, 1);
  try {
    for (const call of ['statistics/dash/', 'statistics/ageing/', 'statistics/ageing/?department=2', `statistics/ageing/?responsible=${user + 8}`, 'statistics/holding/']) {
      console.log(await measure(`${baseUrl}/api/${call}`, token, call, { seconds, concurrency: 1, labelWidth: 36, summarize: sizeOf }));
    }
  } finally {
    await app.close();
    await ctx.jobs.stop();
  }
}

console.log(`Dashboards over HTTP: ${orders} orders, ${seconds} s per call, 1 client, Node ${process.version}, ${os.cpus().length} cores`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-dashboards-bench-'));
try {
  if (options.embedded) {
    const database = await openPglite(dataDir);
    try {
      await run(database, dataDir, 'PGlite (embedded)', false);
    } finally {
      await database.close();
    }
  } else {
    const name = options.keep ?? `bench_dashboards_${process.pid}`;
    if (!/^\w+$/.test(name)) throw new Error('--keep takes a database name of letters, digits and _');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
    if (!exists) await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    try {
      await run(database, dataDir, `PostgreSQL (${name})`, !!options.keep);
    } finally {
      await database.close();
      if (!options.keep) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

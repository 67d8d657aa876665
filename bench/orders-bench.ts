/**
 * The orders scenario of `npm run bench`: 200,000 orders over 36 months with one or two
 * products each and invoices for two thirds of them, on the embedded database, then the orders
 * screen's default query (report month + department, ordering, `count` and the money `total`)
 * and the receivables list, one client at a time. Prints p50/p95 and requests per second.
 * Options: ORDERS (default 200000), SECONDS per query (default 8), CONCURRENCY (default 1),
 * BENCH_DATA_DIR (keep the seeded database there and reuse it on the next run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type net from 'node:net';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { buildApp } from '../src/server/http/build-app';
import { createSession } from '../src/server/http/auth/session-store';
import { createContext } from '../src/server/services';
import { measure as measureHttp } from './http-measure';
import { months, seedOrders } from './orders-seed';

const orders = Number(process.env.ORDERS ?? 200_000);
const seconds = Number(process.env.SECONDS ?? 8);
const concurrency = Number(process.env.CONCURRENCY ?? 1);

function measure(baseUrl: string, token: string, pathAndQuery: string): Promise<string> {
  return measureHttp(`${baseUrl}/api/${pathAndQuery}`, token, pathAndQuery, { seconds, concurrency, labelWidth: 92 });
}

console.log(`Orders over HTTP on the embedded database: ${orders} orders over ${months} months, ${concurrency} client(s), ${seconds} s per query, Node ${process.version}, ${os.cpus().length} cores`);
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-orders-bench-'));
const seeded = !!keptDir && fs.existsSync(path.join(dataDir, 'pgdata'));
const database = await openPglite(dataDir);
try {
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' });
  const logger = pino({ level: 'silent' });
  await migrate(database);
  if (!seeded) {
    await seed(database, config, logger);
    const seeding = Date.now();
    await seedOrders(database, orders);
    console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  }
  const user = Number((await database.query("select min(id) as id from users where email like 'seller%'")).rows[0].id);
  const ctx = await createContext(config, database, logger);
  const app = await buildApp(ctx, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  const token = await createSession(database.db, user, 1);
  const month = new Date().toISOString().slice(0, 7);
  const next = new Date();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const monthFilter = `dateReport__btw=${month}-01,${next.toISOString().slice(0, 10)}`;
  try {
    for (const query of [
      `orders/?${monthFilter}&department=2`,
      `orders/?${monthFilter}&department=2&page=3`,
      `orders/?${monthFilter}&department=5&ordering=-sumWithNds`,
      `orders/?${monthFilter}&paymentStatus__in=NOT_PAID,PARTIALLY_PAID&ordering=-wastedDays`,
      `orders/accounting/?ordering=id`,
      `orders/accounting/?lateDays__gt=60&ordering=-debt`,
    ]) {
      console.log(await measure(baseUrl, token, query));
    }
  } finally {
    await app.close();
    await ctx.jobs.stop();
  }
} finally {
  await database.close();
  if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

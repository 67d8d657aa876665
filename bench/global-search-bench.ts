/**
 * The shell's global search (issue 24) at scale: `ORDERS` orders (default 1,000,000) seeded as
 * the orders bench does, then the five list calls the search box makes for one word
 * (`?search=<word>&page_size=5` on orders, contracts, clients, legal entities, users), side by
 * side as the browser sends them, timed end to end; for a rare order number, a common prefix
 * that matches every order of a year, a name word and a tax number fragment.
 * `DATABASE_URL=postgres://… node --import tsx bench/global-search-bench.ts` on PostgreSQL (an
 * empty database, seeded once: reused when it holds orders), else the embedded database in
 * BENCH_DATA_DIR (kept) or a temporary folder. ROUNDS (default 20) searches per word.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type net from 'node:net';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { buildApp } from '../src/server/http/build-app';
import { createSession } from '../src/server/http/auth/session-store';
import { createContext } from '../src/server/services';
import { seedOrders } from './orders-seed';

const orders = Number(process.env.ORDERS ?? 1_000_000);
const rounds = Number(process.env.ROUNDS ?? 20);
const databaseUrl = process.env.DATABASE_URL ?? null;
const lists = ['orders/', 'contracts/', 'clients/', 'legal_entities/', 'accounts/'];

const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-search-bench-'));
const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
console.log(`Global search on ${databaseUrl ? 'PostgreSQL' : 'the embedded database'}, Node ${process.version}, ${os.cpus().length} cores`);
try {
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const logger = pino({ level: 'silent' });
  await migrate(database);
  const held = Number((await database.query('select count(*) as n from orders')).rows[0].n);
  if (!held) {
    await seed(database, config, logger);
    const seeding = Date.now();
    await seedOrders(database, orders);
    await database.exec(`update legal_entities set billing_info = jsonb_build_object('inn', (7700000000 + id)::text)`);
    console.log(`seeded ${orders} orders in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  }
  const count = Number((await database.query('select count(*) as n from orders')).rows[0].n);
  const sample = (await database.query('select number from orders order by id desc limit 1 offset 12345')).rows[0].number as string;
  const admin = Number((await database.query('select min(id) as id from users')).rows[0].id);
  const ctx = await createContext(config, database, logger);
  const app = await buildApp(ctx, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  const token = await createSession(database.db, admin, 1);
  const searchOnce = async (word: string) => {
    const started = performance.now();
    const answers = await Promise.all(
      lists.map(async (list) => {
        const answer = await fetch(`${baseUrl}/api/${list}?${new URLSearchParams({ search: word, page_size: '5' }).toString()}`, { headers: { authorization: `Token ${token}` } });
        if (!answer.ok) throw new Error(`${list} ${answer.status}: ${await answer.text()}`);
        return ((await answer.json()) as { count: number }).count;
      }),
    );
    return { ms: performance.now() - started, counts: answers };
  };
  try {
    console.log(`${count} orders; each word searched once (first: its count not yet kept) then ${rounds} times over the five lists at once`);
    console.log(`matches per list: ${lists.join(' ')}`);
    // A word of its own each run, so that the first search of it is a first one (no kept count).
    const unique = Date.now() % 1000;
    for (const word of [sample, sample.slice(0, 4), `Campaign ${4242 + unique}`, `77000012${unique % 10}`, `seller${unique % 200}`]) {
      const first = await searchOnce(word);
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) times.push((await searchOnce(word)).ms);
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
      console.log(
        `${JSON.stringify(word).padEnd(20)} matches ${first.counts.join('/').padEnd(24)} first ${first.ms.toFixed(1)} ms  then p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${times[times.length - 1].toFixed(1)} ms`,
      );
    }
  } finally {
    await app.close();
    await ctx.jobs.stop();
  }
} finally {
  await database.close();
  if (!keptDir && !databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
}

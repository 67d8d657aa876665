/**
 * The shell's global search (issues 24, 33) at scale: `ORDERS` orders (default 1,000,000) seeded
 * as the orders bench does and `DOMAINS` domains (default 100,000) with publishers, DSPs and
 * their acts (search-world-seed.ts), then the calls the search box makes for one word, through
 * the browser's own code (web/app/search/search-rows.ts: each searched entity's
 * `short/?search=`, and for orders the rows found read by id), every searched entity side by
 * side as the browser asks them, timed end to end; for a rare order number, a common prefix
 * that matches every order of a year, a name word, a tax number fragment, a user's email, a
 * domain, a publisher's name and an act number.
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
import { entities } from '../src/domain/core/entities';
import { apiUrl, type Query } from '../src/web/data/api-url';
import { searchedEntities } from '../src/web/app/search/global-search';
import { searchRows, type SearchClient } from '../src/web/app/search/search-rows';
import { seedOrders } from './orders-seed';
import { seedSearchWorld } from './search-world-seed';

const orders = Number(process.env.ORDERS ?? 1_000_000);
const domains = Number(process.env.DOMAINS ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 20);
const databaseUrl = process.env.DATABASE_URL ?? null;
const searched = searchedEntities(entities);

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
  if (!Number((await database.query('select count(*) as n from domains')).rows[0].n)) {
    const seeding = Date.now();
    await seedSearchWorld(database, domains);
    console.log(`seeded ${domains} domains, 500 publishers, 20 DSPs and their acts in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  }
  const count = Number((await database.query('select count(*) as n from orders')).rows[0].n);
  const sample = (await database.query('select number from orders order by id desc limit 1 offset 12345')).rows[0].number as string;
  const oldest = (await database.query('select number from orders order by id limit 1')).rows[0].number as string;
  const admin = Number((await database.query('select min(id) as id from users')).rows[0].id);
  const ctx = await createContext(config, database, logger);
  const app = await buildApp(ctx, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  const token = await createSession(database.db, admin, 1);
  // The browser's calls (search-rows.ts) over this HTTP client instead of its data provider.
  const get = async <T>(path: string, query: Query): Promise<T> => {
    const answer = await fetch(`${baseUrl}${apiUrl(path, query)}`, { headers: { authorization: `Token ${token}` } });
    if (!answer.ok) throw new Error(`${path} ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const client: SearchClient = {
    short: (entity, query) => get(`${entity.path}short/`, query),
    list: (entity, query) => get(entity.path, query),
  };
  const searchOnce = async (word: string) => {
    const started = performance.now();
    const answers = await Promise.all(searched.map(async (entity) => (await searchRows(client, entity, word)).length));
    return { ms: performance.now() - started, counts: answers };
  };
  try {
    const domainCount = Number((await database.query('select count(*) as n from domains')).rows[0].n);
    console.log(`${count} orders, ${domainCount} domains; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; each word searched once (first) then ${rounds} times over the searched entities at once`);
    // The server's own first calls (its database connections opened, its routes' first run)
    // cost more than any word: an unmeasured search of another order's number goes first, as a
    // running server has answered others before a user searches.
    console.log(`warm-up search ${JSON.stringify(oldest)} (not counted): ${(await searchOnce(oldest)).ms.toFixed(1)} ms`);
    console.log(`rows shown per entity: ${searched.map((entity) => entity.path).join(' ')}`);
    // A word of its own each run, so that the first search of it is a first one.
    const unique = Date.now() % 1000;
    const words = [sample, sample.slice(0, 4), `Campaign ${4242 + unique}`, `77000012${unique % 10}`, `seller${unique % 200}`, `site${4242 + unique}`, `Publisher ${100 + (unique % 400)}`, `2025-03-${unique % 500}`];
    for (const word of words) {
      const first = await searchOnce(word);
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) times.push((await searchOnce(word)).ms);
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
      console.log(
        `${JSON.stringify(word).padEnd(20)} rows ${first.counts.join('/').padEnd(30)} first ${first.ms.toFixed(1)} ms  then p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${times[times.length - 1].toFixed(1)} ms`,
      );
    }
  } finally {
    await app.close();
    await ctx.jobs.stop();
  }
} finally {
  await database.close();
  if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * `npm run bench`: seeds 200,000 clients and measures the generic list call over HTTP (40 rows,
 * a filter, ordering, count and total) on the embedded database and, when it answers, on
 * PostgreSQL. Prints p50/p95 latency and requests per second for each query shape.
 * Options: ROWS (default 200000), SECONDS per shape (default 8), CONCURRENCY (default 4),
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; "off" to skip).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type net from 'node:net';
import pg from 'pg';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openPglite, openPostgres, type Database } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { buildApp } from '../src/server/http/build-app';
import { createSession } from '../src/server/http/auth/session-store';
import { createContext } from '../src/server/services';
import { measure as measureHttp } from './http-measure';

const rows = Number(process.env.ROWS ?? 200_000);
const seconds = Number(process.env.SECONDS ?? 8);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function seedClients(database: Database): Promise<number[]> {
  const users: number[] = [];
  for (let i = 0; i < 20; i++) {
    const { rows: r } = await database.query(
      `insert into users (email, first_name, last_name, full_name, department_id, locale, role, is_active)
       values ($1, 'Bench', $2, $3, 1, 'en', 'USER', true) returning id`,
      [`bench${i}@example.com`, `User${i}`, `Bench User${i}`],
    );
    users.push(Number(r[0].id));
  }
  const { rows: h } = await database.query(`insert into holdings (name) select 'Holding ' || g from generate_series(1, 500) g returning id`);
  const firstHolding = Number(h[0].id);
  await database.query(
    `insert into clients (name, type, user_id, holding_id, comment)
     select 'Client ' || lpad(g::text, 7, '0') || ' ' || md5(g::text),
            (array['NA','DIRECT','AGENCY'])[1 + g % 3],
            $1::int + (g % 20),
            $2::int + (g % 500),
            case when g % 7 = 0 then 'note ' || g end
     from generate_series(1, $3::int) g`,
    [users[0], firstHolding, rows],
  );
  await database.exec('vacuum analyze');
  return users;
}

function measure(baseUrl: string, token: string, query: string): Promise<string> {
  return measureHttp(`${baseUrl}/api/clients/?${query}`, token, query, { seconds, concurrency, labelWidth: 58 });
}

async function benchOn(label: string, database: Database, dataDir: string): Promise<void> {
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' });
  const logger = pino({ level: 'silent' });
  await migrate(database);
  await seed(database, config, logger);
  const seedStart = Date.now();
  const users = await seedClients(database);
  console.log(`${label}: seeded ${rows} clients in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  const ctx = await createContext(config, database, logger);
  const app = await buildApp(ctx, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  const token = await createSession(database.db, users[0], 1);
  try {
    for (const query of [
      `user=${users[3]}&ordering=name`,
      `user=${users[3]}&type__in=DIRECT,AGENCY&ordering=-name&page=50`,
      `name__cnt=00042&ordering=name`,
      `holding=${Number((await database.query('select min(id) as id from holdings')).rows[0].id) + 7}&ordering=-updatedAt`,
    ]) {
      console.log(await measure(baseUrl, token, query));
    }
  } finally {
    await app.close();
    await ctx.jobs.stop();
  }
}

async function postgresAnswers(): Promise<boolean> {
  if (pgUrl === 'off') return false;
  try {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

console.log(`Generic list over HTTP, ${rows} rows, ${concurrency} concurrent clients, ${seconds} s per query, Node ${process.version}, ${os.cpus().length} cores`);
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-bench-'));
const embedded = await openPglite(pgliteDir);
try {
  await benchOn('PGlite (embedded)', embedded, pgliteDir);
} finally {
  await embedded.close();
  fs.rmSync(pgliteDir, { recursive: true, force: true });
}

if (await postgresAnswers()) {
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  try {
    await benchOn('PostgreSQL', database, fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-bench-')));
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: not answering, skipped');
}

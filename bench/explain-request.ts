/**
 * Prints the statements one API request runs on PostgreSQL, with the plan of each
 * (`explain (analyze, buffers)`), after three unmeasured runs of the request (their times
 * printed). `DATABASE_URL=postgres://… node --import tsx bench/explain-request.ts '/api/orders/?…'`
 * as the database's first user (a super admin); the worker is off.
 */
import pg from 'pg';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openPostgres } from '../src/server/db/connection';
import { buildApp } from '../src/server/http/build-app';
import { createSession } from '../src/server/http/auth/session-store';
import { createContext } from '../src/server/services';

type Query = (...args: unknown[]) => unknown;
const captured: Array<{ text: string; values: unknown[] }> = [];
let capturing = false;
const original = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: unknown, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; values?: unknown[] };
  const text = typeof first === 'string' ? first : first?.text;
  const values = (typeof first === 'string' ? undefined : first?.values) ?? (args[1] as unknown[] | undefined);
  if (capturing && typeof text === 'string') captured.push({ text, values: values ?? [] });
  return original.apply(this, args);
};

const url = process.env.DATABASE_URL;
const path = process.argv[2];
if (!url || !path) throw new Error('DATABASE_URL and a request path are needed');
const database = await openPostgres(url);
const ctx = await createContext(readConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', WORKER: 'off' }), database, pino({ level: 'silent' }));
const app = await buildApp(ctx, { serveWeb: false });
try {
  const token = await createSession(database.db, Number((await database.query('select min(id) as id from users')).rows[0].id), 1);
  const call = () => app.inject({ method: 'GET', url: path, headers: { authorization: `Token ${token}` } });
  for (let run = 1; run <= 3; run++) {
    const started = performance.now();
    const answer = await call();
    console.log(`run ${run}: ${answer.statusCode} in ${(performance.now() - started).toFixed(1)} ms`);
  }
  capturing = true;
  await call();
  capturing = false;
  const client = new pg.Client(url);
  await client.connect();
  try {
    for (const { text, values } of captured.filter(({ text }) => /^\s*(select|with)\b/i.test(text))) {
      console.log(`\n=== ${text}\n--- ${JSON.stringify(values)}`);
      const plan = await client.query({ text: `explain (analyze, buffers) ${text}`, values });
      console.log(plan.rows.map((row: Record<string, unknown>) => row['QUERY PLAN']).join('\n'));
    }
  } finally {
    await client.end();
  }
} finally {
  await app.close();
  await ctx.jobs.stop();
  await database.close();
}

/**
 * `node --import tsx dev/api-snapshot/api-snapshot.ts --data-dir DIR --out FILE [--app DIR] [--role R]`:
 * what the API answers a super admin (or the first user of role R) on a database (the demo company: `npm run demo`), to show
 * that a change which should not change behaviour does not (issue 31, "byte for byte as before").
 * It asks every GET route without path parameters that the OpenAPI document lists, then each
 * list's first row by its id, and writes one line per call: path, status, body. `--app` is the
 * checkout whose server answers (default this one): run it on a copy of the same data directory
 * for the code before and after, then `api-snapshot-diff.ts` compares the two files.
 * The calls are in-process (`inject`) with the job worker off; a GET that queues a task changes
 * the copy, which is why each run takes its own.
 * With `--calls FILE` it then makes the actions too (snapshot-calls.ts: `--per-route N` calls of
 * every write route and every GET with path parameters, from `--seed S`), in one order, one
 * line each, their times left out: the first run writes the calls to FILE, the other replays them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { IdPools } from '../fuzz/id-pools';
import { routesOf, type OpenApiDocument } from '../fuzz/openapi-routes';
import { snapshotCalls, timeless } from './snapshot-calls';
import type * as Config from '../../src/server/config';
import type * as Connection from '../../src/server/db/connection';
import type * as Migrate from '../../src/server/db/migrate';
import type * as Services from '../../src/server/services';
import type * as BuildApp from '../../src/server/http/build-app';
import type * as SessionStore from '../../src/server/http/auth/session-store';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    out: { type: 'string' },
    app: { type: 'string' },
    role: { type: 'string' },
    calls: { type: 'string' },
    'per-route': { type: 'string', default: '3' },
    seed: { type: 'string', default: '31' },
  },
});
if (!values['data-dir'] || !values.out) throw new Error('--data-dir and --out are required');
const appDir = path.resolve(values.app ?? process.cwd());
const load = <T>(file: string) => import(path.join(appDir, file)) as Promise<T>;

const { readConfig } = await load<typeof Config>('src/server/config.ts');
const { openPglite } = await load<typeof Connection>('src/server/db/connection.ts');
const { migrate } = await load<typeof Migrate>('src/server/db/migrate.ts');
const { createContext } = await load<typeof Services>('src/server/services.ts');
const { buildApp } = await load<typeof BuildApp>('src/server/http/build-app.ts');
const { createSession } = await load<typeof SessionStore>('src/server/http/auth/session-store.ts');

const dataDir = path.resolve(values['data-dir']);
const config = { ...readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), worker: 'off' as const };
const database = await openPglite(dataDir);
// As the server does at start: a demo made by older code is brought to this checkout's schema.
await migrate(database);
const ctx = await createContext(config, database, pino({ level: 'silent' }));
const app = await buildApp(ctx, { serveWeb: false });
// The first super admin, or with --role the first active user of that role (USER, MANAGER, ADMIN).
const { rows: users } = values.role
  ? await database.query(`select id from users where role = $1 and is_active and not is_super_admin order by id limit 1`, [values.role])
  : await database.query(`select id from users where is_super_admin order by id limit 1`);
if (!users.length) throw new Error(`no user of role ${values.role ?? 'super admin'}`);
const token = await createSession(database.db, Number(users[0].id), 1);

const get = async (url: string) => {
  const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });
  return { status: answer.statusCode, body: answer.body };
};

const document = JSON.parse((await get('/api/docs/json')).body) as OpenApiDocument;
const routes = routesOf(document);
const gets = routes.filter((route) => route.method === 'GET');
const ids = new IdPools();
const tasks: string[] = [];
const detailPaths = new Set(gets.filter((route) => route.pathParams.length === 1 && route.path.endsWith('{id}/')).map((route) => route.path));
const lines: string[] = [];
for (const listed of gets.filter((route) => !route.pathParams.length)) {
  const route = listed.path;
  const answer = await get(route);
  lines.push(JSON.stringify({ path: route, ...answer }));
  ids.learnFromAnswer(listed, answer.status, answer.body);
  const queued = answer.status === 200 && answer.body.startsWith('{') ? (JSON.parse(answer.body) as { taskId?: unknown }).taskId : undefined;
  if (typeof queued === 'string') tasks.push(queued);
  if (answer.status !== 200 || !detailPaths.has(`${route}{id}/`)) continue;
  const first = (JSON.parse(answer.body) as { results?: Array<{ id?: unknown }> }).results?.[0]?.id;
  if (first !== undefined) lines.push(JSON.stringify({ path: `${route}${String(first)}/`, ...(await get(`${route}${String(first)}/`)) }));
}
if (values.calls) {
  const calls = snapshotCalls(path.resolve(values.calls), routes, ids, Number(values['per-route']), Number(values.seed), tasks);
  for (const [index, call] of calls.entries()) {
    const answer = await app.inject({
      method: call.method,
      url: call.url,
      headers: { authorization: `Token ${token}`, ...(call.contentType ? { 'content-type': call.contentType } : {}) },
      ...(call.payload !== null ? { payload: Buffer.from(call.payload, 'base64') } : {}),
    });
    lines.push(JSON.stringify({ path: `#${index} ${call.method} ${call.url}`, status: answer.statusCode, body: timeless(answer.body) }));
  }
}
fs.writeFileSync(values.out, `${lines.join('\n')}\n`);
console.log(`${lines.length} answers written to ${values.out}`);
await app.close();
await ctx.jobs.stop();
await database.close();

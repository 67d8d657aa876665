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
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { routesOf, type OpenApiDocument } from '../fuzz/openapi-routes';
import type * as Config from '../../src/server/config';
import type * as Connection from '../../src/server/db/connection';
import type * as Services from '../../src/server/services';
import type * as BuildApp from '../../src/server/http/build-app';
import type * as SessionStore from '../../src/server/http/auth/session-store';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, out: { type: 'string' }, app: { type: 'string' }, role: { type: 'string' } } });
if (!values['data-dir'] || !values.out) throw new Error('--data-dir and --out are required');
const appDir = path.resolve(values.app ?? process.cwd());
const load = <T>(file: string) => import(path.join(appDir, file)) as Promise<T>;

const { readConfig } = await load<typeof Config>('src/server/config.ts');
const { openPglite } = await load<typeof Connection>('src/server/db/connection.ts');
const { createContext } = await load<typeof Services>('src/server/services.ts');
const { buildApp } = await load<typeof BuildApp>('src/server/http/build-app.ts');
const { createSession } = await load<typeof SessionStore>('src/server/http/auth/session-store.ts');

const dataDir = path.resolve(values['data-dir']);
const config = { ...readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), worker: 'off' as const };
const database = await openPglite(dataDir);
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
const gets = routesOf(document).filter((route) => route.method === 'GET');
const detailPaths = new Set(gets.filter((route) => route.pathParams.length === 1 && route.path.endsWith('{id}/')).map((route) => route.path));
const lines: string[] = [];
for (const route of gets.filter((route) => !route.pathParams.length).map((route) => route.path).sort()) {
  const answer = await get(route);
  lines.push(JSON.stringify({ path: route, ...answer }));
  if (answer.status !== 200 || !detailPaths.has(`${route}{id}/`)) continue;
  const first = (JSON.parse(answer.body) as { results?: Array<{ id?: unknown }> }).results?.[0]?.id;
  if (first !== undefined) lines.push(JSON.stringify({ path: `${route}${String(first)}/`, ...(await get(`${route}${String(first)}/`)) }));
}
fs.writeFileSync(values.out, `${lines.join('\n')}\n`);
console.log(`${lines.length} answers written to ${values.out}`);
await app.close();
await ctx.jobs.stop();
await database.close();

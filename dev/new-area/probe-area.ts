/**
 * Starts the server as `npm start` does (declaration checks, migrations, seed, route checks) on
 * a fresh embedded database and calls a new area's API: a POST creates a row, the list answers,
 * the declared copy runs; its screens name a declared entity and are in the drawer. Prints what it saw as JSON. Run by new-area.test.ts in a copy of the
 * repository after `npm run new:area -- <name>`: `node --import tsx dev/new-area/probe-area.ts <name>`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../src/server/config';
import { startServer } from '../../src/server/start-server';
import { createSession } from '../../src/server/http/auth/session-store';
import { declaredActions } from '../../src/server/http/declared-actions';
import { entitiesByName } from '../../src/domain/core/entities';
import type { AppRoute } from '../../src/web/app/routes';

const area = process.argv[2];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-area-probe-'));
const adminEmail = 'admin@example.com';
const config = readConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'probe-password-1' });
const { app, ctx, stop } = await startServer(config);
try {
  const admin = await ctx.database.query('select id from users where email = $1', [adminEmail]);
  const token = await createSession(ctx.database.db, Number(admin.rows[0].id), 1);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await app.inject({ method, url, payload, headers: { authorization: `Token ${token}` } });
    return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
  };
  const created = await call('POST', `/api/${area}/`, { name: 'First', note: 'A note' });
  const copied = await call('POST', `/api/${area}/copy/`, { id: created.body.id });
  const list = await call('GET', `/api/${area}/`);
  const rows = (list.body.results ?? []) as Array<Record<string, unknown>>;
  const declared = declaredActions.filter((action) => action.path.startsWith(`${area}/`)).map((action) => `${action.method} ${action.path}`);
  const { screens } = (await import(`../../src/web/${area}/${area}-screens.ts`)) as { screens: AppRoute[] };
  const shown = screens.map((route) => ({ path: route.path, entity: route.entity && route.entity in entitiesByName ? route.entity : null, inDrawer: route.navOrder !== undefined }));
  console.log(JSON.stringify({ created: created.status, copied: copied.status, list: list.status, rows: rows.map((row) => ({ name: row.name, note: row.note })), declared, screens: shown }));
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

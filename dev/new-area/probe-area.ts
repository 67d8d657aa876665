/**
 * Starts the server as `npm start` does (declaration checks, migrations, seed, route checks) on
 * a fresh embedded database and calls a new area's API: a POST creates a row, the list answers,
 * the declared copy runs; its screens pass the web app's check and are in the drawer. Prints what it saw as JSON. Run by new-area.test.ts in a copy of the
 * repository after `npm run new:area -- <name>`: `node --import tsx dev/new-area/probe-area.ts <name>`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../src/server/config';
import { startServer } from '../../src/server/start-server';
import { createSession } from '../../src/server/http/auth/session-store';
import { declaredActions } from '../../src/server/http/declared-actions';
import { areas } from '../../src/domain/areas';
import { entitiesByName } from '../../src/domain/core/entities';
import { screenProblems, type ScreensModule } from '../../src/web/app/screen-problems';

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
  const screensFile = (await import(`../../src/web/${area}/${area}-screens.ts`)) as ScreensModule;
  const screens = screensFile.screens.map((route) => ({ path: route.path, entity: route.entity, inDrawer: route.navOrder !== undefined }));
  // The web app's own check of the screens (A004, A005), on this area's file.
  const problems = screenProblems(areas.filter((listed) => listed.name === area), { [`../${area}/${area}-screens.ts`]: screensFile }, entitiesByName);
  console.log(JSON.stringify({ created: created.status, copied: copied.status, list: list.status, rows: rows.map((row) => ({ name: row.name, note: row.note })), declared, screens, screenProblems: problems }));
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

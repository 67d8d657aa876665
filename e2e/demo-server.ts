/**
 * The demo company (`npm run demo`) for the browser tests: written to a data directory of its
 * own (kept small with --clients), its super admin given the tests' admin password, and a
 * server started on it once per worker. `person` is one of the people the demo printed (an
 * ADMIN of Sales), with the printed password.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminPassword, expect, test } from './fixtures';
import { startServer, type RunningServer } from './server';

export interface Demo {
  server: RunningServer;
  person: { email: string; password: string };
}

async function startDemo(): Promise<Demo> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adoffice-e2e-demo-'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'dev/demo/demo-main.ts', '--clients', '12'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: adminPassword },
    encoding: 'utf8',
  });
  expect(run.status, run.stdout + run.stderr).toBe(0);
  // "  ADMIN   Sales   Полина Андреева   polina.andreeva@demo.example   <password>"
  const line = run.stdout.split('\n').find((text) => /^\s+ADMIN\s+Sales\s/.test(text));
  expect(line, run.stdout).toBeTruthy();
  const [email, password] = line!.trim().split(/\s+/).slice(-2);
  return { server: await startServer(process.cwd(), {}, dataDir), person: { email, password } };
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export const demoTest = test.extend<{}, { demo: Demo }>({
  demo: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const demo = await startDemo();
      await use(demo);
      await demo.server.stop();
    },
    // Writing the demo through the entity service, then a server start.
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ demo }, use) => use(demo.server.baseUrl),
});

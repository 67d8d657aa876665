/**
 * `npm run demo` seen in the browser: the demo company is written to a data directory of its
 * own (kept small with --clients), a server is started on it, and one of the people the demo
 * printed signs in with the printed password and finds data in the orders table, its
 * statistics view, the clients' yearly grid and receivables.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { startServer, type RunningServer } from './server';
import { businessMonth } from '../src/domain/core/calendar/business-day';

interface Demo {
  server: RunningServer;
  /** One of the people the demo printed, with the printed password. */
  person: { email: string; password: string };
}

/** The demo written to a data directory of its own and a server on it, once for the file. */
async function startDemo(): Promise<Demo> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adoffice-e2e-demo-'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'dev/demo/demo-main.ts', '--clients', '12'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
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
const demoTest = test.extend<{}, { demo: Demo }>({
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

const rows = (page: Page) => page.getByTestId('table-row');

demoTest('a demo person signs in and finds orders, statistics, the yearly grid and receivables', async ({ page, demo }) => {
  await signIn(page, demo.person.email, demo.person.password);

  const month = businessMonth();
  await page.goto(`/orders?dateReport__btw=${month}-01,2100-01-01`);
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('view-statistics').click();
  await expect(page.getByTestId('stat-ordersCount-value')).not.toHaveText('0');
  await expect(page.getByTestId('orders-pie-row').first()).toBeVisible();

  await page.goto('/accountsReceivable');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('lateness-severe').first()).toBeVisible();

  await page.goto('/clients?ordering=name');
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('view-yearly-grid').click();
  await expect(page.getByTestId('yearly-row').first()).toBeVisible();
});

demoTest('the summary dashboard shows the demo year', async ({ page, demo }) => {
  await signIn(page, demo.person.email, demo.person.password);
  await page.goto('/');
  const summary = page.getByTestId('dashboard-summary');
  await expect(summary).toBeVisible();
  // The department pie draws its slices, and every month of the year so far has orders.
  await expect(summary.locator('svg path').first()).toBeVisible();
  await expect(summary.getByTestId('month-stat-row').first()).toBeVisible();
  expect(await summary.getByTestId('month-stat-row').count()).toBeGreaterThan(0);
});

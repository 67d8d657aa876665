/**
 * `npm run demo` seen in the browser (the demo company of demo-server.ts): one of the people the
 * demo printed signs in with the printed password and finds data in the orders table, its
 * statistics view, the clients' yearly grid and receivables.
 */
import type { Page } from '@playwright/test';
import { expect, signIn } from './fixtures';
import { demoTest } from './demo-server';
import { businessMonth } from '../src/domain/core/calendar/business-day';

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

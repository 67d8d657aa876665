/**
 * DMPs in the browser (spec 2 §2.3): the audiences table is read only (no create, no row menu),
 * the exports table's "Export" dialog chooses the month (the table's) and every DMP, and after
 * the task the export of the month shows its SSP and DMP budgets and their footer totals, and
 * the audiences were refreshed from the analytics database. The analytics rows are written into
 * the embedded analytics database of the spec's own data directory before its server starts (no
 * other process may hold it); its first DMP gets id 1, the id they name.
 */
import { adminApi, expect, signIn, typeMonth } from './fixtures';
import { testWithAnalytics } from './analytics-server';

const audiences = [
  { audience_id: 'aud-1', dmp_id: '1', name: 'E2E car owners', audience_group: 'Auto', cpm: 12.5 },
  { audience_id: 'aud-2', dmp_id: '1', name: 'E2E young mothers', audience_group: 'Family', cpm: 20 },
];
const stats = [
  { day: '2026-03-02', dmp_id: '1', audience_id: 'aud-1', impressions: 1000, ssp_amount: 1000.5, dmp_amount: 100.25 },
  { day: '2026-03-30', dmp_id: '1', audience_id: 'aud-2', impressions: 500, ssp_amount: 234.5, dmp_amount: 23.75 },
  { day: '2026-04-01', dmp_id: '1', audience_id: 'aud-2', impressions: 9, ssp_amount: 9, dmp_amount: 9 },
];

const dmpsTest = testWithAnalytics('dmps', { dmp_audiences: audiences, dmp_stats: stats });

const slow = { timeout: 60_000 };

dmpsTest('export a month of DMP budgets from the dialog; the audiences are refreshed and read only', async ({ page, request }) => {
  dmpsTest.setTimeout(400_000);
  const api = await adminApi(request);
  const created = await api.post('/api/dmp/', { data: { name: 'E2E DMP' } });
  expect(created.status(), await created.text()).toBe(201);
  expect((await created.json()).id).toBe(1);
  await signIn(page);

  await page.goto('/dmpExports');
  await expect(page.getByTestId('entity-table-dmpExport')).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await typeMonth(page, 'dmp-exports-month', '2026-03');
  await page.getByTestId('dmp-export').click();
  await expect(page.getByTestId('dmp-export-month')).toHaveAttribute('data-month', '2026-03');
  await page.getByTestId('dmp-export-run').click();
  await expect(page.getByText('DMP export complete')).toBeVisible(slow);
  await expect(page.getByTestId('table-row')).toHaveCount(1, slow);
  const row = page.getByTestId('table-row').first();
  await expect(row).toContainText('E2E DMP');
  await expect(row).toContainText('1,235.00');
  await expect(row).toContainText('124.00');
  await expect(page.getByTestId('total-sspBudget')).toContainText('1,235.00');
  await expect(page.getByTestId('total-dmpBudget')).toContainText('124.00');

  // The export refreshed the audiences first: read only, no create, no row menu.
  await page.goto('/dmpAudiences');
  await expect(page.getByTestId('entity-table-dmpAudience')).toBeVisible(slow);
  await expect(page.getByTestId('table-row')).toHaveCount(2, slow);
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await expect(page.getByTestId('table-row').filter({ hasText: 'E2E car owners' })).toContainText('Auto');
  await page.getByTestId('table-row').filter({ hasText: 'E2E young mothers' }).click({ button: 'right' });
  await expect(page.getByRole('menu')).toHaveCount(0);
});

/**
 * Saved views (issue 24) on the clients list: the filters, sort and columns saved under a name
 * survive a reload and apply in one click; the view's link opens it in a fresh browser of the
 * same user; the chip of an active filter says how many rows it hides; Reset keeps the chosen
 * columns; a view is renamed and deleted from the menu.
 */
import type { Page } from '@playwright/test';
import { adminApi, expect, signIn, test, unique } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const headers = async (page: Page) =>
  (await page.getByTestId('entity-table-client').locator('thead th .Mui-TableHeadCell-Content-Wrapper').allTextContents()).map((text) => text.trim()).filter(Boolean);

const allColumns = ['ID', 'Name', 'Type', 'Responsible', 'Holding', 'Comment'];
const viewColumns = ['ID', 'Name', 'Type', 'Responsible'];

test('a saved view survives a reload, applies in one click and opens from its link in a fresh browser', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const api = await adminApi(request);
  const me = ((await (await api.get('/api/accounts/current/')).json()) as { id: number }).id;
  const stamp = unique('View');
  for (const letter of ['A', 'B', 'C']) {
    const created = await api.post('/api/clients/', { data: { name: `${stamp} ${letter}`, type: 'DIRECT', user: me } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const all = ((await (await api.get('/api/clients/?page_size=1')).json()) as { count: number }).count;
  const mine = ((await (await api.get(`/api/clients/?page_size=1&user=${me}`)).json()) as { count: number }).count;
  const rows = page.getByTestId('table-row');

  await signIn(page);
  await page.goto(`/clients?name__cnt=${stamp}&ordering=-name`);
  await expect(rows).toHaveCount(3, { timeout: 60_000 });
  await expect(rows.first()).toContainText(`${stamp} C`);
  await expect(page.getByTestId('filter-summary')).toHaveText(`3 of ${all} shown:`);
  await expect(page.getByTestId('filter-chip-name__cnt')).toHaveText(`Name ≈ "${stamp}"`);

  // Choose the columns, then save filters, sort and columns as a view.
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog');
  await chooser.getByRole('checkbox', { name: 'Comment', exact: true }).uncheck();
  await chooser.getByRole('checkbox', { name: 'Holding', exact: true }).uncheck();
  await chooser.getByRole('button', { name: 'Close' }).click();
  expect(await headers(page)).toEqual(viewColumns);
  const name = `${stamp} mine`;
  await page.getByTestId('views-button').click();
  await page.getByTestId('save-view').click();
  await page.getByLabel('View name').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The view has been saved')).toBeVisible();
  await expect(page.getByRole('button', { name: `Views: ${name}` })).toHaveText(name);

  // Reload: Reset goes back to the default filter (responsible = me) and keeps the columns;
  // the chip says how many rows that filter hides and clears it in one click.
  await page.reload();
  await expect(rows).toHaveCount(3, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/name__cnt/);
  await expect(page.getByTestId('filter-chip-user')).toHaveText('Responsible = me');
  await expect(page.getByTestId('filter-summary')).toHaveText(`${mine} of ${all} shown:`);
  expect(await headers(page)).toEqual(viewColumns);
  await page.getByLabel('Clear filter Responsible = me').click();
  await expect(page.getByTestId('filter-chips')).toHaveCount(0);
  await expect(page).not.toHaveURL(/user=/);
  // The chooser's own Reset brings the default columns back.
  await page.getByRole('button', { name: 'Columns' }).click();
  await chooser.getByRole('button', { name: 'Reset' }).click();
  await chooser.getByRole('button', { name: 'Close' }).click();
  expect(await headers(page)).toEqual(allColumns);
  await expect(page.getByRole('button', { name: 'Views', exact: true })).toHaveText('');

  // Apply the view: its filters and sort in the address, its columns.
  await page.getByTestId('views-button').click();
  await page.getByRole('menuitem', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`name__cnt=${stamp}.*ordering=-name`));
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(`${stamp} C`);
  expect(await headers(page)).toEqual(viewColumns);
  await expect(page.getByRole('button', { name: `Views: ${name}` })).toHaveText(name);

  // Its link, opened in a fresh browser by the same user, shows the same.
  await page.getByTestId('views-button').click();
  await page.getByLabel(`Link to the view ${name}`).click();
  const link = await page.getByTestId('view-link').inputValue();
  expect(link).toMatch(/\/clients\?.*view=\d+/);
  await page.getByRole('button', { name: 'Close' }).click();
  const fresh = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1440, height: 900 } });
  try {
    const other = await fresh.newPage();
    await signIn(other);
    await other.goto(link);
    await expect(other.getByTestId('table-row')).toHaveCount(3, { timeout: 60_000 });
    await expect(other).not.toHaveURL(/view=/);
    await expect(other).toHaveURL(new RegExp(`name__cnt=${stamp}`));
    expect(await headers(other)).toEqual(viewColumns);
    await expect(other.getByRole('button', { name: `Views: ${name}` })).toHaveText(name);
  } finally {
    await fresh.close();
  }

  // Rename it, then delete it.
  await page.getByTestId('views-button').click();
  await page.getByLabel(`Rename view ${name}`).click();
  await page.getByLabel('View name').fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: `Views: ${name} renamed` })).toHaveText(`${name} renamed`);
  await page.getByTestId('views-button').click();
  await page.getByLabel(`Delete view ${name} renamed`).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The view has been deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Views', exact: true })).toHaveText('');
});

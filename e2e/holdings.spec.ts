import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, signIn, test, unique } from './fixtures';

test.describe.configure({ mode: 'serial' });

const stamp = unique('e2e');
const names = [`${stamp} Alpha`, `${stamp} Bravo`, `${stamp} Charlie`];

const rows = (page: Page) => page.getByTestId('table-row');

async function openHoldings(page: Page, query = '') {
  await page.goto(`/holdings${query}`);
  await expect(page.getByTestId('entity-table-holding')).toBeVisible();
}

async function createHolding(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByTestId('entity-editor');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('create, edit, filter, sort and delete holdings', async ({ page }) => {
  await signIn(page);
  await openHoldings(page);
  for (const name of names) await createHolding(page, name);

  // filter (debounced) → the address carries it in the API syntax
  await page.getByLabel('Filter Name', { exact: true }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`name__cnt=${stamp}`));
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText(names[0]);

  // sort by name descending
  await page.getByRole('columnheader', { name: /^Name/ }).getByRole('button').first().click();
  await expect(page).toHaveURL(/ordering=-name/);
  await expect(rows(page).first()).toContainText(names[2]);

  // edit
  await rows(page).filter({ hasText: names[1] }).click();
  const dialog = page.getByTestId('entity-editor');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`${names[1]} edited`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been updated')).toBeVisible();
  await expect(rows(page).filter({ hasText: `${names[1]} edited` })).toHaveCount(1);

  // the state survives a reload from the address
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText(names[2]);

  // delete through the row context menu
  await rows(page).filter({ hasText: names[0] }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Do you really want to delete selected item?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Item has been deleted')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
});

/** Hide the pipe organisation column and move Name before ID. */
async function configureColumns(page: Page) {
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Pipe organisation' }).uncheck();
  await page.getByRole('button', { name: 'Move up Name' }).click();
  await page.getByRole('button', { name: 'Close' }).click();
}

test('hide and reorder columns, kept after a reload', async ({ page }) => {
  await signIn(page);
  await openHoldings(page);
  await configureColumns(page);
  const headers = page.getByRole('columnheader');
  await expect(headers.first()).toContainText('Name');
  await expect(page.getByRole('columnheader', { name: /Pipe organisation/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('columnheader').first()).toContainText('Name');
  await expect(page.getByRole('columnheader', { name: /Pipe organisation/ })).toHaveCount(0);
});

test('export a spreadsheet with the visible columns and the filtered rows', async ({ page }) => {
  await signIn(page);
  await openHoldings(page, `?name__cnt=${encodeURIComponent(stamp)}&ordering=name`);
  await expect(rows(page)).toHaveCount(2);
  await configureColumns(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^holding_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('Holding');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(['Name', 'ID', 'Clients']);
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  const data = [2, 3].map((r) => String(sheet.getRow(r).getCell(1).value));
  expect(data).toEqual([`${names[1]} edited`, names[2]]);
  expect(typeof sheet.getRow(2).getCell(2).value).toBe('number');
  expect(sheet.rowCount).toBe(3);
});

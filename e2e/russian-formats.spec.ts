/**
 * Russian formats throughout (issue 24), as a Russian-speaking admin sees them at 1440x900: the
 * orders table (money grouped with 2 decimals, order numbers as plain digits, dates DD.MM.YYYY,
 * the labelled totals row, the month picker in Russian), the order editor, the dashboard's chart
 * axis and pie, the yearly grids fitting without a horizontal scroll, and a generated
 * reconciliation statement's cells.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { adminApi, createUser, expect, signIn, test, unique } from './fixtures';
import { created, salesWorld, worldOrder } from './world';
import { businessDay, businessMonth } from '../src/domain/core/calendar/business-day';

test.use({ viewport: { width: 1440, height: 900 } });

/** Money in Russian: groups of three split by a (narrow) no-break space, a decimal comma, 2 decimals. */
const russianMoney = /^-?\d{1,3}([\u00a0\u202f ]\d{3})*,\d{2}$/;
const russianMonths = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function fitsWithoutScroll(page: Page, testId: string): Promise<void> {
  const box = page.getByTestId(testId);
  await expect(box).toBeVisible();
  const { scroll, client } = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(scroll, `${testId} scrolls sideways`).toBeLessThanOrEqual(client);
}

test('a Russian-speaking admin sees Russian numbers and dates in a table, an editor, charts, grids and a document', async ({ page, request, dataDir }) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const w = await salesWorld(api, 'Ru ', { legalEntity: { fullname: (name) => `ООО «${name}»` } });
  const order = await worldOrder(api, w);
  await created(api, 'products/', { order: order.id, name: 'Баннер', format: w.format.id, type: 'CLICKS', price: 1234.56, amount: 1000, planPrice: 1 });
  const { number } = (await (await api.get(`/api/orders/${order.id}/`)).json()) as { number: string };

  const email = `${unique('ru')}@example.com`;
  const id = await createUser(api, dataDir, email, 'Russian-formats-1', 'ADMIN');
  expect((await api.patch(`/api/accounts/${id}/`, { data: { locale: 'ru' } })).status()).toBe(200);
  await signIn(page, email, 'Russian-formats-1');

  // The table: the month picker in Russian, money grouped, the number plain, the date DD.MM.YYYY, the totals labelled.
  const month = businessMonth();
  const [year, monthNumber] = month.split('-');
  await page.goto(`/orders?dateReport__btw=${month}-01,2100-01-01&name__cnt=${encodeURIComponent(w.name)}`);
  const row = page.getByTestId('table-row').filter({ hasText: w.name });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('order-month').locator('input')).toHaveValue(`${russianMonths[Number(monthNumber) - 1]} ${year}`);
  const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
  expect(cells).toContain(String(number));
  expect(cells).toContain(`01.${monthNumber}.${year}`);
  expect(cells.filter((text) => russianMoney.test(text)).length).toBeGreaterThan(0);
  expect(cells.some((text) => /^\d{1,3},\d{3}(\.\d{2})?$/.test(text))).toBe(false);
  await expect(page.getByTestId('totals-label')).toHaveText('Итого');
  await expect(page.getByTestId('total-sumWithNds')).toHaveText(russianMoney);

  // A document: the reconciliation statement's dates as DD.MM.YYYY text, sums as numbers with 2 decimals.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Документы' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Тип документа' }).click();
  await page.getByRole('option', { name: 'Акт сверки (XLSX)' }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Сформировать' }).click();
  const download = await downloading;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await fs.promises.readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const entries: ExcelJS.Row[] = [];
  sheet.eachRow((sheetRow) => {
    if (/^\d\d\.\d\d\.\d{4}$/.test(String(sheetRow.getCell(1).value ?? ''))) entries.push(sheetRow);
  });
  expect(entries.length).toBeGreaterThan(0);
  expect(String(entries[0].getCell(1).value)).toMatch(new RegExp(`^\\d\\d\\.${monthNumber}\\.${year}$`));
  expect(typeof entries[0].getCell(3).value).toBe('number');
  expect(entries[0].getCell(3).numFmt).toBe('#,##0.00');
  const lastText = spaces(String(sheet.getRow(sheet.rowCount).getCell(1).value));
  expect(lastText).toMatch(/\d{1,3}( \d{3})*,\d{2} RUB$/);

  // The editor: read-only money grouped with 2 decimals, dates DD.MM.YYYY.
  await page.goto(`/order/${order.id}`);
  await expect(page.locator('input[name="sumWithNds"]')).toHaveValue(russianMoney, { timeout: 30_000 });
  const inputValues = await page.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(inputValues).toContain(`01.${monthNumber}.${year}`);

  // Charts: the value axis in Russian short numbers, none cut off, the pie with its values.
  await page.goto('/');
  const stack = page.getByTestId('chart-departmentStack');
  await expect(stack.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').first()).toBeVisible({ timeout: 30_000 });
  const ticks = (await stack.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents()).map(spaces);
  expect(ticks.length).toBeGreaterThan(1);
  for (const tick of ticks) expect(tick).toMatch(/^\d+(,\d)?( (тыс\.|млн|млрд))?$/);
  expect(ticks.some((tick) => /млн|тыс\./.test(tick))).toBe(true);
  const chartLeft = (await stack.locator('svg.MuiChartsSurface-root').boundingBox())!.x;
  for (const label of await stack.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').all()) {
    expect((await label.boundingBox())!.x).toBeGreaterThanOrEqual(chartLeft);
  }
  const pieLabels = await page.getByTestId('chart-departmentPie').locator('.MuiPieArcLabel-root').allTextContents();
  expect(pieLabels.length).toBeGreaterThan(0);
  for (const label of pieLabels) expect(spaces(label)).toMatch(/^\d+(,\d)?( (тыс\.|млн|млрд))?$/);

  // The yearly grids: the 12 months and the total without a horizontal scroll at 1440 px.
  await page.goto('/holding');
  await fitsWithoutScroll(page, 'year-heat-table');
  await page.goto('/clients');
  await page.getByTestId('view-yearly-grid').click();
  await expect(page.getByTestId('yearly-row').first()).toBeVisible({ timeout: 30_000 });
  await fitsWithoutScroll(page, 'year-heat-table');
  expect(businessDay().startsWith(year)).toBe(true);
});

/**
 * Sales-side gaps of issue 30 (findings 11 and 14) at 1440×900, in English and Russian: the
 * holding revenue table keeps its Total column on screen with large figures, payments open on a
 * month picker, the legal entity offers its ownership form, and the order editor warns when the
 * chosen brand has no responsible user. Screenshots go to test-results/.
 */
import type { Page } from '@playwright/test';
import { adminApi, expect, signIn, test } from './fixtures';
import { created, salesWorld, worldOrder } from './world';
import { businessDay } from '../src/domain/core/calendar/business-day';
import { shiftMonth } from '../src/domain/core/calendar/act-month';
import { monthEnd, monthStart } from '../src/domain/sales/order-dates';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 180_000 });

const toRussian = (page: Page) => page.getByTestId('language-switch').click();

test("the holding table's Total column stays on screen with large figures", async ({ page, request }) => {
  const api = await adminApi(request);
  const w = await salesWorld(api, 'Big ', { contract: { date: businessDay(), organisation: 2 } });
  const thisMonth = monthStart(businessDay());
  for (let back = 0; back < Number(thisMonth.slice(5, 7)); back++) {
    const first = shiftMonth(thisMonth, -back);
    const order = await worldOrder(api, w, { dateStart: first, dateEnd: monthEnd(first), dateReport: first });
    await created(api, 'products/', { order: order.id, name: 'Banner', format: w.format.id, type: 'ITEMS', price: 987654321.98, amount: 1, planPrice: 0, ndsCalculation: 'HIGHLIGHT' });
  }
  await signIn(page);
  await page.goto('/holding');
  const row = page.getByTestId('yearly-row').filter({ hasText: 'Second billing organisation' });
  await expect(row.getByTestId('total-cell')).not.toHaveText('0.00', { timeout: 45_000 });
  const onScreen = async (file: string) => {
    await page.screenshot({ path: `test-results/${file}` });
    const total = (await row.getByTestId('total-cell').boundingBox())!;
    const table = page.getByTestId('year-heat-table');
    const [scrolled, room] = await table.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    return { right: Math.round(total.x + total.width) <= 1440, scrolled: scrolled <= room };
  };
  expect(await onScreen('holding-en.png')).toEqual({ right: true, scrolled: true });
  await expect(row.getByTestId('month-cell').first()).toHaveAttribute('title', /987,654,321\.98/);
  await toRussian(page);
  await expect(page.getByText('Выручка без НДС')).toBeVisible();
  expect(await onScreen('holding-ru.png')).toEqual({ right: true, scrolled: true });
  await toRussian(page);
});

test('payments open on a month picker that filters the month', async ({ page }) => {
  await signIn(page);
  await page.goto('/payments?date__btw=2026-09-01,2026-10-01');
  const input = page.getByTestId('payments-month').locator('input');
  await expect(input).toHaveValue('September 2026', { timeout: 45_000 });
  await page.screenshot({ path: 'test-results/payments-en.png' });
  await toRussian(page);
  await expect(input).toHaveValue('сентябрь 2026');
  await page.screenshot({ path: 'test-results/payments-ru.png' });
  await toRussian(page);
});

test('a legal entity offers the ownership forms', async ({ page }) => {
  await signIn(page);
  await page.goto('/legalEntity/create');
  const field = page.getByRole('combobox', { name: 'Ownership form' });
  await expect(field).toBeVisible({ timeout: 45_000 });
  await field.click();
  await expect(page.getByRole('option')).toHaveText(['—', 'OOO', 'IP', 'AO', 'ZAO', 'ANO', 'TOO']);
  await page.screenshot({ path: 'test-results/ownership-en.png' });
  await page.keyboard.press('Escape');
  await toRussian(page);
  await page.getByRole('combobox', { name: 'Форма собственности' }).click();
  await expect(page.getByRole('option')).toHaveText(['—', 'ООО', 'ИП', 'АО', 'ЗАО', 'АНО', 'ТОО']);
  await page.screenshot({ path: 'test-results/ownership-ru.png' });
  await page.keyboard.press('Escape');
  await toRussian(page);
});

test('the order editor warns when the chosen brand has no responsible user, in Russian too', async ({ page, request }) => {
  const api = await adminApi(request);
  const w = await salesWorld(api, 'Brand ');
  const order = await worldOrder(api, w, { dateStart: '2026-03-01', dateEnd: '2026-03-31', dateReport: '2026-03-01' });
  const other = await created(api, 'brands/', { name: `Other ${w.name}`, pipeOrganization: (await created(api, 'brands/pipe/', { name: `CRM2 ${w.name}` })).id });
  await signIn(page);
  await page.goto(`/order/${order.id}`);
  const choose = async (label: string) => {
    const picker = page.getByRole('combobox', { name: label, exact: true });
    await picker.fill(`Other ${w.name}`);
    await page.getByRole('option', { name: `Other ${w.name}` }).click();
  };
  await expect(page.getByRole('combobox', { name: 'Brand', exact: true })).toHaveValue(w.brand.name, { timeout: 45_000 });
  await choose('Brand');
  await expect(page.getByTestId('toast')).toHaveText('No found Responsible User for selected Brand');
  await page.screenshot({ path: 'test-results/brand-warning-en.png' });
  await page.getByTestId('toast').getByRole('button').click();
  await toRussian(page);
  await page.getByRole('combobox', { name: 'Бренд', exact: true }).fill('');
  await page.keyboard.press('Escape');
  await choose('Бренд');
  await expect(page.getByTestId('toast')).toHaveText('Не найден ответственный пользователь для выбранного бренда');
  await page.screenshot({ path: 'test-results/brand-warning-ru.png' });
  await toRussian(page);
  expect(other.id).toBeGreaterThan(0);
});

/**
 * The dashboards in the browser (spec 2 §2.6): orders and payments made through the API show on
 * the summary, in the debt ageing (whose figures open the orders they count) and in the holding
 * revenue of the current year.
 */
import { adminApi, expect, signIn, test } from './fixtures';
import { created, salesWorld, worldOrder } from './world';
import { businessDay } from '../src/domain/core/calendar/business-day';
import { shiftMonth } from '../src/domain/core/calendar/act-month';
import { monthEnd, monthStart } from '../src/domain/sales/order-dates';

/** Start, end and report dates of the month `monthsAgo` months before this one (business calendar). */
function monthDates(monthsAgo: number): Record<string, string> {
  const first = shiftMonth(monthStart(businessDay()), -monthsAgo);
  return { dateStart: first, dateEnd: monthEnd(first), dateReport: first };
}

test('orders and payments made through the API show on the three dashboards', async ({ page, request }) => {
  const api = await adminApi(request);
  const me = await (await api.get('/api/accounts/current/')).json();
  const w = await salesWorld(api, 'Dash ', { client: { name: (name) => `Client ${name}`, holding: true }, contract: { date: businessDay(), organisation: 2 } });
  const order = (dates: Record<string, string>, price: number) =>
    worldOrder(api, w, { name: `Order ${w.name}`, site: 'https://dash.example', ...dates }).then(async (o) => {
      await created(api, 'products/', { order: o.id, name: 'Banner', format: w.format.id, type: 'ITEMS', price, amount: 1, planPrice: 0, ndsCalculation: 'HIGHLIGHT' });
      return o;
    });
  const current = await order(monthDates(0), 1000); // due next month: "Next"
  const late = await order(monthDates(4), 300); // due about three months ago
  await created(api, 'payments/', { order: current.id, date: businessDay(), sum: 400 });

  await signIn(page);
  await page.goto('/');
  await expect(page.getByTestId('chart-departmentPie').locator('.MuiChartsLegend-label', { hasText: 'Sales' })).toBeVisible();
  const month = new Date(`${businessDay()}T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const monthRow = page.getByTestId('month-stat-row').filter({ hasText: month });
  await expect(monthRow).toBeVisible();
  expect(Number((await monthRow.locator('td').nth(1).textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('chart-managerTop')).toContainText(me.fullName);

  await page.getByRole('tab', { name: 'Debt ageing' }).click();
  await expect(page).toHaveURL(/\/ageing$/);
  const row = page.getByTestId('ageing-row').filter({ hasText: w.holding!.name });
  await expect(row.getByTestId('ageing-clients')).toHaveText(w.client.name);
  await expect(row.getByTestId('bucket-next')).toHaveText('600.00');
  await expect(row.getByTestId('bucket-total')).toHaveText('900.00');
  await page.getByRole('tab', { name: 'Monthly' }).click();
  await expect(page.getByTestId('ageing-month-row').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Daily' }).click();
  await row.getByTestId('bucket-total').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?id=${Math.min(current.id, late.id)},${Math.max(current.id, late.id)}$`));
  const listed = page.getByTestId('entity-table-order').getByTestId('table-row');
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText(`Order ${w.name}`);

  await page.goto('/holding');
  const organisation = page.getByTestId('yearly-row').filter({ hasText: 'Second billing organisation' });
  await expect(organisation.getByTestId('total-cell')).not.toHaveText('0.00');
  await expect(page.getByTestId('chart-payments').locator('.MuiChartsLegend-label', { hasText: 'Second billing organisation' })).toBeVisible();
});

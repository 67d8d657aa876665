/**
 * Order acts in the browser: a month's acts generated from the acts table (admin, month filter,
 * confirmation, "Act generation complete"), the act's sum and footer total, and the act editor
 * with its read-only items per original contract; then the month's acts sent to a local VK ORD
 * ("Act sending complete"): the act and its "ready" reach the operator.
 */
import type { APIRequestContext } from '@playwright/test';
import { adminApi, expect, signIn, test, typeMonth, unique } from './fixtures';
import { created, salesWorld, worldOrder } from './world';
import { startStub, stubPort, type RunningStub } from './stubs';

let vk: RunningStub | null = null;
test.beforeAll(async () => {
  if (stubPort('ORD_VK')) vk = await startStub('ORD_VK', () => ({ status: 200, body: {} }));
});
test.afterAll(async () => vk?.close());

/** A month of 2023 no other browser test writes orders into (the acts test writes in 2022). */
const month = `2023-${String(1 + (Date.now() % 12)).padStart(2, '0')}`;

async function orderWithCreatives(api: APIRequestContext, month: string) {
  const w = await salesWorld(api, 'Acts ', { contract: { date: '2023-01-10' } });
  const terms = { date: '2023-01-10', responsible: w.me.id, client: w.legalEntity.id, customer: w.legalEntity.id, type: 'SERVICE', subject: 'REPRESENTATION', price: 0 };
  const first = await created(api, 'original_contracts/', { ...terms, number: unique('OC-A') });
  const second = await created(api, 'original_contracts/', { ...terms, number: unique('OC-B') });
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).toISOString().slice(0, 10);
  const order = await worldOrder(api, w, { dateStart: `${month}-01`, dateEnd: last, dateReport: `${month}-01`, ord: 'VK' });
  await created(api, 'products/', { order: order.id, name: 'Banner', format: w.format.id, type: 'CLICKS', price: 100.01, amount: 100, planPrice: 5 });
  const kktu = await created(api, 'creatives/kktu/', { code: `${Date.now() % 100000}.7`, name: 'Food' });
  for (const oc of [first, second]) {
    const marker = unique('Kra').replace(/\s/g, '');
    await created(api, 'creatives/', { marker, erirId: `${marker}-id`, typeAdCompany: 'CPM', distributionForm: 'Banner', kktu: [kktu.id], orders: [order.id], contract: oc.id });
  }
  return { order: await (await api.get(`/api/orders/${order.id}/`)).json(), first, second };
}

test("an admin generates a month's order acts and opens one with its items", async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const { order, first, second } = await orderWithCreatives(api, month);
  await signIn(page);

  await page.goto('/erirActs');
  await expect(page.getByTestId('entity-table-erirAct')).toBeVisible({ timeout: 30_000 });
  // First visit: the month shown is the previous one, the month Generate acts on (Month close #4).
  await expect(page.getByTestId('generate-acts')).toBeEnabled();
  await typeMonth(page, 'acts-month', month);
  await expect(page.getByTestId('generate-acts')).toBeEnabled();
  await page.getByTestId('generate-acts').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Act generation complete')).toBeVisible({ timeout: 30_000 });

  const row = page.getByRole('row').filter({ hasText: String(order.number) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('10,001.00');
  await expect(page.getByTestId('total-sum')).toContainText('10,001.00');

  await row.click();
  await expect(page).toHaveURL(/\/erirActs\/\d+$/);
  await expect(page.getByRole('tab', { name: 'Act items' })).toBeVisible();
  const items = page.getByTestId('entity-table-erirActItem');
  await expect(items.getByRole('row').filter({ hasText: String(first.number) })).toContainText('5,000.50');
  await expect(items.getByRole('row').filter({ hasText: String(second.number) })).toContainText('5,000.50');
  await expect(items.getByRole('button', { name: 'Create' })).toHaveCount(0);
});

test("an admin sends a month's acts to the registry", async ({ page, request }) => {
  test.skip(!stubPort('ORD_VK'), 'needs the VK ORD stub of the e2e global setup');
  test.setTimeout(120_000);
  const sendMonth = `2022-${String(1 + (Date.now() % 12)).padStart(2, '0')}`;
  const api = await adminApi(request);
  const { order } = await orderWithCreatives(api, sendMonth);
  await signIn(page);
  await page.goto('/erirActs');
  await typeMonth(page, 'acts-month', sendMonth);
  await page.getByTestId('generate-acts').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Act generation complete')).toBeVisible({ timeout: 30_000 });
  const acts = await (await api.get(`/api/erir/?order=${order.id}`)).json();
  const act = acts.results[0] as { id: number };

  vk!.requests.length = 0;
  await page.getByTestId('send-acts').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Act sending complete')).toBeVisible({ timeout: 30_000 });
  const sent = vk!.requests.map((r) => `${r.method} ${r.url}`);
  expect(sent).toContain(`PUT /v4/invoice/act-${act.id}`);
  expect(sent.indexOf(`POST /v4/invoice/act-${act.id}/ready`)).toBeGreaterThan(sent.indexOf(`PUT /v4/invoice/act-${act.id}`));
  expect(await (await api.get(`/api/erir/${act.id}/`)).json()).toMatchObject({ ordId: `act-${act.id}`, isUpdated: true });
});

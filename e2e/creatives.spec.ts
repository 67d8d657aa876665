/**
 * Creatives in the browser: a creative with a .zip and a KKTU made on an order's "ERIR ad
 * creative" tab, its marker turning from amber to green when a statistics row arrives, and its
 * import into another order by marker.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, expect, signIn, test, unique } from './fixtures';
import { businessDay } from '../src/domain/core/calendar/business-day';
import { monthEnd, monthStart } from '../src/domain/sales/order-dates';

async function created(api: APIRequestContext, path: string, data: Record<string, unknown>): Promise<{ id: number } & Record<string, unknown>> {
  const answer = await api.post(`/api/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

function currentMonth() {
  const first = monthStart(businessDay());
  return { dateStart: first, dateEnd: monthEnd(first), dateReport: first };
}

async function twoOrders(api: APIRequestContext) {
  const me = await (await api.get('/api/accounts/current/')).json();
  const name = unique('Creatives ');
  const client = await created(api, 'clients/', { name, type: 'DIRECT', user: me.id });
  const legalEntity = await created(api, 'legal_entities/', { fullname: `OOO ${name}`, name: `LE ${name}`, legalForm: 'LEGAL', client: client.id, billingInfo: { inn: '7701234567' } });
  const pipe = await created(api, 'brands/pipe/', { name: `CRM ${name}` });
  const brand = await created(api, 'brands/', { name: `Brand ${name}`, pipeOrganization: pipe.id });
  const vertical = await created(api, 'brands/vertical/', { name: `Vertical ${name}`, brand: brand.id });
  const contract = await created(api, 'contracts/', { responsible: me.id, legalEntity: legalEntity.id, client: client.id, date: '2026-01-10', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, number: 'C-1' });
  const order = (suffix: string) =>
    created(api, 'orders/', { name: `${name} ${suffix}`, client: client.id, legalEntity: legalEntity.id, contract: contract.id, brand: brand.id, vertical: vertical.id, site: 'https://acme.example', department: 1, responsible: me.id, ...currentMonth() });
  return { first: await order('A'), second: await order('B'), code: `${Date.now() % 100000}.1` };
}

async function openCreativesTab(page: Page, orderId: number) {
  await page.goto(`/order/${orderId}`);
  await page.getByTestId('editor-tab-ERIR ad creative').click();
  await expect(page.getByTestId('entity-table-creative')).toBeVisible();
}

test('a creative made on an order, its marker colour, and its import into another order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const { first, second, code } = await twoOrders(api);
  const kktu = await created(api, 'creatives/kktu/', { code, name: 'Food products' });
  const marker = unique('Kra').replace(/\s/g, '');
  await signIn(page);

  await openCreativesTab(page, first.id);
  await expect(page.getByRole('button', { name: 'Send all to ERIR' })).toBeEnabled();
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Marker', exact: true }).fill(marker);
  await dialog.getByRole('textbox', { name: 'ERIR creative ID', exact: true }).fill(marker);
  await dialog.getByRole('combobox', { name: 'Ad campaign type' }).click();
  await page.getByRole('option', { name: 'CPM' }).click();
  await dialog.getByRole('combobox', { name: 'Distribution form' }).click();
  await expect(page.getByRole('option', { name: 'Other' })).toHaveCount(0); // not offered on create
  await page.getByRole('option', { name: 'Banner' }).click();
  const picker = dialog.getByRole('combobox', { name: 'KKTU', exact: true });
  await picker.click();
  await picker.fill('Food');
  await page.getByRole('option', { name: `${code} Food products` }).click();
  await dialog.getByTestId('field-files').locator('input[type=file]').setInputFiles({ name: 'banner.zip', mimeType: 'application/zip', buffer: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26, 0)]) });
  await expect(dialog.getByTestId('field-files').getByText('banner.zip')).toBeVisible();

  // The ERIR id equal to the marker is refused in the browser with the specification's message.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('ID Креатива не может совпадать с маркером!')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'ERIR creative ID', exact: true }).fill('my-creative-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created').first()).toBeVisible();

  // A creative of a current-month order without statistics and with the check off: amber.
  const button = page.getByTestId('marker-button').filter({ hasText: marker });
  await expect(button).toHaveAttribute('data-colour', 'amber');
  const saved = (await (await api.get(`/api/creatives/?marker=${marker}`)).json()).results[0];
  expect(saved).toMatchObject({ kktu: [kktu.id], orders: [first.id], distributionForm: 'Banner' });
  expect(saved.files).toHaveLength(1);

  // The registry statistics arrive: green, with the statistics date.
  await created(api, 'creatives/stats/', { creative: saved.id, order: first.id, date: currentMonth().dateStart });
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.reload();
  await page.getByTestId('editor-tab-ERIR ad creative').click();
  await expect(page.getByTestId('marker-button').filter({ hasText: marker })).toHaveAttribute('data-colour', 'green');
  await expect(page.getByTestId('statistic-date')).toBeVisible();

  // Import into the second order by marker.
  await openCreativesTab(page, second.id);
  await expect(page.getByTestId('marker-button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import' }).click();
  const importDialog = page.getByRole('dialog');
  await importDialog.getByRole('textbox', { name: 'Marker', exact: true }).fill(marker);
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Creatives imported: 1')).toBeVisible();
  await expect(page.getByTestId('marker-button').filter({ hasText: marker })).toHaveAttribute('data-colour', 'amber');
  expect((await (await api.get(`/api/creatives/${saved.id}/`)).json()).orders).toEqual([first.id, second.id]);
});

/**
 * Sending to the registry in the browser, against a local VK ORD stub: a legal entity from its
 * table's row menu (Send to ERIR → VK), and an order's creatives with "Send all to ERIR" (the
 * creative's original contract and its parties go first). The toasts are the specification's.
 */
import { adminApi, expect, signIn, test, unique } from './fixtures';
import { startStub, stubPort, type RunningStub } from './stubs';
import { created, salesWorld, worldOrder } from './world';

let vk: RunningStub | null = null;

test.beforeAll(async () => {
  if (!stubPort('ORD_VK')) return;
  vk = await startStub('ORD_VK', (request) =>
    request.url.startsWith('/v3/creative/') ? { status: 200, body: { erid: `Kra${request.url.split('-').pop()}` } } : { status: 200, body: {} },
  );
});
test.afterAll(async () => vk?.close());
test.beforeEach(() => test.skip(!stubPort('ORD_VK'), 'needs the VK ORD stub of the e2e global setup'));

test('a legal entity is sent to ERIR through VK from its row menu', async ({ page, request }) => {
  const api = await adminApi(request);
  const name = unique('Registry LE ');
  const entity = await created(api, 'legal_entities/', { fullname: `OOO ${name}`, name, legalForm: 'LEGAL', billingInfo: { inn: '7701234567' } });
  await signIn(page);
  await page.goto(`/legalEntities?name__cnt=${encodeURIComponent(name)}`);
  const row = page.getByTestId('table-row').filter({ hasText: name });
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Send to ERIR' }).click();
  await page.getByRole('menuitem', { name: 'VK', exact: true }).click();
  await expect(page.getByText('LegalEntity sent successfully')).toBeVisible();
  expect(vk!.requests.map((r) => `${r.method} ${r.url}`)).toContain(`PUT /v1/person/le-${entity.id}`);
  await expect(row.getByRole('link', { name: `le-${entity.id}` })).toHaveAttribute('href', 'https://ord.vk.com');
  await expect(row.getByTestId('erir-state')).toHaveText('Processing');
});

test("an order's creatives are sent with Send all to ERIR, their original contract first", async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const w = await salesWorld(api, 'Registry ', { legalEntity: { name: (name) => name } });
  const original = await created(api, 'original_contracts/', { responsible: w.me.id, number: 'OC-1', date: '2026-01-05', client: w.legalEntity.id, customer: w.legalEntity.id, type: 'SERVICE', subject: 'REPRESENTATION', price: 10 });
  const order = await worldOrder(api, w, { originalContract: original.id, ord: 'VK', dateStart: '2025-03-01' });
  const kktu = await created(api, 'creatives/kktu/', { code: `${Date.now() % 100000}.7`, name: 'Food products' });
  const creative = await created(api, 'creatives/', { typeAdCompany: 'CPM', distributionForm: 'TextBlock', text: 'Sale', kktu: [kktu.id], contract: original.id, orders: [order.id] });

  await signIn(page);
  await page.goto(`/order/${order.id}`);
  await page.getByTestId('editor-tab-ERIR ad creative').click();
  await expect(page.getByTestId('entity-table-creative')).toBeVisible();
  await page.getByRole('button', { name: 'Send all to ERIR' }).click();
  await expect(page.getByText('All creatives are sent')).toBeVisible();
  const sent = vk!.requests.map((r) => `${r.method} ${r.url}`);
  expect(sent.indexOf(`PUT /v1/contract/oc-${original.id}`)).toBeGreaterThanOrEqual(0);
  expect(sent.indexOf(`PUT /v1/contract/oc-${original.id}`)).toBeLessThan(sent.indexOf(`PUT /v3/creative/cr-${creative.id}`));
  await expect(page.getByTestId('table-row').filter({ hasText: `Kra${creative.id}` })).toBeVisible();

  await page.getByTestId('editor-tab-ERIR contract').click();
  await expect(page.getByTestId('order-registry-contracts')).toContainText(`oc-${original.id}`);
});

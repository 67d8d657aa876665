/**
 * Sending to the registry in the browser, against a local VK ORD stub: a legal entity from its
 * table's row menu (Send to ERIR → VK), and an order's creatives with "Send all to ERIR" (the
 * creative's original contract and its parties go first). The toasts are the specification's.
 */
import type { APIRequestContext } from '@playwright/test';
import { adminApi, expect, signIn, test, unique } from './fixtures';
import { startStub, stubPort, type RunningStub } from './stubs';

let vk: RunningStub | null = null;

test.beforeAll(async () => {
  if (!stubPort('ORD_VK')) return;
  vk = await startStub('ORD_VK', (request) =>
    request.url.startsWith('/v3/creative/') ? { status: 200, body: { erid: `Kra${request.url.split('-').pop()}` } } : { status: 200, body: {} },
  );
});
test.afterAll(async () => vk?.close());
test.beforeEach(() => test.skip(!stubPort('ORD_VK'), 'needs the VK ORD stub of the e2e global setup'));

async function created(api: APIRequestContext, path: string, data: Record<string, unknown>): Promise<{ id: number } & Record<string, unknown>> {
  const answer = await api.post(`/api/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

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
  const me = await (await api.get('/api/accounts/current/')).json();
  const name = unique('Registry ');
  const client = await created(api, 'clients/', { name, type: 'DIRECT', user: me.id });
  const legalEntity = await created(api, 'legal_entities/', { fullname: `OOO ${name}`, name, legalForm: 'LEGAL', client: client.id, billingInfo: { inn: '7701234567' } });
  const pipe = await created(api, 'brands/pipe/', { name: `CRM ${name}` });
  const brand = await created(api, 'brands/', { name: `Brand ${name}`, pipeOrganization: pipe.id });
  const vertical = await created(api, 'brands/vertical/', { name: `Vertical ${name}`, brand: brand.id });
  const contract = await created(api, 'contracts/', { responsible: me.id, legalEntity: legalEntity.id, client: client.id, date: '2026-01-10', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, number: 'C-1' });
  const original = await created(api, 'original_contracts/', { responsible: me.id, number: 'OC-1', date: '2026-01-05', client: legalEntity.id, customer: legalEntity.id, type: 'SERVICE', subject: 'REPRESENTATION', price: 10 });
  const order = await created(api, 'orders/', { name, client: client.id, legalEntity: legalEntity.id, contract: contract.id, originalContract: original.id, brand: brand.id, vertical: vertical.id, site: 'https://acme.example', department: 1, responsible: me.id, ord: 'VK', dateStart: '2025-03-01' });
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

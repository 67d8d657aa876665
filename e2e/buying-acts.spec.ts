/**
 * Publisher acts in the browser (spec 2 §2.2): an admin generates a month's publisher acts from
 * the acts table (month filter, confirmation, "Publisher Acts generation complete"), sees the
 * act with its summary (count, sum with VAT, items sum, items percent, invoice sum), opens the
 * act's editor with its read-only items, then sends the month's acts to a local VK ORD ("Publisher
 * Acts sending complete"): the publisher's legal entity and contract go first, then the act and
 * its "ready"; sent again, "Nothing to send". The same for a DSP's acts, its DSP contract sent first.
 */
import { adminApi, expect, signIn, test, typeMonth, unique } from './fixtures';
import { created } from './world';
import { startStub, stubPort, type RunningStub } from './stubs';

let vk: RunningStub | null = null;
test.beforeAll(async () => {
  if (stubPort('ORD_VK')) vk = await startStub('ORD_VK', () => ({ status: 200, body: {} }));
});
test.afterAll(async () => vk?.close());

/** A month of 2021 no other browser test writes publisher invoices into. */
const month = `2021-${String(1 + (Date.now() % 12)).padStart(2, '0')}`;
const slow = { timeout: 60_000 };

test("an admin generates and sends a month's publisher acts", async ({ page, request }) => {
  test.skip(!stubPort('ORD_VK'), 'needs the VK ORD stub of the e2e global setup');
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const name = unique('Act publisher ');
  const legalEntity = await created(api, 'legal_entities/', { fullname: `OOO ${name}`, name, legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } });
  const contract = await created(api, 'publisher_contracts/', { legalEntity: legalEntity.id, number: unique('PC-'), date: '2021-01-10' });
  const publisher = await created(api, 'publishers/', { name, contract: contract.id, needOrdReport: true });
  await created(api, 'publishers/invoices/', { date: `${month}-01`, publisher: publisher.id, amountWithoutNds: 1000, amountWithNds: 1200, paymentAmount: 0, actNumber: unique('ACT-') });
  await signIn(page);

  await page.goto('/publisherActs');
  await expect(page.getByTestId('entity-table-publisherAct')).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  // First visit: the month shown is the previous one, the month Generate acts on (Month close #4).
  await expect(page.getByTestId('generate-acts')).toBeEnabled();
  await typeMonth(page, 'acts-month', month);
  await page.getByTestId('generate-acts').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Publisher Acts generation complete')).toBeVisible(slow);

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible(slow);
  await expect(row).toContainText('1,200.00');
  await expect(page.getByTestId('summary-count')).toContainText('1');
  await expect(page.getByTestId('summary-sum')).toContainText('1,200.00');
  await expect(page.getByTestId('summary-invoiceSum')).toContainText('1,200.00');
  await expect(page.getByTestId('summary-itemsPercent')).toContainText('100.00');

  const acts = await (await api.get(`/api/erir/publisher/acts/?publisher=${publisher.id}`)).json();
  const act = acts.results[0] as { id: number };
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/publisherAct/${act.id}$`));
  await page.getByRole('tab', { name: 'Act items' }).click();
  const items = page.getByTestId('entity-table-publisherActItem');
  await expect(items.getByTestId('table-row')).toHaveCount(1, slow);
  await expect(items.getByTestId('table-row')).toContainText('1,200.00');
  await expect(items.getByRole('button', { name: 'Create' })).toHaveCount(0);

  await page.goto('/publisherActs');
  await typeMonth(page, 'acts-month', month);
  vk!.requests.length = 0;
  await page.getByTestId('send-acts').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Publisher Acts sending complete')).toBeVisible(slow);
  const sent = vk!.requests.map((r) => `${r.method} ${r.url}`);
  expect(sent).toContain(`PUT /v1/contract/pc-${contract.id}`);
  expect(sent.indexOf(`PUT /v1/contract/pc-${contract.id}`)).toBeLessThan(sent.indexOf(`PUT /v4/invoice/pact-${act.id}`));
  expect(sent).toContain(`POST /v4/invoice/pact-${act.id}/ready`);
  expect(await (await api.get(`/api/erir/publisher/acts/${act.id}/`)).json()).toMatchObject({ ordId: `pact-${act.id}`, erirApi: 'VK', isUpdated: true });

  // Sent again, nothing waits: said as such, not as "complete".
  await page.getByTestId('send-acts').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Nothing to send' })).toBeVisible(slow);
});

test("an admin generates and sends a month's DSP acts, the DSP contract first", async ({ page, request }) => {
  test.skip(!stubPort('ORD_VK'), 'needs the VK ORD stub of the e2e global setup');
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const name = unique('Act DSP ');
  const legalEntity = await created(api, 'legal_entities/', { fullname: `OOO ${name}`, name, legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } });
  const contract = await created(api, 'dsp/contract/', { legalEntity: legalEntity.id, number: unique('DC-'), date: '2021-01-10' });
  const dspId = unique('e2e-dsp-').toLowerCase().replace(/[^a-z0-9-]/g, '-');
  await created(api, 'dsp/', { id: dspId, name, legalEntity: legalEntity.id, contract: contract.id, dspId: [dspId] });
  await created(api, 'dsp/invoice/', { date: `${month}-01`, dsp: dspId, dspAmount: 500, amountWithoutNds: 500, amountWithNds: 600, paymentAmount: 0 });
  await signIn(page);

  await page.goto('/dspActs');
  await expect(page.getByTestId('entity-table-dspAct')).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await typeMonth(page, 'acts-month', month);
  await page.getByTestId('generate-acts').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('DSP Acts generation complete')).toBeVisible(slow);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible(slow);
  await expect(row).toContainText('600.00');

  const acts = await (await api.get(`/api/erir/dsp/acts/?dsp=${dspId}`)).json();
  const act = acts.results[0] as { id: number; nalogBaseSum: number; nalogSum: number };
  expect(act).toMatchObject({ nalogBaseSum: 500, nalogSum: 100 });
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/dspAct/${act.id}$`));
  await page.getByRole('tab', { name: 'Act items' }).click();
  const items = page.getByTestId('entity-table-dspActItem');
  await expect(items.getByTestId('table-row')).toHaveCount(1, slow);
  await expect(items.getByTestId('table-row')).toContainText('600.00');

  await page.goto('/dspActs');
  await typeMonth(page, 'acts-month', month);
  vk!.requests.length = 0;
  await page.getByTestId('send-acts').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('DSP Acts sending complete')).toBeVisible(slow);
  const sent = vk!.requests.map((r) => `${r.method} ${r.url}`);
  // Should the operator have heard nothing, the failure says what the send task answered.
  const tasks = sent.length ? null : (await (await api.get('/api/celery/tasks/?pageSize=3')).json()).results;
  expect(sent, JSON.stringify(tasks)).toContain(`PUT /v1/contract/dc-${contract.id}`);
  expect(sent.indexOf(`PUT /v1/contract/dc-${contract.id}`)).toBeLessThan(sent.indexOf(`PUT /v4/invoice/dact-${act.id}`));
  expect(await (await api.get(`/api/erir/dsp/acts/${act.id}/`)).json()).toMatchObject({ ordId: `dact-${act.id}`, erirApi: 'VK', isUpdated: true });
});

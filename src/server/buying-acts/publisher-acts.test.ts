/**
 * Publisher acts over HTTP (API.md "Buying side"): the month's generation from the publisher
 * invoices, its items split by marker over the original contracts of the creatives carrying
 * them (the analytics `publisher_stats` in chDB, the non-media figures without marker), the
 * unsent acts replaced and the sent ones kept; the sending with the publisher and its contract
 * first, against a local VK ORD that checks every request by VK's OpenAPI document; admin only.
 */
import Decimal from 'decimal.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeAnalytics } from '../analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows } from '../analytics/analytics-writer';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { startVkOrd, vkOnlyOperatorEnv, type VkOrdService } from '../../../dev/testing/vk-ord-service';
import { created, fetched, type Row } from '../../../dev/fixtures/sales-fixtures';
import { creativePayload } from '../../../dev/fixtures/creatives-fixtures';
import { actsWorld, type ActsWorld } from '../../../dev/fixtures/registry-acts-fixtures';

let t: TestServer;
let w: ActsWorld;
let vk: VkOrdService;
let publisher: Row;
let quiet: Row;
let contract: Row;
const operatorEnv = vkOnlyOperatorEnv();
const june = '2025-06-01';

const stat = (source_kind: 'PANEL' | 'SSP' | 'NONMEDIA', source_id: string, marker: string, amount: number) => ({
  day: '2025-06-10',
  source_kind,
  source_id,
  domain: 'site.example',
  format: 'BANNER',
  placement: 'top',
  marker,
  impressions: 1000,
  clicks: 3,
  amount,
});

beforeAll(async () => {
  vk = await startVkOrd();
  t = await createTestServer();
  w = await actsWorld(t);
  const legalEntity = (await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Site Owner', name: 'Site Owner', legalForm: 'LEGAL', billingInfo: { inn: '7707083893', kpp: '770701001' } })).id;
  contract = await created(t, t.adminToken, 'publisher_contracts/', { legalEntity, number: 'PUB-ACT-1', date: '2025-01-15' });
  publisher = await created(t, t.adminToken, 'publishers/', { name: 'Site Owner', contract: contract.id, needOrdReport: true });
  quiet = await created(t, t.adminToken, 'publishers/', { name: 'No report', contract: contract.id, needOrdReport: false });
  await created(t, t.adminToken, 'publishers/ssp/', { id: 'ssp-act', name: 'SSP act', publisher: publisher.id });
  await created(t, t.adminToken, 'publishers/ssp/', { id: 'ssp-quiet', name: 'SSP quiet', publisher: quiet.id });
  await created(t, t.adminToken, 'publishers/nonmedia/', { id: 'nm-act', name: 'Print', publisher: publisher.id });
  await created(t, t.adminToken, 'creatives/', creativePayload(w, { marker: 'MK-A', contract: w.originalContracts[0] }));
  await created(t, t.adminToken, 'creatives/', creativePayload(w, { marker: 'MK-B', contract: w.originalContracts[1] }));
  await created(t, t.adminToken, 'creatives/', creativePayload(w, { marker: 'MK-NOC', contract: null }));
  const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
  await insertAnalyticsRows(analytics, 'publisher_stats', [
    stat('SSP', 'ssp-act', 'MK-A', 200),
    stat('SSP', 'ssp-act', 'MK-A', 100),
    stat('SSP', 'ssp-act', 'MK-B', 100),
    stat('SSP', 'ssp-act', 'MK-NOC', 20),
    stat('SSP', 'ssp-act', 'MK-UNKNOWN', 30),
    stat('SSP', 'ssp-quiet', 'MK-A', 999),
    { ...stat('SSP', 'ssp-act', 'MK-A', 5000), day: '2025-07-01' },
  ]);
  await t.ctx.database.query(`insert into nonmedia_figures (nonmedia_id, day, impressions, amount) values ('nm-act', '2025-06-03', 10, 50)`);
  for (const who of [publisher, quiet]) await created(t, t.adminToken, 'publishers/invoices/', { date: june, publisher: who.id, amountWithoutNds: 1000, amountWithNds: 1200, paymentAmount: 0 });
}, 120_000);
afterAll(async () => {
  operatorEnv.restore();
  await vk?.close();
  await t?.close();
  await closeAnalytics();
});
beforeEach(() => operatorEnv.use(vk));
afterEach(() => expect(vk.problems).toEqual([]));

const generate = (date = june, token = t.adminToken) => t.call(token, { method: 'POST', url: `/api/erir/publisher/acts/${date ? `?date=${date}` : ''}` });
const monthActs = async () => (await fetched(t, 'erir/publisher/acts/?date__btw=2025-06-01,2025-07-01&ordering=id')).results as Row[];
const itemsOf = async (act: number) => (await fetched(t, `erir/publisher/actitems/?act=${act}&ordering=id`)).results as Row[];

describe('publisher act generation', () => {
  it('is admin only and needs the month', async () => {
    const { token } = await t.userWithRole('USER');
    expect((await generate(june, token)).statusCode).toBe(403);
    const noDate = await generate('');
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().detail).toBe('Cannot generate acts without specified date');
    expect(await monthActs()).toEqual([]);
  });

  it('makes one act per reporting publisher with an invoice, its items split by marker over original contracts', async () => {
    const answer = await generate();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ detail: 'Publisher Acts generation complete', month: june, created: 1, replaced: 0, kept: 0 });
    const [act, ...others] = await monthActs();
    expect(others).toEqual([]);
    expect(act).toMatchObject({ date: '2025-06-30', number: `PA-2025-06-${publisher.id}`, sum: 1200, publisher: publisher.id, contract: contract.id, erirApi: null, ordId: null, isUpdated: false, itemsSum: 1200, invoiceSum: 1200 });
    // 300 on OC-1, 100 on OC-2, 20 + 30 + 50 (no contract, unknown marker, non-media) without contract: of 500.
    const items = await itemsOf(act.id);
    expect(items.map((item) => [item.originalContract, item.sum])).toEqual([
      [w.originalContracts[0], 720],
      [w.originalContracts[1], 240],
      [null, 240],
    ]);
    expect(items.reduce((acc, item) => acc.plus(String(item.sum)), new Decimal(0)).toNumber()).toBe(1200);
    // The invoice shows its month's act sum.
    expect(((await fetched(t, `publishers/invoices/?publisher=${publisher.id}`)).results as Row[])[0]).toMatchObject({ actSum: 1200 });
  });

  it('replaces the unsent acts of the month, taking the invoice act number', async () => {
    const [before] = await monthActs();
    const invoice = ((await fetched(t, `publishers/invoices/?publisher=${publisher.id}`)).results as Row[])[0];
    expect((await t.call(t.adminToken, { method: 'PATCH', url: `/api/publishers/invoices/${invoice.id}/`, payload: { actNumber: 'ACT-77' } })).statusCode).toBe(200);
    expect((await generate('2025-06')).json()).toMatchObject({ created: 1, replaced: 1, kept: 0 });
    const [after] = await monthActs();
    expect(after.id).not.toBe(before.id);
    expect(after.number).toBe('ACT-77');
  });

  it('have no create; deleting and editing are for admins, and an edit clears "actual in registry"', async () => {
    const [act] = await monthActs();
    const { token } = await t.userWithRole('USER');
    // API.md "Buying side": deleting an act is admin only; a USER's delete is refused (the admin's is kept-rows.test.ts's).
    expect((await t.call(token, { method: 'DELETE', url: `/api/erir/publisher/acts/${act.id}/` })).statusCode).toBe(403);
    expect((await t.call(token, { method: 'PATCH', url: `/api/erir/publisher/acts/${act.id}/`, payload: { number: 'X' } })).statusCode).toBe(403);
    const moved = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/publisher/acts/${act.id}/`, payload: { date: '2020-01-01' } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toHaveProperty('date');
    const patched = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/publisher/acts/${act.id}/`, payload: { number: 'ACT-77', sum: 1200 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ date: '2025-06-30', isUpdated: false });
  });
});

describe('publisher act sending', () => {
  it('needs the month and is admin only', async () => {
    const { token } = await t.userWithRole('USER');
    expect((await t.call(token, { method: 'GET', url: `/api/erir/publisher/send_acts/?date=${june}` })).statusCode).toBe(403);
    const noDate = await t.call(t.adminToken, { method: 'GET', url: '/api/erir/publisher/send_acts/' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().detail).toBe('Cannot send acts without specified date');
  });

  it('fails, saying how many acts were not sent and why, while no operator is configured', async () => {
    delete process.env.ORD_VK_TOKEN;
    const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/erir/publisher/send_acts/?date=${june}` });
    const task = await t.waitForTask(answer.json().taskId as string, 30_000);
    expect(task).toMatchObject({ state: 'FAILURE', code: 'registryActs.notSent', values: { failed: 1 } });
    expect(String(task.detail)).toMatch(/^1 acts not sent: VK: The VK ORD operator is not configured: set ORD_VK_TOKEN/);
    expect(vk.requests).toEqual([]);
    expect(await monthActs()).toMatchObject([{ ordId: null, isUpdated: false }]);
  });

  it('sends each act with its publisher and contract first, keeps the operator id; a regeneration keeps the sent act', async () => {
    const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/erir/publisher/send_acts/?date=${june}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const task = await t.waitForTask(answer.json().taskId as string, 30_000);
    expect(task).toMatchObject({ state: 'SUCCESS', detail: { detail: 'Publisher Acts sending complete', sent: 1, failed: 0 } });
    const [act] = await monthActs();
    const urls = vk.requests.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([`PUT /v1/person/le-${contract.legalEntity}`, `PUT /v1/contract/pc-${contract.id}`, `PUT /v1/contract/oc-${w.originalContracts[0]}`, `PUT /v4/invoice/pact-${act.id}`, `POST /v4/invoice/pact-${act.id}/ready`]),
    );
    expect(urls.indexOf(`PUT /v1/contract/pc-${contract.id}`)).toBeLessThan(urls.indexOf(`PUT /v4/invoice/pact-${act.id}`));
    const invoice = vk.requests.find((r) => r.url === `/v4/invoice/pact-${act.id}`)?.body as Record<string, unknown>;
    expect(invoice).toMatchObject({ contract_external_id: `pc-${contract.id}`, serial: 'ACT-77', date: '2025-06-30', date_start: june, date_end: '2025-06-30' });
    expect(act).toMatchObject({ ordId: `pact-${act.id}`, erirApi: 'VK', isUpdated: true });

    expect((await generate()).json()).toMatchObject({ created: 0, replaced: 0, kept: 1 });
    expect((await monthActs()).map((a) => a.id)).toEqual([act.id]);
  });
});

/**
 * Sending a month's acts (spec 2 §2.4, §7.4) through the registry's send machinery, against a
 * local VK ORD that checks every request by VK's OpenAPI document: an act sends what it needs
 * first when the operator does not hold it yet (our organisation and the client, the contract,
 * the original contract, the order's platform, the creative's file and the creative, the
 * month's statistics of that creative; a creative registered elsewhere is left out), then the
 * act and its "ready"; it keeps the operator's
 * id and becomes actual; nothing unchanged is sent twice; an unconfigured operator and an act
 * without contract are reported by their reasons, nothing stored for them; a retryable failure
 * queues that act's own send.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { startVkOrd, vkAnswer, type VkOrdService } from '../../../dev/testing/vk-ord-service';
import { created, fetched, orderPayload, productPayload, type Row } from '../../../dev/fixtures/sales-fixtures';
import { creativePayload } from '../../../dev/fixtures/creatives-fixtures';
import { runSend } from '../registry/send-job';
import { actsWorld, monthActs, runActsTask, type ActsWorld } from '../../../dev/fixtures/registry-acts-fixtures';

let t: TestServer;
let w: ActsWorld;
let vk: VkOrdService;
let order: Row;
let creativeId: number;
let platformId: number;
const may = { dateStart: '2025-05-01', dateEnd: '2025-05-31', dateReport: '2025-05-01' };

beforeAll(async () => {
  vk = await startVkOrd();
  t = await createTestServer();
  w = await actsWorld(t);
  platformId = (await created(t, t.adminToken, 'domains/platforms/', { name: 'acme.example' })).id;
  order = await created(t, t.adminToken, 'orders/', orderPayload(w, { ...may, ord: 'VK' }));
  await created(t, t.adminToken, 'products/', productPayload(w, order.id, { price: 100, amount: 10 }));
  // Not registered yet (no marker): the act's send registers it, with its file.
  creativeId = (await created(t, t.adminToken, 'creatives/', creativePayload(w, { marker: null, erirId: null, orders: [order.id], contract: w.originalContracts[0] }))).id;
  // Registered elsewhere (a marker, no operator id of ours): left out of the act, never sent.
  await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [order.id], contract: w.originalContracts[0] }));
  const other = await created(t, t.adminToken, 'orders/', orderPayload(w, { ...may, ord: 'VK', name: 'Second' }));
  await created(t, t.adminToken, 'products/', productPayload(w, other.id, { price: 5, amount: 10, ndsCalculation: 'HIGHLIGHT' }));
  expect((await runActsTask(t, 'generate', '2025-05-01')).state).toBe('SUCCESS');
  // The month's statistics of the creative, as the statistics build leaves them.
  await t.ctx.database.query(
    `insert into erir_statistics (date, marker, creative_id, order_id, erir_api, volume, metric) values ('2025-05-01', 'KraStat', $1, $2, 'VK', 700, 'CPM')`,
    [creativeId, order.id],
  );
}, 90_000);
afterAll(async () => {
  await t?.close();
  await vk?.close();
});
beforeEach(() => {
  vk.reset();
  vk.answer = vkAnswer;
});
afterEach(() => {
  vi.unstubAllEnvs();
  expect(vk.problems).toEqual([]);
});

const submissionCount = async () => Number((await t.ctx.database.query('select count(*)::int as n from registry_submissions', [])).rows[0].n);
const configure = () => {
  vi.stubEnv('ORD_VK_URL', vk.url);
  vi.stubEnv('ORD_VK_TOKEN', 'vk-key');
};

describe('sending acts', () => {
  it('fails naming the variables when VK is not configured, storing nothing', async () => {
    vi.stubEnv('ORD_VK_TOKEN', '');
    const task = await runActsTask(t, 'send', '2025-05-01');
    expect(task).toMatchObject({ state: 'FAILURE', code: 'registryActs.notSent', values: { failed: 2 } });
    expect(String(task.detail)).toMatch(/^2 acts not sent: .*ORD_VK_TOKEN/);
    expect((await monthActs(t, '2025-05-01')).map((a) => [a.ordId, a.isUpdated])).toEqual([
      [null, false],
      [null, false],
    ]);
    expect(await submissionCount()).toBe(0);
    expect(vk.requests).toHaveLength(0);
  });

  it('sends what the act needs first, then the act and its "ready"; keeps the ids; an act without contract is reported', async () => {
    configure();
    const [first, second] = await monthActs(t, '2025-05-01');
    const edited = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${second.id}/`, payload: { contract: 0, commission: 10 } });
    expect(edited.statusCode, edited.body).toBe(200);

    const task = await runActsTask(t, 'send', '2025-05-01');
    expect(task).toMatchObject({
      state: 'SUCCESS',
      detail: { detail: 'Act sending complete', sent: 1, failed: 1, steps: { sent: 9, unchanged: 0 }, errors: [{ act: second.id, message: 'An act without contract cannot be sent: choose its contract' }] },
    });
    const [oc] = w.originalContracts;
    expect(vk.sent()).toEqual([
      'PUT /v1/person/org-1',
      `PUT /v1/person/le-${w.legalEntity}`,
      `PUT /v1/contract/c-${w.contract}`,
      `PUT /v1/contract/oc-${oc}`,
      `PUT /v1/pad/pl-${platformId}`,
      `PUT /v1/media/md-${w.zip}`,
      `PUT /v3/creative/cr-${creativeId}`,
      'POST /v3/statistics',
      `PUT /v4/invoice/act-${first.id}`,
      `POST /v4/invoice/act-${first.id}/ready`,
    ]);
    const body = (path: string) => vk.requests.find((r) => new URL(r.url, 'http://x').pathname === path)?.body;
    expect(body(`/v1/pad/pl-${platformId}`)).toEqual({ person_external_id: 'org-1', is_owner: false, type: 'web', name: 'acme.example', url: 'https://acme.example' });
    expect(body(`/v3/creative/cr-${creativeId}`)).toMatchObject({ contract_external_ids: [`oc-${oc}`], form: 'banner_html5', media_external_ids: [`md-${w.zip}`] });
    expect(body('/v3/statistics')).toEqual({
      items: [
        {
          creative_external_id: `cr-${creativeId}`,
          pad_external_id: `pl-${platformId}`,
          shows_count: 700,
          invoice_shows_count: 700,
          amount: { excluding_vat: '0.00', vat_rate: '0', vat: '0.00', including_vat: '0.00' },
          amount_per_event: '0.00000',
          date_start_planned: '2025-05-01',
          date_end_planned: '2025-05-31',
          date_start_actual: '2025-05-01',
          date_end_actual: '2025-05-31',
          pay_type: 'cpm',
        },
      ],
    });
    expect(body(`/v4/invoice/act-${first.id}`)).toMatchObject({
      contract_external_id: `c-${w.contract}`,
      date: '2025-05-31',
      date_start: '2025-05-01',
      date_end: '2025-05-31',
      client_role: 'advertiser',
      contractor_role: 'ors',
      amount: { services: { excluding_vat: '1000.00', vat_rate: '20', vat: '200.00', including_vat: '1200.00' } },
      items: [{ contract_external_id: `oc-${oc}`, amount: { excluding_vat: '1000.00' }, creatives: [{ creative_external_id: `cr-${creativeId}`, platforms: [] }] }],
    });
    const [sent, refused] = await monthActs(t, '2025-05-01');
    expect(sent).toMatchObject({ ordId: `act-${first.id}`, isUpdated: true });
    expect(refused).toMatchObject({ ordId: null, isUpdated: false });
    expect(await fetched(t, `domains/platforms/${platformId}/`)).toMatchObject({ vkId: `pl-${platformId}`, isUpdated: true });
    expect(await fetched(t, `creatives/${creativeId}/`)).toMatchObject({ ordId: `cr-${creativeId}`, marker: `Kra${creativeId}` });
    const statistic = await t.ctx.database.query("select sent_at from erir_statistics where marker = 'KraStat'", []);
    expect(statistic.rows[0].sent_at).not.toBeNull();
    const rows = await t.ctx.database.query("select object_kind, object_id, state, external_id from registry_submissions where object_kind in ('act', 'statistic', 'media') order by object_kind", []);
    expect(rows.rows).toEqual([
      { object_kind: 'act', object_id: String(first.id), state: 'processing', external_id: `act-${first.id}` },
      { object_kind: 'media', object_id: String(w.zip), state: 'sent', external_id: `md-${w.zip}` },
      { object_kind: 'statistic', object_id: '2025-05-KraStat', state: 'processing', external_id: `cr-${creativeId}__pl-${platformId}__2025-05-01` },
    ]);
  });

  it('sends nothing twice: an act held unchanged is not sent again, a changed one alone is', async () => {
    configure();
    const [first] = await monthActs(t, '2025-05-01');
    expect(await runSend(t.ctx, { kind: 'act', id: first.id, api: 'VK', userId: null })).toEqual({ sent: 0, unchanged: 9 });
    // Nothing left that could be sent: the task fails with the reason.
    expect(await runActsTask(t, 'send', '2025-05-01')).toEqual({
      state: 'FAILURE',
      detail: '1 acts not sent: An act without contract cannot be sent: choose its contract',
      code: 'registryActs.notSent',
      values: { reason: 'An act without contract cannot be sent: choose its contract', failed: 1, reasonCodes: expect.any(String) },
    });
    expect(vk.requests).toEqual([]);

    const changed = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${first.id}/`, payload: { number: `${first.number}-A` } });
    expect(changed.json()).toMatchObject({ isUpdated: false });
    expect((await runActsTask(t, 'send', '2025-05-01')).detail).toMatchObject({ sent: 1, failed: 1, steps: { sent: 1, unchanged: 8 } });
    expect(vk.sent()).toEqual([`PUT /v4/invoice/act-${first.id}`, `POST /v4/invoice/act-${first.id}/ready`]);
    expect(vk.requests[0].body).toMatchObject({ serial: `${first.number}-A` });
  });

  it('a retryable failure of the act queues its own send after the backoff', async () => {
    configure();
    const [first] = await monthActs(t, '2025-05-01');
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${first.id}/`, payload: { number: `${first.number}-B` } });
    vk.answer = (request) => (request.url.startsWith('/v4/invoice/') ? { status: 503, body: 'down' } : vkAnswer(request));
    const task = await runActsTask(t, 'send', '2025-05-01');
    expect(task.state).toBe('FAILURE');
    expect(String(task.detail)).toMatch(/HTTP 503.*will try again in 30 s/);
    const queued = await t.ctx.database.query(
      `select data from pgboss.job where name = 'registry.send' and state = 'created' and start_after > now() and data->>'kind' = 'act' and (data->>'id')::int = $1`,
      [first.id],
    );
    expect(queued.rows).toHaveLength(1);
    const [row] = (await t.ctx.database.query("select state, attempts from registry_submissions where object_kind = 'act'", [])).rows;
    expect(row).toEqual({ state: 'queued', attempts: 1 });
  });
});

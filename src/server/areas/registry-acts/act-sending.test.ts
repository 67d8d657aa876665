/**
 * Sending a month's acts (spec 2 §2.4, §7.4) against a local server speaking VK ORD's invoice
 * calls: each act not actual goes out (PUT /v4/invoice/act-N, then .../ready), keeps the
 * operator's id and becomes actual; an unconfigured operator and an act without contract are
 * reported by their reasons, and nothing is stored for them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalService, type LocalService } from '../../testing/local-service';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { created, orderPayload, productPayload } from '../sales/sales-fixtures';
import { creativePayload } from '../creatives/creatives-fixtures';
import { actsWorld, monthActs, runActsTask, type ActsWorld } from './registry-acts-fixtures';

let t: TestServer;
let w: ActsWorld;
let vk: LocalService;
let creativeId: number;
const may = { dateStart: '2025-05-01', dateEnd: '2025-05-31', dateReport: '2025-05-01' };

beforeAll(async () => {
  vk = await startLocalService((request) => (request.url.startsWith('/v4/invoice/') ? { status: 200, body: {} } : { status: 404, body: { error: 'not found' } }));
  t = await createTestServer();
  w = await actsWorld(t);
  const order = await created(t, t.adminToken, 'orders/', orderPayload(w, { ...may, ord: 'VK' }));
  await created(t, t.adminToken, 'products/', productPayload(w, order.id, { price: 100, amount: 10 }));
  creativeId = (await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [order.id], contract: w.originalContracts[0] }))).id;
  const other = await created(t, t.adminToken, 'orders/', orderPayload(w, { ...may, ord: 'VK', name: 'Second' }));
  await created(t, t.adminToken, 'products/', productPayload(w, other.id, { price: 5, amount: 10, ndsCalculation: 'HIGHLIGHT' }));
  expect((await runActsTask(t, 'generate', '2025-05-01')).state).toBe('SUCCESS');
}, 90_000);
afterAll(async () => {
  await t?.close();
  await vk?.close();
});
afterEach(() => vi.unstubAllEnvs());

describe('sending acts', () => {
  it('fails naming the variables when VK is not configured, storing nothing', async () => {
    vi.stubEnv('ORD_VK_TOKEN', '');
    const task = await runActsTask(t, 'send', '2025-05-01');
    expect(task.state).toBe('FAILURE');
    expect(String(task.detail)).toContain('ORD_VK_TOKEN');
    expect((await monthActs(t, '2025-05-01')).map((a) => [a.ordId, a.isUpdated])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it('sends each act with its items to VK, keeps the ids and marks them actual; an act without contract is reported', async () => {
    vi.stubEnv('ORD_VK_URL', vk.url);
    vi.stubEnv('ORD_VK_TOKEN', 'vk-key');
    const [first, second] = await monthActs(t, '2025-05-01');
    const edited = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${second.id}/`, payload: { contract: 0, commission: 10 } });
    expect(edited.statusCode, edited.body).toBe(200);

    const task = await runActsTask(t, 'send', '2025-05-01');
    expect(task).toMatchObject({
      state: 'SUCCESS',
      detail: { detail: 'Act sending complete', sent: 1, failed: 1, errors: [{ act: second.id, message: 'An act without contract cannot be sent: choose its contract' }] },
    });
    const put = vk.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(`/v4/invoice/act-${first.id}`);
    expect(put.headers.authorization).toBe('Bearer vk-key');
    expect(put.body).toMatchObject({
      contract_external_id: `c-${w.contract}`,
      date: '2025-05-31',
      date_start: '2025-05-01',
      date_end: '2025-05-31',
      client_role: 'advertiser',
      contractor_role: 'ors',
      amount: { services: { excluding_vat: '1000.00', vat_rate: '20', vat: '200.00', including_vat: '1200.00' } },
      items: [{ contract_external_id: `oc-${w.originalContracts[0]}`, amount: { excluding_vat: '1000.00' }, creatives: [{ creative_external_id: `cr-${creativeId}`, platforms: [] }] }],
    });
    expect(vk.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`PUT /v4/invoice/act-${first.id}`, `POST /v4/invoice/act-${first.id}/ready`]);
    const [sent, refused] = await monthActs(t, '2025-05-01');
    expect(sent).toMatchObject({ ordId: `act-${first.id}`, isUpdated: true });
    expect(refused).toMatchObject({ ordId: null, isUpdated: false });

    vk.requests.length = 0;
    const again = await runActsTask(t, 'send', '2025-05-01');
    // Nothing left that could be sent: the task fails with the reason.
    expect(again).toEqual({ state: 'FAILURE', detail: 'An act without contract cannot be sent: choose its contract (1 acts not sent)' });
    expect(vk.requests).toEqual([]);
  });
});

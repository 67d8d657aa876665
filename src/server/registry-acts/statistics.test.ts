/**
 * ERIR statistics (spec 2 §2.4, §3, §4, §7.4, §8): the month's rows per marker from creatives,
 * orders, registry ids, BT URLs and the analytics database (the embedded chDB without
 * CLICKHOUSE_URL; with it, the stand-in speaking ClickHouse's HTTP interface over the same chDB
 * directory); a machine where chDB cannot load refuses the build; the polled state of build and save with
 * the failure's reason; the marker switch; the save through the registry's send machinery (a
 * local VK ORD checking VK's document): the order's platform and the creative first, the rows in
 * one request, an unchanged month not sent again, the reason per marker of a row not sent.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { closeAnalytics } from '../analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows } from '../analytics/analytics-writer';
import { startClickHouseStandIn, type ClickHouseStandIn } from '../../../dev/testing/clickhouse-stand-in';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { startVkOrd, vkAnswer, type VkOrdService } from '../../../dev/testing/vk-ord-service';
import { created, fetched, orderPayload, productPayload, type Row } from '../../../dev/fixtures/sales-fixtures';
import { creativePayload } from '../../../dev/fixtures/creatives-fixtures';
import { actsWorld, type ActsWorld } from '../../../dev/fixtures/registry-acts-fixtures';

let t: TestServer;
let w: ActsWorld;
let clickHouse: ClickHouseStandIn;
let vk: VkOrdService;
let order: Row;
let registered: Row;
const june = { dateStart: '2025-06-01', dateEnd: '2025-06-30', dateReport: '2025-06-01' };

beforeAll(async () => {
  vk = await startVkOrd();
  t = await createTestServer();
  // The embedded analytics database makes its tables; the stand-in serves the same directory over HTTP.
  const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
  await insertAnalyticsRows(analytics, 'marker_impressions', [
    { marker: 'KraAAA', day: '2025-06-02', impressions: 700 },
    { marker: 'KraAAA', day: '2025-06-03', impressions: 45 },
    { marker: 'KraAAA', day: '2025-07-01', impressions: 9 },
    { marker: 'KraZZZ', day: '2025-06-02', impressions: 5 },
  ]);
  clickHouse = await startClickHouseStandIn({ path: path.join(t.ctx.config.dataDir, 'analytics'), user: 'stats', password: 'secret' });
  w = await actsWorld(t);
  order = await created(t, t.adminToken, 'orders/', orderPayload(w, { ...june, ord: 'VK' }));
  await created(t, t.adminToken, 'products/', productPayload(w, order.id, { type: 'IMPRESSIONS', price: 100, amount: 1000 }));
  registered = await created(t, t.adminToken, 'creatives/', creativePayload(w, { marker: 'KraAAA', orders: [order.id], contract: w.originalContracts[0], typeAdCompany: 'CPC' }));
  await created(t, t.adminToken, 'creatives/', creativePayload(w, { marker: 'KraBBB', erirId: 'cr-b', orders: [order.id], typeAdCompany: 'CPM' }));
  await t.ctx.database.query("update creatives set ord_id = 'cr-x' where id = $1", [registered.id]);
  await t.ctx.database.query("update original_contracts set vk_id = 'oc-x' where id = $1", [w.originalContracts[0]]);
  const bt = await t.call(t.adminToken, { method: 'PATCH', url: '/api/estats/bturls/1/', payload: { urls: ['https://bt.example/p?erid=KraBBB'] } });
  expect(bt.statusCode, bt.body).toBe(200);
}, 90_000);
afterAll(async () => {
  await t?.close();
  await clickHouse?.close();
  await closeAnalytics();
  await vk?.close();
});
afterEach(() => vi.unstubAllEnvs());

async function runAction(name: string) {
  const answer = await t.call(t.adminToken, { method: 'POST', url: `/api/estats/action/${name}/`, payload: { date: '2025-06-01' } });
  expect(answer.statusCode, answer.body).toBe(200);
  await t.waitForTask(answer.json().taskId as string, 30_000);
  return (await t.call(t.adminToken, { method: 'GET', url: `/api/estats/action/${name}/` })).json();
}
const rows = async () => (await fetched(t, 'estats/?date__btw=2025-06-01,2025-07-01&ordering=marker')).results as Row[];

describe('permissions and names', () => {
  it('lets admins only start actions and switch markers; knows build and save only', async () => {
    const { token } = await t.userWithRole('USER');
    expect((await t.call(token, { method: 'POST', url: '/api/estats/action/build/', payload: {} })).statusCode).toBe(403);
    expect((await t.call(token, { method: 'GET', url: '/api/estats/marker/1/' })).statusCode).toBe(403);
    expect((await t.call(token, { method: 'GET', url: '/api/estats/action/build/' })).json()).toMatchObject({ state: 'none' });
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/estats/action/drop/', payload: {} })).statusCode).toBe(400);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/estats/marker/999999/' })).statusCode).toBe(404);
  });
});

describe('build', () => {
  it('without CLICKHOUSE_URL: the month\'s shows from the embedded analytics database', async () => {
    vi.stubEnv('CLICKHOUSE_URL', '');
    const state = await runAction('build');
    expect(state).toMatchObject({ state: 'success', detail: { rows: 2, analytics: 'read' } });
    expect(clickHouse.statements).toEqual([]);
    const [a, b] = await rows();
    expect(a).toMatchObject({
      date: '2025-06-01',
      marker: 'KraAAA',
      markerDeleted: false,
      creativeRegistered: true,
      creativeHasContract: true,
      markerInCh: true,
      volume: 745,
      markerInBt: false,
      btUrl: null,
      markerInMonkey: false,
      originalContractRegistered: true,
      contractRegistered: false,
      goal: 'IMPRESSIONS',
      metric: 'CPC',
      order: order.id,
      erirApi: 'VK',
      contracts: ['C-1', 'OC-1'],
    });
    expect(b).toMatchObject({ marker: 'KraBBB', creativeRegistered: false, creativeHasContract: false, originalContractRegistered: false, markerInBt: true, btUrl: 'https://bt.example/p?erid=KraBBB', metric: 'CPM', contracts: ['C-1'] });
  });

  it('with the analytics database: the month\'s shows per marker; a deleted marker stays deleted', async () => {
    const [a] = await rows();
    const switched = await t.call(t.adminToken, { method: 'GET', url: `/api/estats/marker/${a.id}/` });
    expect(switched.json()).toEqual({ detail: 'Marker state changed', markerDeleted: true });
    vi.stubEnv('CLICKHOUSE_URL', clickHouse.url);
    vi.stubEnv('CLICKHOUSE_USER', 'stats');
    vi.stubEnv('CLICKHOUSE_PASSWORD', 'secret');
    expect(await runAction('build')).toMatchObject({ state: 'success', detail: { rows: 2, analytics: 'read' } });
    expect(clickHouse.statements).toEqual([expect.stringContaining('FROM marker_impressions')]);
    const [built, other] = await rows();
    expect(built).toMatchObject({ marker: 'KraAAA', volume: 745, markerInCh: true, markerDeleted: true });
    expect(other).toMatchObject({ marker: 'KraBBB', volume: 0, markerInCh: false });
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/estats/marker/${built.id}/` })).json().markerDeleted).toBe(false);
    expect((await fetched(t, 'estats/?date__btw=2025-06-01,2025-07-01')).total).toMatchObject({ volume: 745 });
  });

  it('records a switched marker in the row\'s history as the admin who switched it; the generic update stays closed', async () => {
    const [row] = await rows();
    const admin = await t.userWithRole('ADMIN');
    const switched = await t.call(admin.token, { method: 'GET', url: `/api/estats/marker/${row.id}/` });
    expect(switched.json()).toEqual({ detail: 'Marker state changed', markerDeleted: !row.markerDeleted });
    const history = (await t.call(admin.token, { method: 'GET', url: `/api/estats/${row.id}/history/` })).json();
    expect(history[0]).toMatchObject({ action: 'update', user: admin.id, changes: { markerDeleted: [row.markerDeleted, !row.markerDeleted] } });
    expect((await t.call(admin.token, { method: 'GET', url: `/api/estats/${row.id}/` })).json()).toMatchObject({ markerDeleted: !row.markerDeleted, updatedBy: admin.id });
    expect((await t.call(admin.token, { method: 'PATCH', url: `/api/estats/${row.id}/`, payload: { markerDeleted: row.markerDeleted } })).statusCode).toBe(403);
    await t.call(admin.token, { method: 'GET', url: `/api/estats/marker/${row.id}/` });
  });

  it('fails with the analytics database\'s reason and changes nothing', async () => {
    const before = await rows();
    vi.stubEnv('CLICKHOUSE_URL', clickHouse.url);
    vi.stubEnv('CLICKHOUSE_PASSWORD', 'wrong');
    const state = await runAction('build');
    expect(state).toMatchObject({ state: 'failed', detail: { message: 'Action failed, check DAG logs for info', reason: expect.stringContaining('Authentication failed') } });
    expect(state.detail.reason).toContain(`The analytics database (ClickHouse at ${clickHouse.url}) failed: `);
    expect(await rows()).toEqual(before);
  });
});

describe('save', () => {
  const registeredElsewhere = 'The creative is registered elsewhere: it has a marker but no operator id';
  beforeEach(() => {
    vi.stubEnv('ORD_VK_URL', vk.url);
    vi.stubEnv('ORD_VK_TOKEN', 'vk-key');
    vk.reset();
    // The registered creative is sent again as it is: VK answers its marker.
    vk.answer = (request) => (request.url.startsWith('/v3/creative/') ? { status: 200, body: { erid: 'KraAAA' } } : vkAnswer(request));
  });
  afterEach(() => expect(vk.problems).toEqual([]));

  it("fails with the reason per marker when the order's site is no registered platform, sending nothing", async () => {
    const state = await runAction('save');
    expect(state).toMatchObject({ state: 'failed', detail: { reason: expect.stringContaining("No registered platform for the order's site https://acme.example") } });
    expect((await rows()).every((row) => row.sentAt === null)).toBe(true);
    expect(vk.requests).toHaveLength(0);
  });

  it("without the operator's key fails saying which variable to set, the reason's code beside its English text", async () => {
    vi.stubEnv('ORD_VK_TOKEN', '');
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/estats/action/save/', payload: { date: '2025-06-01' } });
    const task = await t.waitForTask(answer.json().taskId as string, 30_000);
    expect(task).toMatchObject({ state: 'FAILURE', code: 'registryActs.statisticsNotSent', values: { reason: expect.stringContaining('The VK ORD operator is not configured: set ORD_VK_TOKEN') } });
    const parts = JSON.parse(String((task.values as Record<string, unknown>).reasonCodes)) as Array<{ code?: string }>;
    expect(parts.map((part) => part.code)).toEqual(['registry.operatorNotConfigured']);
    // The screen's own state of the action carries them too.
    const state = (await t.call(t.adminToken, { method: 'GET', url: '/api/estats/action/save/' })).json();
    expect(state.detail).toMatchObject({ code: 'registryActs.statisticsNotSent', values: { reasonCodes: (task.values as Record<string, unknown>).reasonCodes } });
    expect(vk.requests).toHaveLength(0);
  });

  it("with the order's platform: its pad and the creative first, then the month's rows in one request; a creative registered elsewhere is reported by its marker", async () => {
    const platform = (await created(t, t.adminToken, 'domains/platforms/', { name: 'acme.example' })).id;
    const state = await runAction('save');
    expect(state).toMatchObject({ state: 'success', detail: { sent: 1, unchanged: 0, failed: 1, errors: [{ marker: 'KraBBB', message: registeredElsewhere }] } });
    expect(vk.sent()).toEqual([
      'PUT /v1/person/org-1',
      `PUT /v1/person/le-${w.legalEntity}`,
      `PUT /v1/contract/oc-${w.originalContracts[0]}`,
      `PUT /v1/pad/pl-${platform}`,
      `PUT /v1/media/md-${w.zip}`,
      `PUT /v3/creative/cr-${registered.id}`,
      'POST /v3/statistics',
    ]);
    expect(vk.requests.at(-1)?.body).toEqual({
      items: [
        {
          creative_external_id: `cr-${registered.id}`,
          pad_external_id: `pl-${platform}`,
          shows_count: 745,
          invoice_shows_count: 745,
          amount: { excluding_vat: '0.00', vat_rate: '0', vat: '0.00', including_vat: '0.00' },
          amount_per_event: '0.00000',
          date_start_planned: '2025-06-01',
          date_end_planned: '2025-06-30',
          date_start_actual: '2025-06-01',
          date_end_actual: '2025-06-30',
          pay_type: 'cpc',
        },
      ],
    });
    const [aaa, bbb] = await rows();
    expect(aaa.sentAt).not.toBeNull();
    expect(bbb.sentAt).toBeNull();
    expect(await fetched(t, `domains/platforms/${platform}/`)).toMatchObject({ vkId: `pl-${platform}`, isUpdated: true });
  });

  it('sends an unchanged month nothing again, and a row rebuilt as it was is unchanged', async () => {
    expect(await runAction('save')).toMatchObject({ state: 'success', detail: { sent: 0, unchanged: 1, failed: 1 } });
    expect(vk.requests).toHaveLength(0);
    // A rebuild makes the rows anew (new ids): the statistic keeps its key (month and marker).
    vi.stubEnv('CLICKHOUSE_URL', clickHouse.url);
    vi.stubEnv('CLICKHOUSE_USER', 'stats');
    vi.stubEnv('CLICKHOUSE_PASSWORD', 'secret');
    expect((await runAction('build')).state).toBe('success');
    expect(await runAction('save')).toMatchObject({ state: 'success', detail: { sent: 0, unchanged: 1, failed: 1 } });
    expect(vk.requests).toHaveLength(0);
  });

  it('a changed row is sent again; a retryable failure keeps it queued and runs the save again after the backoff', async () => {
    await t.ctx.database.query("update erir_statistics set volume = 800 where marker = 'KraAAA'", []);
    vk.answer = (request) => (request.url === '/v3/statistics' ? { status: 503, body: 'down' } : vkAnswer(request));
    const started = await t.call(t.adminToken, { method: 'POST', url: '/api/estats/action/save/', payload: { date: '2025-06-01' } });
    const task = await t.waitForTask(started.json().taskId as string, 30_000);
    expect(task).toMatchObject({ state: 'FAILURE', detail: expect.stringMatching(/HTTP 503.*will try again in 30 s/) });
    // The save waits for its next attempt: the screen keeps showing it running.
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/estats/action/save/' })).json()).toMatchObject({ state: 'running' });
    expect(vk.sent()).toEqual(['POST /v3/statistics']);
    expect((vk.requests[0].body as { items: Array<{ shows_count: number }> }).items.map((i) => i.shows_count)).toEqual([800]);
    const queued = await t.ctx.database.query("select data from pgboss.job where name = 'registry.estats-save' and state = 'created' and start_after > now()", []);
    expect(queued.rows.map((row) => (row.data as { month: string }).month)).toEqual(['2025-06-01']);
    const [row] = (await t.ctx.database.query("select state, attempts from registry_submissions where object_kind = 'statistic'", [])).rows;
    expect(row).toEqual({ state: 'queued', attempts: 1 });
  });
});

/**
 * Order act generation (spec 2 §2.4, §3, §5, §7.4, §8): admins only, a month is required, one act
 * per order of the month with one item per original contract, sums to the kopeck, unsent acts
 * replaced and sent ones kept, all or nothing; the act's own rules (without contract, commission).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, orderPayload, productPayload, type Row } from '../../../dev/fixtures/sales-fixtures';
import { creativePayload } from '../../../dev/fixtures/creatives-fixtures';
import { actItems, actsWorld, monthActs, runActsTask, type ActsWorld } from '../../../dev/fixtures/registry-acts-fixtures';

let t: TestServer;
let w: ActsWorld;
let orderA: Row;
let orderB: Row;
const march = { dateStart: '2025-03-01', dateEnd: '2025-03-31', dateReport: '2025-03-01' };

beforeAll(async () => {
  t = await createTestServer();
  w = await actsWorld(t);
  const [oc1, oc2, oc3] = w.originalContracts;
  orderA = await created(t, t.adminToken, 'orders/', orderPayload(w, { ...march, ord: 'VK' }));
  await created(t, t.adminToken, 'products/', productPayload(w, orderA.id, { type: 'CLICKS', price: 12.34, amount: 100, commission: 10 }));
  await created(t, t.adminToken, 'products/', productPayload(w, orderA.id, { type: 'IMPRESSIONS', price: 250, amount: 40000, amountFact: 3333.4 }));
  for (const contract of [oc2, oc1, oc3, oc1]) await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [orderA.id], contract }));
  // No creative names an original contract: the order's own one makes the item.
  orderB = await created(t, t.adminToken, 'orders/', orderPayload(w, { ...march, name: 'Without creatives', originalContract: oc3 }));
  await created(t, t.adminToken, 'products/', productPayload(w, orderB.id, { price: 0.5, amount: 3 }));
  const canceled = await created(t, t.adminToken, 'orders/', orderPayload(w, { ...march, name: 'Canceled', status: 'CANCELED' }));
  await created(t, t.adminToken, 'products/', productPayload(w, canceled.id));
  const april = await created(t, t.adminToken, 'orders/', orderPayload(w, { dateStart: '2025-04-01', dateEnd: '2025-04-30', dateReport: '2025-04-01' }));
  await created(t, t.adminToken, 'products/', productPayload(w, april.id));
}, 90_000);
afterAll(() => t?.close());

describe('who may generate and send, and the month they need', () => {
  it('refuses users and managers (403) and asks for a date (400, the specification\'s texts)', async () => {
    for (const role of ['USER', 'MANAGER'] as const) {
      const { token } = await t.userWithRole(role);
      expect((await t.call(token, { method: 'POST', url: '/api/erir/acts/?date=2025-03-01' })).statusCode).toBe(403);
      expect((await t.call(token, { method: 'GET', url: '/api/erir/send_acts/?date=2025-03-01' })).statusCode).toBe(403);
    }
    for (const url of ['/api/erir/acts/', '/api/erir/acts/?date=']) {
      const answer = await t.call(t.adminToken, { method: 'POST', url });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().detail).toBe('Cannot generate acts without specified date');
    }
    const send = await t.call(t.adminToken, { method: 'GET', url: '/api/erir/send_acts/' });
    expect(send.statusCode).toBe(400);
    expect(send.json().detail).toBe('Cannot send acts without specified date');
    for (const date of ['2025-13-01', 'march', '2025-03-01T00:00']) {
      expect((await t.call(t.adminToken, { method: 'POST', url: `/api/erir/acts/?date=${date}` })).statusCode).toBe(400);
    }
    expect(await monthActs(t, '2025-03-01')).toEqual([]);
  });
});

describe('generation', () => {
  it('makes one act per order of the month with its items per original contract, to the kopeck', async () => {
    const task = await runActsTask(t, 'generate', '2025-03-01');
    expect(task).toMatchObject({ state: 'SUCCESS', detail: { detail: 'Act generation complete', month: '2025-03-01', created: 2, replaced: 0, keptSent: 0 } });
    const [a, b] = await monthActs(t, '2025-03-01');
    const order = await fetched(t, `orders/${orderA.id}/`);
    expect(a).toMatchObject({
      order: orderA.id,
      date: '2025-03-31',
      number: order.number,
      sum: 11234, // 1234 + 10000 without VAT
      commission: 1.0985, // 123.40 of 11234 in percent
      commissionSum: 123.41, // 11234 × 1.0985 / 100 = 123.40549 → 123.41 (spec formula)
      contract: w.contract,
      customer: w.legalEntity,
      erirApi: 'VK',
      ordId: null,
      isUpdated: false,
      actualImpressions: 3333,
      itemsSum: 11234,
    });
    const [oc1, oc2, oc3] = w.originalContracts;
    expect((await actItems(t, a.id)).map((i) => [i.originalContract, i.sum])).toEqual([
      [oc1, 3744.67],
      [oc2, 3744.67],
      [oc3, 3744.66],
    ]);
    expect(b).toMatchObject({ order: orderB.id, sum: 1.5, commission: 0, commissionSum: 0, erirApi: 'OTM', actualImpressions: 0, itemsSum: 1.5 });
    expect((await actItems(t, b.id)).map((i) => [i.originalContract, i.sum])).toEqual([[oc3, 1.5]]);
    const list = await fetched(t, 'erir/?date__btw=2025-03-01,2025-04-01');
    expect(list.total).toMatchObject({ sum: 11235.5, commissionSum: 123.41, itemsSum: 11235.5 });
    expect(await monthActs(t, '2025-04-01')).toEqual([]);
    const history = await fetched(t, `erir/${a.id}/history/`);
    expect(history).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'create' })]));
  });

  it('replaces the unsent acts of the month and never touches a sent one', async () => {
    const [a, b] = await monthActs(t, '2025-03-01');
    await t.ctx.database.query("update erir_acts set ord_id = 'act-sent', is_updated = true where id = $1", [a.id]);
    const task = await runActsTask(t, 'generate', '2025-03-01');
    expect(task.detail).toMatchObject({ created: 1, replaced: 1, keptSent: 1 });
    const after = await monthActs(t, '2025-03-01');
    expect(after.map((act) => act.order)).toEqual([orderA.id, orderB.id]);
    expect(after[0]).toMatchObject({ id: a.id, ordId: 'act-sent', isUpdated: true, updatedAt: a.updatedAt });
    expect(after[1].id).not.toBe(b.id);
    expect(await actItems(t, b.id)).toEqual([]);
    expect(await actItems(t, a.id)).toHaveLength(3);
  });

  it('leaves the month as it was when it fails half-way', async () => {
    const before = await monthActs(t, '2025-03-01');
    // Shows beyond the act's integer field: the insert is refused after the unsent act was deleted.
    await created(t, t.adminToken, 'products/', productPayload(w, orderB.id, { type: 'IMPRESSIONS', price: 0.01, amount: 1, amountFact: 3_000_000_000 }));
    const task = await runActsTask(t, 'generate', '2025-03-01');
    expect(task.state).toBe('FAILURE');
    expect(String(task.detail)).toMatch(/^The value of \w+ is refused: /);
    expect(await monthActs(t, '2025-03-01')).toEqual(before);
    expect(await actItems(t, before[1].id)).toHaveLength(1);
  });
});

describe('the act itself', () => {
  it('needs its commission without contract (0 or empty), computes the commission sum and is no longer actual once changed', async () => {
    const [sent, unsent] = await monthActs(t, '2025-03-01');
    const refused = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${unsent.id}/`, payload: { contract: 0, commission: null } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ commission: ['Required field'] });
    const saved = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${unsent.id}/`, payload: { contract: 0, commission: 12.5, sum: 1234.56 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ contract: null, commission: 12.5, commissionSum: 154.32 });
    const required = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${unsent.id}/`, payload: { number: ' ', sum: null } });
    expect(required.json().errors).toMatchObject({ number: ['Required field'], sum: ['Required field'] });

    const same = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${sent.id}/`, payload: { number: sent.number } });
    expect(same.json()).toMatchObject({ isUpdated: true });
    const changed = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${sent.id}/`, payload: { number: 'A-1' } });
    expect(changed.json()).toMatchObject({ isUpdated: false, ordId: 'act-sent' });
    const ignored = await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/${sent.id}/`, payload: { isUpdated: true, ordId: 'x' } });
    expect(ignored.json()).toMatchObject({ isUpdated: false, ordId: 'act-sent' });
  });

  it('lets only admins edit an act and its items, as generating, sending and deleting (PATCH and PUT)', async () => {
    const [, act] = await monthActs(t, '2025-03-01');
    const [item] = await actItems(t, act.id);
    const before = await fetched(t, `erir/${act.id}/`);
    for (const role of ['USER', 'MANAGER'] as const) {
      const { token } = await t.userWithRole(role);
      expect((await t.call(token, { method: 'PATCH', url: `/api/erir/${act.id}/`, payload: { number: `by ${role}` } })).statusCode, role).toBe(403);
      expect((await t.call(token, { method: 'PUT', url: `/api/erir/${act.id}/`, payload: { ...before, updatedAt: undefined, number: `by ${role}` } })).statusCode, role).toBe(403);
      expect((await t.call(token, { method: 'PATCH', url: `/api/erir/actitems/${item.id}/`, payload: { sum: 1 } })).statusCode, role).toBe(403);
      expect((await t.call(token, { method: 'PUT', url: `/api/erir/actitems/${item.id}/`, payload: { ...item, sum: 1 } })).statusCode, role).toBe(403);
    }
    expect(await fetched(t, `erir/${act.id}/`)).toEqual(before);
    const { token } = await t.userWithRole('ADMIN');
    expect((await t.call(token, { method: 'PATCH', url: `/api/erir/${act.id}/`, payload: { number: 'by ADMIN' } })).statusCode).toBe(200);
  });

  it('keeps its items read-only and lets only admins delete it', async () => {
    const [, act] = await monthActs(t, '2025-03-01');
    const [item] = await actItems(t, act.id);
    expect((await t.call(t.adminToken, { method: 'PATCH', url: `/api/erir/actitems/${item.id}/`, payload: { sum: 1 } })).statusCode).toBe(403);
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/erir/actitems/', payload: { act: act.id, sum: 1 } })).statusCode).toBe(405);
    const { token } = await t.userWithRole('USER');
    expect((await t.call(token, { method: 'DELETE', url: `/api/erir/${act.id}/` })).statusCode).toBe(403);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/erir/${act.id}/` })).statusCode).toBe(204);
    expect(await actItems(t, act.id)).toEqual([]);
  });
});

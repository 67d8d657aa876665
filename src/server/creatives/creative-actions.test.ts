/**
 * Creative actions (spec 1 §7): clone into an order, import by marker or from an order, remove
 * from one order only, order clone and merge with creatives, an order's deletion; each all or
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, type Row } from '../../../dev/fixtures/sales-fixtures';
import { createdOrder, creativePayload, creativesWorld, type CreativesWorld } from '../../../dev/fixtures/creatives-fixtures';

let t: TestServer;
let w: CreativesWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await creativesWorld(t);
}, 60_000);
afterAll(() => t?.close());

const post = (path: string, payload: unknown, token = t.adminToken) => t.call(token, { method: 'POST', url: `/api/${path}`, payload: payload as Record<string, unknown> });
const idsOf = async (order: number) => ((await fetched(t, `creatives/?orders=${order}&ordering=id`)).results as Row[]).map((r) => r.id);
const creativeIn = (orders: number[], extra: Record<string, unknown> = {}) => created(t, t.adminToken, 'creatives/', creativePayload(w, { orders, ...extra }));

describe('clone_creatives', () => {
  it('copies all creatives of orderFrom into orderTo as new, unregistered creatives', async () => {
    const [from, to] = [await createdOrder(t, w), await createdOrder(t, w)];
    const a = await creativeIn([from.id], { text: 'A', needCheckInCh: false });
    const b = await creativeIn([from.id], { text: 'B' });
    const answer = await post('creatives/clone_creatives/', { orderFrom: from.id, orderTo: to.id });
    expect(answer.statusCode, answer.body).toBe(201);
    const copies = answer.json().creatives as number[];
    expect(copies).toHaveLength(2);
    expect(await idsOf(to.id)).toEqual(copies);
    expect(await idsOf(from.id)).toEqual([a.id, b.id]);
    const copy = await fetched(t, `creatives/${copies[0]}/`);
    expect(copy).toMatchObject({ marker: null, erirId: null, ordId: null, text: 'A', kktu: [w.kktu], files: [w.zip], orders: [to.id], primarilyOrder: to.id });
  });

  it('copies only the listed creatives, into orderFrom itself when no orderTo is given', async () => {
    const from = await createdOrder(t, w);
    const a = await creativeIn([from.id]);
    const b = await creativeIn([from.id]);
    const answer = await post('creatives/clone_creatives/', { orderFrom: from.id, creatives: [b.id] });
    expect(answer.statusCode, answer.body).toBe(201);
    const [copy] = answer.json().creatives as number[];
    expect(await idsOf(from.id)).toEqual([a.id, b.id, copy]);
  });

  it('needs a target order or creatives, creatives of orderFrom and existing orders', async () => {
    const from = await createdOrder(t, w);
    const stranger = await creativeIn([]);
    await creativeIn([from.id]);
    const before = (await fetched(t, 'creatives/?page_size=1')).count;
    const neither = await post('creatives/clone_creatives/', { orderFrom: from.id });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ detail: 'Choose a target order or the creatives to clone', errors: { orderTo: ['Choose a target order or the creatives to clone'] } });
    expect((await post('creatives/clone_creatives/', { orderFrom: from.id, creatives: [] })).statusCode).toBe(400);
    expect((await post('creatives/clone_creatives/', { orderFrom: from.id, creatives: [stranger.id] })).statusCode).toBe(400);
    expect((await post('creatives/clone_creatives/', { orderFrom: from.id, orderTo: 99999999 })).statusCode).toBe(404);
    expect((await post('creatives/clone_creatives/', { orderFrom: 99999999, orderTo: from.id })).statusCode).toBe(404);
    const empty = await createdOrder(t, w);
    const none = await post('creatives/clone_creatives/', { orderFrom: empty.id, orderTo: from.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('The order has no creatives');
    expect((await fetched(t, 'creatives/?page_size=1')).count).toBe(before);
  });
});

describe('import', () => {
  it('links the creative with a marker, or every creative of another order, keeping their other orders', async () => {
    const [source, target] = [await createdOrder(t, w), await createdOrder(t, w)];
    const marked = await creativeIn([source.id], { marker: 'ImportMe1' });
    const other = await creativeIn([source.id]);
    const byMarker = await post('creatives/import/', { order: target.id, marker: ' ImportMe1 ' });
    expect(byMarker.statusCode, byMarker.body).toBe(200);
    expect(byMarker.json()).toEqual({ creatives: [marked.id] });
    expect(await idsOf(target.id)).toEqual([marked.id]);
    expect((await fetched(t, `creatives/${marked.id}/`)).orders).toEqual([source.id, target.id]);

    const byOrder = await post('creatives/import/', { order: target.id, fromOrder: source.id });
    expect(byOrder.statusCode, byOrder.body).toBe(200);
    expect(await idsOf(target.id)).toEqual([marked.id, other.id]);
    const history = (await t.call(t.adminToken, { method: 'GET', url: `/api/creatives/${other.id}/history/` })).json();
    expect(history[0]).toMatchObject({ action: 'update', changes: { orders: [[source.id], [source.id, target.id]] } });
  });

  it('answers "Выберите маркер или заказ" with neither, and names an unknown marker', async () => {
    const target = await createdOrder(t, w);
    for (const body of [{ order: target.id }, { order: target.id, marker: '  ' }, { order: target.id, marker: null, fromOrder: null }]) {
      const answer = await post('creatives/import/', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ detail: 'Выберите маркер или заказ', errors: { marker: ['Выберите маркер или заказ'] } });
    }
    const unknown = await post('creatives/import/', { order: target.id, marker: 'NoSuchMarker' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ marker: ['No creative with this marker'] });
    expect((await post('creatives/import/', { order: 99999999, marker: 'x' })).statusCode).toBe(404);
    expect(await idsOf(target.id)).toEqual([]);
  });
});

describe('remove from an order', () => {
  it('DELETE creatives/{id}/?order= takes the creative out of that order only', async () => {
    const [a, b] = [await createdOrder(t, w), await createdOrder(t, w)];
    const c = await creativeIn([a.id, b.id]);
    const user = await t.userWithRole('USER');
    const answer = await t.call(user.token, { method: 'DELETE', url: `/api/creatives/${c.id}/?order=${a.id}` });
    expect(answer.statusCode, answer.body).toBe(204);
    expect(await idsOf(a.id)).toEqual([]);
    expect((await fetched(t, `creatives/${c.id}/`)).orders).toEqual([b.id]);
    const again = await t.call(user.token, { method: 'DELETE', url: `/api/creatives/${c.id}/?order=${a.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(`The item is not linked to order ${a.id}`);
    expect((await t.call(user.token, { method: 'DELETE', url: `/api/creatives/${c.id}/?order=abc` })).statusCode).toBe(400);
    expect((await t.call(user.token, { method: 'DELETE', url: `/api/creatives/99999999/?order=${b.id}` })).statusCode).toBe(404);
    // Without ?order= it is a delete of the creative: admins only (the editor has no delete).
    expect((await t.call(user.token, { method: 'DELETE', url: `/api/creatives/${c.id}/` })).statusCode).toBe(403);
    expect((await fetched(t, `creatives/${c.id}/`)).orders).toEqual([b.id]);
  });
});

describe('orders and their creatives', () => {
  it('order clone withCreatives links the same creatives to the copy; without it, none', async () => {
    const o = await createdOrder(t, w);
    const c = await creativeIn([o.id]);
    const withCreatives = await post('orders/clone/', { order: o.id, withCreatives: true });
    expect(withCreatives.statusCode, withCreatives.body).toBe(201);
    const copy = withCreatives.json().order as number;
    expect(await idsOf(copy)).toEqual([c.id]);
    expect((await fetched(t, `creatives/${c.id}/`)).orders).toEqual([o.id, copy]);
    const without = (await post('orders/clone/', { order: o.id, withCreatives: false })).json().order as number;
    expect(await idsOf(without)).toEqual([]);
  });

  it('a merge keeps the merged orders\' creatives in the order that stays; a deleted order leaves its creatives', async () => {
    const [a, b] = [await createdOrder(t, w), await createdOrder(t, w)];
    const inB = await creativeIn([b.id]);
    const merge = await post('orders/merge/', { orders: [a.id, b.id] });
    expect(merge.statusCode, merge.body).toBe(200);
    expect((await fetched(t, `creatives/${inB.id}/`)).orders).toEqual([a.id]);
    const other = await createdOrder(t, w);
    const inBoth = await creativeIn([a.id, other.id]);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/orders/${a.id}/` })).statusCode).toBe(204);
    expect((await fetched(t, `creatives/${inB.id}/`)).orders).toEqual([]);
    expect((await fetched(t, `creatives/${inBoth.id}/`)).orders).toEqual([other.id]);
  });
});

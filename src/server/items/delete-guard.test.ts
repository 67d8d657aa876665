/**
 * Deleting a row that others point at (API.md "Generic entity calls"): refused with 409 naming
 * the holders with their counts, nothing deleted or cleared; an order takes its products and
 * payments with it, each with its history; the foreign keys refuse a plain SQL delete too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, orderPayload, productPayload, type Row } from '../../../dev/fixtures/sales-fixtures';
import { creativePayload, creativesWorld, pastMonthDates, thisMonthDates, type CreativesWorld } from '../../../dev/fixtures/creatives-fixtures';

let t: TestServer;
let w: CreativesWorld;
let user: { id: number; token: string };

beforeAll(async () => {
  t = await createTestServer();
  w = await creativesWorld(t);
  user = await t.userWithRole('USER');
}, 60_000);
afterAll(() => t?.close());

const remove = (token: string, path: string) => t.call(token, { method: 'DELETE', url: `/api/${path}` });

/** A client with its own legal entity, contract and an order of a past month. */
async function clientWithOrder(): Promise<{ client: number; legalEntity: number; contract: number; order: Row }> {
  const client = (await created(t, t.adminToken, 'clients/', { name: `Client ${Math.random()}`, type: 'DIRECT', user: w.admin })).id;
  const legalEntity = (await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Beta', name: 'Beta', legalForm: 'LEGAL', client, billingInfo: { inn: '7707083893' } })).id;
  const terms = { responsible: w.admin, legalEntity, client, date: '2025-01-10', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, number: `B-${client}` };
  const contract = (await created(t, t.adminToken, 'contracts/', terms)).id;
  const order = await created(t, t.adminToken, 'orders/', orderPayload(w, { client, legalEntity, contract, ...pastMonthDates }));
  return { client, legalEntity, contract, order };
}

async function historyActions(entity: string, ids: number[]): Promise<string[]> {
  const rows = await t.ctx.database.query(`select action from entity_history where entity = $1 and record_id = any($2::text[]) order by id`, [entity, ids.map(String)]);
  return rows.rows.map((row) => String(row.action));
}

describe('a delete refused while other rows hold the row', () => {
  it('a USER cannot delete the client of a locked order: 409 naming the holders, and the order keeps its client', async () => {
    const { client, legalEntity, order } = await clientWithOrder();
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/orders/lock/', payload: {} })).statusCode).toBe(200);
    expect((await fetched(t, `orders/${order.id}/`)).isLocked).toBe(true);

    const answer = await remove(user.token, `clients/${client}/`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      detail: 'Used by 1 legal entity, 1 contract, 1 order',
      code: 'entity.usedBy',
      values: { holders: { legalEntity: 1, contract: 1, order: 1 } },
    });
    expect(await fetched(t, `orders/${order.id}/`)).toMatchObject({ client, legalEntity });
    expect((await fetched(t, `clients/${client}/`)).id).toBe(client);

    const entity = await remove(t.adminToken, `legal_entities/${legalEntity}/`);
    expect(entity.statusCode).toBe(409);
    expect(entity.json().detail).toBe('Used by 1 contract, 1 order');
  });

  it('counts every holding row once, in the plural', async () => {
    const { contract, order } = await clientWithOrder();
    await created(t, t.adminToken, 'orders/', orderPayload(w, { client: order.client, legalEntity: order.legalEntity, contract, ...pastMonthDates }));
    const answer = await remove(t.adminToken, `contracts/${contract}/`);
    expect(answer.json()).toMatchObject({ detail: 'Used by 2 orders', values: { holders: { order: 2 } } });
  });

  it('a row named in a stored reference list is refused too (a KKTU of a creative); an unused one is deleted', async () => {
    const kktu = (await created(t, t.adminToken, 'creatives/kktu/', { code: '30.20.1', name: 'Toys' })).id;
    await created(t, t.adminToken, 'creatives/', creativePayload(w, { kktu: [kktu] }));
    const answer = await remove(user.token, `creatives/kktu/${kktu}/`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toBe('Used by 1 creative');
    const unused = (await created(t, t.adminToken, 'creatives/kktu/', { code: '30.20.2', name: 'Games' })).id;
    expect((await remove(user.token, `creatives/kktu/${unused}/`)).statusCode).toBe(204);
  });

  it('a refused delete deletes nothing: an order with an order act keeps its products', async () => {
    const order = await created(t, t.adminToken, 'orders/', orderPayload(w, thisMonthDates()));
    const product = await created(t, t.adminToken, 'products/', productPayload(w, order.id));
    await created(t, t.adminToken, 'erir/', { date: thisMonthDates().dateEnd, number: 'A-1', sum: 10, order: order.id, contract: w.contract });
    const answer = await remove(t.adminToken, `orders/${order.id}/`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toBe('Used by 1 order act');
    expect((await fetched(t, `products/${product.id}/`)).order).toBe(order.id);
    expect(await historyActions('product', [product.id])).toEqual(['create']);
  });
});

describe('who may delete', () => {
  it('the reference tables left to the super admin refuse an ADMIN with the delete-not-allowed message', async () => {
    const admin = await t.userWithRole('ADMIN');
    const department = await created(t, t.adminToken, 'accounts/departments/', { name: 'Outdoor' });
    const answer = await remove(admin.token, `accounts/departments/${department.id}/`);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().detail).toBe('You do not have permission to delete this item');
    expect((await remove(t.adminToken, `accounts/departments/${department.id}/`)).statusCode).toBe(204);
    const held = await remove(t.adminToken, 'accounts/departments/1/');
    expect(held.statusCode).toBe(409);
    expect(held.json().detail).toMatch(/^Used by \d+ (user|users|order|orders)/);
  });
});

describe('a delete that cascades', () => {
  it('an order goes with its products and payments in one transaction, history recording each; its creatives leave it', async () => {
    const order = await created(t, t.adminToken, 'orders/', orderPayload(w, thisMonthDates()));
    const products = [await created(t, t.adminToken, 'products/', productPayload(w, order.id)), await created(t, t.adminToken, 'products/', productPayload(w, order.id))];
    const payment = await created(t, t.adminToken, 'payments/', { order: order.id, date: thisMonthDates().dateStart, sum: 10 });
    const creative = await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [order.id] }));

    expect((await remove(user.token, `orders/${order.id}/`)).statusCode).toBe(204);
    for (const path of [`orders/${order.id}/`, `payments/${payment.id}/`, ...products.map((p) => `products/${p.id}/`)]) {
      expect((await t.call(t.adminToken, { method: 'GET', url: `/api/${path}` })).statusCode, path).toBe(404);
    }
    expect(await historyActions('product', products.map((p) => p.id))).toEqual(['create', 'create', 'delete', 'delete']);
    expect(await historyActions('invoice', [payment.id])).toEqual(['create', 'delete']);
    expect(await historyActions('order', [order.id])).toEqual(['create', 'delete']);
    expect(await fetched(t, `creatives/${creative.id}/`)).toMatchObject({ orders: [], primarilyOrder: null });
  });
});

describe('the foreign keys', () => {
  it('refuse a plain SQL delete of a referenced row, and cascade an order to its products', async () => {
    const { client, order } = await clientWithOrder();
    await expect(t.ctx.database.query('delete from clients where id = $1', [client])).rejects.toThrow(/foreign key/);
    expect((await fetched(t, `orders/${order.id}/`)).client).toBe(client);

    const fresh = await created(t, t.adminToken, 'orders/', orderPayload(w, thisMonthDates()));
    const product = await created(t, t.adminToken, 'products/', productPayload(w, fresh.id));
    await t.ctx.database.query('delete from orders where id = $1', [fresh.id]);
    expect((await t.ctx.database.query('select count(*)::int as n from products where id = $1', [product.id])).rows[0].n).toBe(0);
  });
});

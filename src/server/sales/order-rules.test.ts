/**
 * The order's rules on the server (API.md "Sales"): dates in one month and following a moved
 * start date, the AdX department, the contract type rules and the AdX flag fixed at creation,
 * the lock for ADMIN/MANAGER/USER with a super admin passing, and required fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, orderPayload, productPayload, salesWorld, thisMonth, today, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let w: SalesWorld;
let users: Record<'ADMIN' | 'MANAGER' | 'USER', { id: number; token: string }>;

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
  users = { ADMIN: await t.userWithRole('ADMIN'), MANAGER: await t.userWithRole('MANAGER'), USER: await t.userWithRole('USER') };
});
afterAll(() => t?.close());

const patch = (token: string, path: string, payload: Record<string, unknown>) => t.call(token, { method: 'PATCH', url: `/api/${path}`, payload });

describe('order dates', () => {
  it('moves the end and report dates with the start month unless the write sets them', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w, { dateStart: '2026-03-05', dateEnd: '2026-03-20', dateReport: '2026-03-01' }));
    const moved = await patch(t.adminToken, `orders/${o.id}/`, { dateStart: '2026-02-10' });
    expect(moved.json()).toMatchObject({ dateStart: '2026-02-10', dateEnd: '2026-02-28', dateReport: '2026-02-01' });
    const both = await patch(t.adminToken, `orders/${o.id}/`, { dateStart: '2026-04-02', dateEnd: '2026-04-15' });
    expect(both.json()).toMatchObject({ dateEnd: '2026-04-15', dateReport: '2026-04-01' });
    const sameMonth = await patch(t.adminToken, `orders/${o.id}/`, { dateStart: '2026-04-10' });
    expect(sameMonth.json()).toMatchObject({ dateEnd: '2026-04-15' });
  });

  it('refuses dates outside the start month and an end before the start', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w, { dateStart: '2026-03-05', dateEnd: '2026-03-20', dateReport: '2026-03-01' }));
    const before = await patch(t.adminToken, `orders/${o.id}/`, { dateEnd: '2026-03-01' });
    expect(before.statusCode).toBe(400);
    expect(before.json().errors.dateEnd).toEqual(['The end date must not be before the start date']);
    const other = await patch(t.adminToken, `orders/${o.id}/`, { dateReport: '2026-05-01' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.dateReport).toEqual(['The dates must lie in the month of the start date']);
    const created2 = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/', payload: orderPayload(w, { dateStart: '2026-06-03' }) });
    expect(created2.json()).toMatchObject({ dateEnd: '2026-06-30', dateReport: '2026-06-01' });
  });

  it('answers an impossible or wrongly typed date with 400 on the field, on create, PUT and PATCH, and writes nothing', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w, { dateStart: '2026-03-05', dateEnd: '2026-03-20', dateReport: '2026-03-01' }));
    for (const field of ['dateStart', 'dateEnd', 'dateReport'] as const) {
      for (const value of ['2026-02-30', '2026-13-01', 'x', 1, true]) {
        const label = `${field} ${JSON.stringify(value)}`;
        const create = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/', payload: orderPayload(w, { [field]: value }) });
        expect(create.statusCode, label).toBe(400);
        expect(create.json().errors[field], label).toEqual(['Enter a date as YYYY-MM-DD']);
        const update = await patch(t.adminToken, `orders/${o.id}/`, { [field]: value });
        expect(update.statusCode, label).toBe(400);
        expect(update.json().errors[field], label).toEqual(['Enter a date as YYYY-MM-DD']);
        const put = await t.call(t.adminToken, { method: 'PUT', url: `/api/orders/${o.id}/`, payload: { ...o, [field]: value } });
        expect(put.statusCode, label).toBe(400);
      }
    }
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ dateStart: '2026-03-05', dateEnd: '2026-03-20', dateReport: '2026-03-01', updatedAt: o.updatedAt });
  });

  it('requires the fields of spec 1 §5 and refuses a name starting with a pipe', async () => {
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/', payload: { name: '|x', site: '' } });
    expect(answer.statusCode).toBe(400);
    const errors = answer.json().errors;
    for (const field of ['contract', 'brand', 'vertical', 'responsible', 'site']) expect(errors[field], field).toEqual(['Required field']);
    expect(errors.name).toEqual(['The text must not start with |']);
  });
});

describe('AdX', () => {
  it('puts AdX orders in department 5 and only them', async () => {
    const adx = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/', payload: orderPayload(w, { contract: w.adxContract, department: 1 }) });
    expect(adx.statusCode).toBe(400);
    expect(adx.json().errors.department).toEqual(['An AdX order must belong to the AdX department']);
    const ok = await created(t, t.adminToken, 'orders/', orderPayload(w, { contract: w.adxContract, department: 5 }));
    expect(ok.isAdx).toBe(true);
    const plain = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/', payload: orderPayload(w, { department: 5 }) });
    expect(plain.json().errors.department).toEqual(['Only an AdX order may belong to the AdX department']);
  });

  it('gives a new AdX contract organisation 597 and keeps its flag after creation', async () => {
    const adx = await fetched(t, `contracts/${w.adxContract}/`);
    expect(adx).toMatchObject({ isAdx: true, organisation: 597 });
    const change = await patch(t.adminToken, `contracts/${w.adxContract}/`, { isAdx: false });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors.isAdx).toEqual(['This value can be set only when the item is created']);
    const same = await patch(t.adminToken, `contracts/${w.adxContract}/`, { isAdx: true, number: 'ADX-1b' });
    expect(same.statusCode).toBe(200);
  });

  it('applies the contract type rules', async () => {
    const base = { responsible: w.admin, legalEntity: w.legalEntity, date: '2026-02-01', subject: 'MEDIATION', price: 10 };
    const missing = await t.call(t.adminToken, { method: 'POST', url: '/api/contracts/', payload: { ...base, type: 'INTERMEDIARY' } });
    expect(missing.json().errors.intermediaryType).toEqual(['Required field']);
    const service = await created(t, t.adminToken, 'contracts/', { ...base, type: 'SERVICE', intermediaryType: 'COMMERCIAL', parentContract: w.contract });
    expect(service).toMatchObject({ intermediaryType: null, parentContract: null, organisation: 1, status: 'PENDING', nds: 20, ndsIncluded: true, postponeDays: 30, isAdx: false });
    const additional = await created(t, t.adminToken, 'contracts/', { ...base, type: 'ADDITIONAL', parentContract: w.contract });
    expect(additional.parentContract).toBe(w.contract);
    const required = await t.call(t.adminToken, { method: 'POST', url: '/api/contracts/', payload: { postponeDays: -1 } });
    const errors = required.json().errors;
    for (const field of ['legalEntity', 'responsible', 'date', 'price', 'type', 'subject']) expect(errors[field], field).toEqual(['Required field']);
    expect(errors.postponeDays).toEqual(['The value must be a nonnegative integer']);
  });

  it('clones a contract with the AdX flag reverted', async () => {
    const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/clone_revert_adx/${w.contract}/` });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await fetched(t, `contracts/${answer.json().id}/`)).toMatchObject({ isAdx: true, organisation: 597, parentContract: w.contract, number: 'C-1' });
    const back = await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/clone_revert_adx/${answer.json().id}/` });
    expect(await fetched(t, `contracts/${back.json().id}/`)).toMatchObject({ isAdx: false, organisation: 1 });
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/contracts/clone_revert_adx/999999/' })).statusCode).toBe(404);
    const original = await created(t, t.adminToken, 'original_contracts/', { date: '2026-01-01', responsible: w.admin, client: w.legalEntity, customer: w.legalEntity, type: 'SERVICE', subject: 'REPRESENTATION', price: 5 });
    const flipped = await t.call(t.adminToken, { method: 'GET', url: `/api/original_contracts/clone_revert_adx/${original.id}/` });
    expect(await fetched(t, `original_contracts/${flipped.json().id}/`)).toMatchObject({ isAdx: true, parentContractId: original.id, ndsIncluded: true });
  });
});

describe('order lock', () => {
  it('refuses ADMIN, MANAGER and USER what a locked order keeps, and lets a super admin through', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w, { dateStart: '2026-01-05', dateEnd: '2026-01-25', dateReport: '2026-01-01' }));
    const p = await created(t, t.adminToken, 'products/', productPayload(w, o.id));
    const i = await created(t, t.adminToken, 'payments/', { order: o.id, date: '2026-02-01', sum: 10 });
    expect((await patch(users.ADMIN.token, `orders/${o.id}/`, { isLocked: true })).statusCode).toBe(403);
    const lock = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/lock/', payload: {} });
    expect(lock.statusCode).toBe(200);
    expect(lock.json().locked).toBeGreaterThanOrEqual(1);
    expect((await fetched(t, `orders/${o.id}/`)).isLocked).toBe(true);

    for (const role of ['ADMIN', 'MANAGER', 'USER'] as const) {
      const token = users[role].token;
      for (const [field, value] of [['client', null], ['legalEntity', null], ['dateStart', '2026-01-06'], ['dateEnd', '2026-01-26'], ['dateReport', '2026-01-02']] as const) {
        const answer = await patch(token, `orders/${o.id}/`, { [field]: value });
        expect(answer.statusCode, `${role} ${field}`).toBe(403);
        expect(answer.json()).toMatchObject({ detail: 'Locked order can not be changed', field });
      }
      expect((await patch(token, `orders/${o.id}/`, { comment: `by ${role}`, status: 'IN_WORK' })).statusCode, role).toBe(200);
      expect((await patch(token, `products/${p.id}/`, { price: 11 })).json()).toMatchObject({ detail: 'Locked order can not be changed', field: 'price' });
      expect((await patch(token, `products/${p.id}/`, { name: `renamed by ${role}` })).statusCode).toBe(200);
      const newProduct = await t.call(token, { method: 'POST', url: '/api/products/', payload: productPayload(w, o.id) });
      expect(newProduct.json()).toEqual({ detail: 'Locked order can not be changed', code: 'orders.lock.change', values: {} });
      expect((await t.call(token, { method: 'POST', url: '/api/products/clone/', payload: { id: p.id } })).statusCode).toBe(403);
      expect((await t.call(token, { method: 'DELETE', url: `/api/products/${p.id}/` })).statusCode).toBe(403);
      expect((await t.call(token, { method: 'DELETE', url: `/api/payments/${i.id}/` })).statusCode).toBe(403);
      const clone = await t.call(token, { method: 'POST', url: '/api/orders/clone/', payload: { order: o.id, withCreatives: false } });
      expect(clone.json()).toEqual({ detail: 'Locked order can not be cloned', code: 'orders.lock.clone', values: {} });
      const remove = await t.call(token, { method: 'DELETE', url: `/api/orders/${o.id}/` });
      expect(remove.json()).toEqual({ detail: 'Locked order can not be deleted', code: 'orders.lock.delete', values: {} });
      expect((await t.call(token, { method: 'POST', url: '/api/orders/lock/', payload: {} })).statusCode).toBe(403);
    }
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ sumWithoutNds: 1000, dateStart: '2026-01-05' });

    expect((await patch(t.adminToken, `orders/${o.id}/`, { dateEnd: '2026-01-28' })).statusCode).toBe(200);
    expect((await patch(t.adminToken, `products/${p.id}/`, { price: 12 })).statusCode).toBe(200);
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/orders/clone/', payload: { order: o.id, withCreatives: false } })).statusCode).toBe(201);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/orders/${o.id}/` })).statusCode).toBe(204);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/products/${p.id}/` })).statusCode).toBe(404);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/payments/${i.id}/` })).statusCode).toBe(404);
    const history = (await t.call(t.adminToken, { method: 'GET', url: `/api/products/${p.id}/history/` })).json();
    expect(JSON.stringify(history)).toContain('delete');
  });

  it('keeps a locked order\'s payments: none created, moved out or in, sum changed or deleted, except by a super admin', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w, { dateStart: '2026-01-05', dateEnd: '2026-01-25', dateReport: '2026-01-01' }));
    await created(t, t.adminToken, 'products/', productPayload(w, o.id));
    const paid = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/set_paid/', payload: { order: o.id } });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json() as { id: number; sum: number; updatedAt: string };
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/orders/lock/', payload: {} })).statusCode).toBe(200);
    const open = await created(t, t.adminToken, 'orders/', orderPayload(w, { dateStart: `${thisMonth()}-01` }));
    const openPayment = await created(t, t.adminToken, 'payments/', { order: open.id, date: today(), sum: 5 });
    const before = await fetched(t, `orders/${o.id}/`);
    expect(before).toMatchObject({ isLocked: true, paymentStatus: 'PAID' });

    const refused = { detail: 'Locked order can not be changed', code: 'orders.lock.change', values: {} };
    for (const role of ['ADMIN', 'MANAGER', 'USER'] as const) {
      const token = users[role].token;
      expect((await patch(token, `payments/${payment.id}/`, { sum: 1 })).json(), role).toMatchObject({ ...refused, field: 'sum' });
      expect((await patch(token, `payments/${payment.id}/`, { order: open.id })).json(), role).toMatchObject({ ...refused, field: 'order' });
      const put = await t.call(token, { method: 'PUT', url: `/api/payments/${payment.id}/`, payload: { ...payment, updatedAt: undefined, order: open.id } });
      expect(put.json(), role).toMatchObject({ ...refused, field: 'order' });
      expect((await patch(token, `payments/${openPayment.id}/`, { order: o.id })).json(), role).toEqual(refused);
      expect((await t.call(token, { method: 'POST', url: '/api/payments/', payload: { order: o.id, date: today(), sum: 5 } })).json(), role).toEqual(refused);
      expect((await t.call(token, { method: 'DELETE', url: `/api/payments/${payment.id}/` })).json(), role).toEqual(refused);
      expect((await patch(token, `payments/${payment.id}/`, { number: `by ${role}` })).statusCode, role).toBe(200);
    }
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ paymentStatus: 'PAID', paymentSum: before.paymentSum });
    expect(await fetched(t, `payments/${openPayment.id}/`)).toMatchObject({ order: open.id });

    expect((await patch(t.adminToken, `payments/${payment.id}/`, { order: open.id })).statusCode).toBe(200);
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ paymentStatus: 'NOT_PAID' });
    expect((await patch(t.adminToken, `payments/${payment.id}/`, { order: o.id })).statusCode).toBe(200);
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ paymentStatus: 'PAID' });
  });
});

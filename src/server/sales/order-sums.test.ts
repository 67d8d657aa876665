/**
 * The order's sums, payment status and actual payment date follow every write to its products
 * and invoices (API.md "Sales"), in the same transaction, also under concurrent writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, orderPayload, productPayload, salesWorld, today, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let w: SalesWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
});
afterAll(() => t?.close());

const order = (id: number) => fetched(t, `orders/${id}/`);

describe('order sums', () => {
  it('rolls the products up and follows the invoices', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w));
    expect(o).toMatchObject({ sumWithNds: 0, paymentSum: 0, paymentStatus: 'NOT_PAID', status: 'PREPARED', nds: 20 });
    expect(o.number).toMatch(/^\d{4}-\d{5}$/);

    const p1 = await created(t, t.adminToken, 'products/', productPayload(w, o.id, { price: 123.45, amount: 10, discount: 10, commission: 15 }));
    // 1234.5 less 10 % = 1111.05; with 20 % VAT 1333.26; commission 15 % = 166.66 (166.6575)
    expect(p1).toMatchObject({ sumWithoutNds: 1111.05, sumWithNds: 1333.26, commissionSum: 166.66, netSum: 944.39, nds: 20 });
    const p2 = await created(t, t.adminToken, 'products/', productPayload(w, o.id, { type: 'IMPRESSIONS', price: 250, amount: 40000, format: w.format2, discountType: 'RUB', discount: 1000, ndsCalculation: 'HIGHLIGHT' }));
    expect(p2).toMatchObject({ sumWithoutNds: 9000, sumWithNds: 9000 });

    expect(await order(o.id)).toMatchObject({ sumWithoutNds: 10111.05, sumWithNds: 10333.26, commission: 166.66, netSum: 9944.39, amount: 40010, formats: 'Banner 240x400, Video pre-roll' });
    // Filters and orderings on stored and computed fields the table shows.
    const list = async (query: string) => {
      const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/orders/?dateReport__btw=2000-01-01,2100-01-01&department=1&${query}` });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { count: number; total: Record<string, number>; results: Array<{ id: number }> };
    };
    expect((await list('sumWithNds__gte=10333.26')).results.map((r) => r.id)).toEqual([o.id]);
    expect((await list(`paymentStatus__in=NOT_PAID,PARTIALLY_PAID&id=${o.id}`)).count).toBe(1);
    expect((await list('ordering=-sumWithNds')).results[0].id).toBe(o.id);
    expect((await list('formats__cnt=pre-roll')).results.map((r) => r.id)).toEqual([o.id]);
    expect((await list('ordering=-formats&page_size=1')).count).toBeGreaterThan(0);
    expect((await list('wastedDays__gte=0&sumWithNds__gte=10000')).total).toMatchObject({ sumWithNds: 10333.26, sumWithoutNds: 10111.05, commission: 166.66 });

    const i1 = await created(t, t.adminToken, 'payments/', { order: o.id, date: '2026-01-05', sum: 5000 });
    expect(i1).toMatchObject({ client: w.client, responsible: w.admin });
    const byResponsible = (ids: string) => t.call(t.adminToken, { method: 'GET', url: `/api/payments/?date__btw=2026-01-01,2026-02-01&responsible__in=${ids}` });
    expect((await byResponsible(`${w.admin},999999`)).json().results.map((r: { id: number }) => r.id)).toContain(i1.id);
    expect((await byResponsible('999999')).json().count).toBe(0);
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/payments/', payload: { order: o.id, date: '2026-01-05', sum: 0 } })).json().errors.sum).toEqual(['The value must be a number greater than 0']);
    const noOrder = (await t.call(t.adminToken, { method: 'POST', url: '/api/payments/', payload: { sum: 5, date: null } })).json().errors;
    expect(noOrder).toMatchObject({ order: ['Required field'], date: ['Required field'] });
    expect(await order(o.id)).toMatchObject({ paymentSum: 5000, paymentStatus: 'PARTIALLY_PAID', actualPaymentDate: null });
    await created(t, t.adminToken, 'payments/', { order: o.id, date: '2026-01-20', sum: 5333.26 });
    await created(t, t.adminToken, 'payments/', { order: o.id, date: '2026-01-25', sum: 1 });
    expect(await order(o.id)).toMatchObject({ paymentSum: 10334.26, paymentStatus: 'PAID', actualPaymentDate: '2026-01-20', wastedDays: 0 });

    // The order's VAT changes the products' sums with VAT and so the order's.
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/orders/${o.id}/`, payload: { nds: 0 } });
    expect(await fetched(t, `products/${p1.id}/`)).toMatchObject({ sumWithNds: 1111.05, nds: 0 });
    expect(await order(o.id)).toMatchObject({ sumWithNds: 10111.05, paymentStatus: 'PAID' });

    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/products/${p2.id}/` })).statusCode).toBe(204);
    expect(await order(o.id)).toMatchObject({ sumWithoutNds: 1111.05, formats: 'Banner 240x400' });
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/payments/${i1.id}/` })).statusCode).toBe(204);
    expect(await order(o.id)).toMatchObject({ paymentSum: 5334.26, paymentStatus: 'PAID' });
  });

  it('loses no product when two requests add products to one order at once', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w));
    const writes = Array.from({ length: 8 }, (_, i) =>
      t.call(t.adminToken, { method: 'POST', url: '/api/products/', payload: productPayload(w, o.id, { price: i + 1, amount: 1, ndsCalculation: 'HIGHLIGHT' }) }),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(await order(o.id)).toMatchObject({ sumWithoutNds: 36, sumWithNds: 36 });

    const products = (await t.call(t.adminToken, { method: 'GET', url: `/api/products/?order=${o.id}` })).json().results as Array<{ id: number }>;
    const patches = await Promise.all(
      products.map((p) => t.call(t.adminToken, { method: 'PATCH', url: `/api/products/${p.id}/`, payload: { amount: 2 } })),
    );
    expect(patches.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await order(o.id)).toMatchObject({ sumWithoutNds: 72, sumWithNds: 72 });
  });

  it('counts wasted days from the contract due date while unpaid, and lists receivables', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w, { dateStart: '2026-01-01', dateEnd: '2026-01-31', dateReport: '2026-01-01' }));
    await created(t, t.adminToken, 'products/', productPayload(w, o.id));
    const due = new Date(Date.UTC(2026, 0, 31 + 30));
    const expected = Math.floor((Date.parse(today()) - due.getTime()) / 86_400_000);
    expect((await order(o.id)).wastedDays).toBe(Math.max(0, expected));
    const debt = await fetched(t, `orders/accounting/${o.id}/`);
    expect(debt).toMatchObject({ dueDate: '2026-03-02', lateDays: expected, debt: 1200, sumWithNds: 1200 });
    const patched = await t.call(t.adminToken, { method: 'PATCH', url: `/api/orders/accounting/${o.id}/`, payload: { accComment: 'Promised Friday', accPredictPaymentDate: '2026-12-04' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/orders/accounting/${o.id}/` })).statusCode).toBe(405);
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/orders/accounting/', payload: {} })).statusCode).toBe(405);
    const late = await t.call(t.adminToken, { method: 'GET', url: `/api/orders/accounting/?lateDays__gt=60&name=Late` });
    expect(late.json().count).toBe(0);

    // The contract's payment delay moves the due date of its orders.
    const contract = await created(t, t.adminToken, 'contracts/', { responsible: w.admin, legalEntity: w.legalEntity, date: '2026-01-01', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, postponeDays: 10 });
    const moved = await created(t, t.adminToken, 'orders/', orderPayload(w, { name: 'Late', contract: contract.id, dateStart: '2026-01-01', dateEnd: '2026-01-31', dateReport: '2026-01-01' }));
    await created(t, t.adminToken, 'products/', productPayload(w, moved.id));
    expect(await fetched(t, `orders/accounting/${moved.id}/`)).toMatchObject({ dueDate: '2026-02-10' });
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/contracts/${contract.id}/`, payload: { postponeDays: 45 } });
    expect(await fetched(t, `orders/accounting/${moved.id}/`)).toMatchObject({ dueDate: '2026-03-17' });
    const lateDays = Math.floor((Date.parse(today()) - Date.parse('2026-03-17')) / 86_400_000);
    const byLateness = await t.call(t.adminToken, { method: 'GET', url: `/api/orders/accounting/?lateDays__gt=60&name=Late` });
    expect(byLateness.json().count).toBe(lateDays > 60 ? 1 : 0);
  });
});

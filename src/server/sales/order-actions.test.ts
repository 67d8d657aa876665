/**
 * Order actions (API.md "Sales"): clone, split, merge, set paid, the margin table, the
 * statistics of the filtered orders and the clients' yearly grid — each all or nothing.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { whileUsersReadOwn } from '../../../dev/testing/read-rule';
import { order } from '../../domain/sales/orders';
import { created, fetched, orderWithProducts, salesWorld, today, type Row, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let w: SalesWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
});
afterAll(() => t?.close());

const post = (path: string, payload: Record<string, unknown>, token = t.adminToken) => t.call(token, { method: 'POST', url: `/api/${path}`, payload });
const productsOf = async (orderId: number) => (await t.call(t.adminToken, { method: 'GET', url: `/api/products/?order=${orderId}&ordering=id` })).json().results as Row[];
const march = { dateStart: '2026-03-01', dateEnd: '2026-03-31', dateReport: '2026-03-01' };

const orderWith = (prices: number[], extra: Record<string, unknown> = {}): Promise<Row> =>
  orderWithProducts(t, w, { ...march, ...extra }, prices.map((price) => ({ price, amount: 1, ndsCalculation: 'HIGHLIGHT' })));

describe('clone', () => {
  it('copies fields and products with a new number, PREPARED, unlocked and without invoices', async () => {
    const o = await orderWith([100, 200], { status: 'IN_WORK', comment: 'original' });
    await created(t, t.adminToken, 'payments/', { order: o.id, date: '2026-03-10', sum: 300 });
    const answer = await post('orders/clone/', { order: o.id, withCreatives: true });
    expect(answer.statusCode, answer.body).toBe(201);
    const copy = await fetched(t, `orders/${answer.json().order}/`);
    expect(copy).toMatchObject({ name: o.name, comment: 'original', status: 'PREPARED', isLocked: false, sumWithNds: 300, paymentSum: 0, paymentStatus: 'NOT_PAID' });
    expect(copy.number).not.toBe(o.number);
    expect((await productsOf(Number(copy.id))).map((p) => p.price)).toEqual([100, 200]);
    expect((await post('orders/clone/', { order: 99999999 })).statusCode).toBe(404);
    expect((await post('orders/clone/', {})).statusCode).toBe(400);
  });
});

describe('split and merge', () => {
  it('splits every product after the first into new orders and merges them back', async () => {
    const o = await orderWith([10, 20, 30]);
    const single = await orderWith([5]);
    const split = await post('orders/split/', { orders: [o.id, single.id] });
    expect(split.statusCode, split.body).toBe(200);
    const urls = split.json().orders as string[];
    expect(urls).toHaveLength(2);
    const newIds = urls.map((url) => Number(url.replace('/order/', '')));
    expect(urls.every((url) => /^\/order\/\d+$/.test(url))).toBe(true);
    expect((await productsOf(o.id)).map((p) => p.price)).toEqual([10]);
    expect((await fetched(t, `orders/${o.id}/`)).sumWithNds).toBe(10);
    expect((await productsOf(newIds[0])).map((p) => p.price)).toEqual([20]);
    expect((await fetched(t, `orders/${newIds[1]}/`))).toMatchObject({ sumWithNds: 30, name: o.name });
    expect((await productsOf(single.id))).toHaveLength(1);

    await created(t, t.adminToken, 'payments/', { order: newIds[1], date: '2026-03-15', sum: 30 });
    const merge = await post('orders/merge/', { orders: [newIds[1], o.id, newIds[0]] });
    expect(merge.statusCode, merge.body).toBe(200);
    expect(merge.json()).toEqual({ id: o.id });
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ sumWithNds: 60, paymentSum: 30, paymentStatus: 'PARTIALLY_PAID' });
    for (const id of newIds) expect((await t.call(t.adminToken, { method: 'GET', url: `/api/orders/${id}/` })).statusCode).toBe(404);
  });

  it('refuses to merge orders of different clients, contracts or months, and changes nothing', async () => {
    const a = await orderWith([1]);
    const b = await orderWith([2], { dateStart: '2026-04-01', dateEnd: '2026-04-30', dateReport: '2026-04-01' });
    const answer = await post('orders/merge/', { orders: [a.id, b.id] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ detail: 'The orders must share the report month', errors: { dateReport: ['The orders must share the report month'] } });
    expect((await post('orders/merge/', { orders: [a.id] })).statusCode).toBe(400);
    expect(await productsOf(b.id)).toHaveLength(1);
  });

  it('rolls the whole merge back when one step fails half-way', async () => {
    const a = await orderWith([1]);
    const b = await orderWith([2]);
    const c = await orderWith([3]);
    // The last order is locked: its delete is refused after the products have already moved.
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/orders/${c.id}/`, payload: { isLocked: true } });
    const user = await t.userWithRole('MANAGER');
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/orders/${c.id}/`, payload: { isLocked: false } });
    const p = (await productsOf(c.id))[0];
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/orders/${c.id}/`, payload: { isLocked: true } });
    const answer = await post('orders/merge/', { orders: [a.id, b.id, c.id] }, user.token);
    expect(answer.statusCode).toBe(403);
    expect((await productsOf(a.id)).map((x) => x.price)).toEqual([1]);
    expect((await productsOf(b.id)).map((x) => x.price)).toEqual([2]);
    expect((await fetched(t, `products/${p.id}/`)).order).toBe(c.id);
    expect((await fetched(t, `orders/${a.id}/`)).sumWithNds).toBe(1);
    const history = (await t.call(t.adminToken, { method: 'GET', url: `/api/products/${(await productsOf(b.id))[0].id}/history/` })).json();
    expect(history.filter((h: { action: string }) => h.action === 'update')).toHaveLength(0);
  });
});

describe('set paid', () => {
  it('invoices the unpaid remainder today and refuses a paid order', async () => {
    const o = await orderWith([100.1, 0.2]);
    await created(t, t.adminToken, 'payments/', { order: o.id, date: '2026-03-02', sum: 50 });
    const answer = await post('orders/set_paid/', { order: o.id });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ order: o.id, sum: 50.3, date: today(), client: w.client });
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ paymentStatus: 'PAID', paymentSum: 100.3, actualPaymentDate: today() });
    const again = await post('orders/set_paid/', { order: o.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('The order is already paid');
  });
});

describe('margin table', () => {
  it('answers NoLockOrders while an order of the month is unlocked, then builds the spreadsheet', async () => {
    const o = await orderWith([100], { dateStart: '2025-07-01', dateEnd: '2025-07-31', dateReport: '2025-07-01' });
    expect((await post('orders/send_to_mt/', { date: '2025-07-01' })).json()).toEqual({ detail: 'NoLockOrders', code: 'orders.noLockOrders', values: {} });
    const manager = await t.userWithRole('MANAGER');
    expect((await post('orders/send_to_mt/', { date: '2025-07-01' }, manager.token)).statusCode).toBe(403);
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/orders/${o.id}/`, payload: { isLocked: true } });
    const answer = await post('orders/send_to_mt/', { date: '2025-07-01' });
    expect(answer.statusCode, answer.body).toBe(200);
    const task = await t.waitForTask(answer.json().taskId);
    expect(task.state, JSON.stringify(task.detail)).toBe('SUCCESS');
    const file = await t.call(t.adminToken, { method: 'GET', url: `/api/files/temp/${(task.detail as { fileId: number }).fileId}/` });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Margin table')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Order');
    expect(sheet.getRow(2).getCell(1).value).toBe(o.number);
    expect(sheet.rowCount).toBe(2);
  });
});

describe('statistics', () => {
  it('sums the filtered orders and draws their distributions', async () => {
    const month = { dateStart: '2024-05-01', dateEnd: '2024-05-31', dateReport: '2024-05-01' };
    const a = await orderWith([1000, 500], month);
    await orderWith([250], month);
    const answer = await t.call(t.adminToken, { method: 'GET', url: '/api/orders/statistic/?dateReport__btw=2024-05-01,2024-06-01' });
    expect(answer.statusCode, answer.body).toBe(200);
    const stats = answer.json();
    expect(stats).toMatchObject({ ordersCount: 2, ordersSum: 1750, averageOrderSum: 875, clientsCount: 1, brandsCount: 1, activeClientsPercent: 100 });
    expect(stats.departmentPie).toEqual([{ t: 'Sales', v: 1750 }]);
    expect(stats.ordersPie[0]).toMatchObject({ order: a.id, total: 1500, name: a.name });
    expect(stats.orderSumsDistrib[0]).toEqual({ t: '< 100K', v: 2 });
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/orders/statistic/?nosuch=1' })).statusCode).toBe(400);
  });

  it('gives the clients yearly grid without canceled orders', async () => {
    const month = { dateStart: '2023-02-01', dateEnd: '2023-02-28', dateReport: '2023-02-01' };
    await orderWith([70], month);
    await orderWith([30], { ...month, status: 'CANCELED' });
    const rows = (await t.call(t.adminToken, { method: 'GET', url: '/api/clients/statistic/?year=2023' })).json();
    expect(rows).toEqual([{ client: w.client, date: '2023-02-01', sum: 70 }]);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/clients/statistic/?year=abc' })).statusCode).toBe(400);
  });

  it("counts in a user's clients grid only the orders the read rule lets them see", async () => {
    const month = { dateStart: '2022-05-01', dateEnd: '2022-05-31', dateReport: '2022-05-01' };
    const user = await t.userWithRole('USER');
    await orderWith([40], { ...month, responsible: user.id });
    await orderWith([2], month);
    const grid = (token: string) => t.call(token, { method: 'GET', url: '/api/clients/statistic/?year=2022' }).then((answer) => answer.json());
    await whileUsersReadOwn(order, 'responsible', async () => {
      expect(await grid(user.token)).toEqual([{ client: w.client, date: '2022-05-01', sum: 40 }]);
      expect(await grid(t.adminToken)).toEqual([{ client: w.client, date: '2022-05-01', sum: 42 }]);
    });
    expect(await grid(user.token)).toEqual([{ client: w.client, date: '2022-05-01', sum: 42 }]);
  });
});

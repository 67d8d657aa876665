/**
 * The loader on a small generated set: every order is one this project accepts (domain rules,
 * and the server's own writes leave it unchanged), and the reference's query mix answers the
 * `count` and `total.sumWithNds` computed independently from the CSV rows.
 * Needs the reference folder (DRF_PEER_DIR, default /work/shared/peers/drf) and /usr/bin/python3.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentError } from '../../src/domain/sales/adx';
import { dueDate } from '../../src/domain/sales/due-date';
import { orderDateErrors } from '../../src/domain/sales/order-dates';
import { paymentStatus } from '../../src/domain/sales/payment-status';
import { productSums } from '../../src/domain/sales/product-sums';
import { createTestServer, type TestServer } from '../../dev/testing/test-server';
import { loadReferenceOrders, type LoadResult } from './load-orders';
import { benchQueries } from './query-mix';
import { defaultPeerDir, generateReferenceCsv, readOrders, type ReferenceOrder } from './reference-csv';

const orders = 2_000;
const peerAvailable = fs.existsSync(path.join(defaultPeerDir, 'datagen', 'orders_data.py'));

let t: TestServer;
let dataDir: string;
let loaded: LoadResult;
const csv: ReferenceOrder[] = [];

beforeAll(async () => {
  if (!peerAvailable) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-million-test-'));
  const files = generateReferenceCsv(defaultPeerDir, dataDir, orders);
  for await (const row of readOrders(files.orders)) csv.push(row);
  t = await createTestServer();
  loaded = await loadReferenceOrders(t.ctx.database, files);
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const money = (value: unknown) => Math.round(Number(value) * 100);

/** What the reference answers for one query, computed from the CSV rows. */
function expectedAnswer(query: string): { count: number; total: number } {
  const params = new URLSearchParams(query);
  const [from, to] = (params.get('dateReport__btw') ?? '').split(',');
  const term = params.get('name__cnt')?.toLowerCase();
  const statuses = params.get('status__in')?.split(',');
  const department = params.get('department');
  const matching = csv.filter(
    (o) =>
      o.dateReport >= from &&
      o.dateReport < to &&
      (!term || o.name.toLowerCase().includes(term)) &&
      (!statuses || statuses.includes(o.status)) &&
      (!department || o.departmentId === Number(department)),
  );
  return { count: matching.length, total: matching.reduce((sum, o) => sum + o.sumWithNds, 0) };
}

describe.skipIf(!peerAvailable)('loading the reference orders', () => {
  it('stores every CSV order with its report date, department, status and sums', async () => {
    expect(loaded).toMatchObject({ orders, reused: false, sumWithNds: csv.reduce((sum, o) => sum + o.sumWithNds, 0) });
    const { rows } = await t.ctx.database.query(
      'select o.*, o.date_report::text as report, c.name as client_name from orders o join clients c on c.id = o.client_id order by o.id',
    );
    expect(rows.map((r) => Number(r.id))).toEqual(csv.map((o) => o.id));
    rows.forEach((r, i) => {
      const o = csv[i];
      expect([r.name, r.status, Number(r.department_id), r.report, r.currency, money(r.sum_with_nds), money(r.sum_without_nds)]).toEqual([
        o.name, o.status, o.departmentId, o.dateReport, o.currency, o.sumWithNds, o.sumWithoutNds,
      ]);
      expect(String(r.client_name).split(' ')[0]).toBe(o.name.split(' ')[0]);
    });
  });

  it('keeps every order valid by the domain rules: dates, AdX department, due date, product sums, payment status, number', async () => {
    const { rows } = await t.ctx.database.query(`
      select o.id, o.number, o.date_report::text, o.date_start::text, o.date_end::text, o.due_date::text, o.department_id, o.nds, o.payment_status,
             o.sum_without_nds, o.sum_with_nds, o.commission, o.net_sum, o.amount, o.payment_sum,
             c.is_adx, c.postpone_days, p.type, p.price, p.amount as p_amount, p.amount_fact, p.realized_items, p.discount, p.discount_type,
             p.commission as p_commission, p.commission_type, p.nds_calculation, p.plan_price, p.true_price,
             p.sum_without_nds as p_without, p.sum_with_nds as p_with, p.commission_sum, p.net_sum as p_net, p.margin_planned, p.margin_actual,
             (select count(*)::int from products q where q.order_id = o.id) as products,
             (select coalesce(sum(i.sum), 0) from invoices i where i.order_id = o.id) as invoiced
      from orders o join contracts c on c.id = o.contract_id join products p on p.order_id = o.id order by o.id`);
    expect(rows).toHaveLength(orders);
    rows.forEach((r, i) => {
      const o = csv[i];
      expect(orderDateErrors({ dateStart: r.date_start as string, dateEnd: r.date_end as string, dateReport: r.date_report as string })).toEqual({});
      expect(departmentError(r.is_adx as boolean, Number(r.department_id))).toBeNull();
      expect(r.due_date).toBe(dueDate(r.date_end as string, Number(r.postpone_days)));
      expect(r.number).toMatch(new RegExp(`^${o.dateReport.slice(0, 4)}-\\d{5,}$`));
      const sums = productSums(
        {
          type: r.type as string, price: Number(r.price), amount: Number(r.p_amount), amountFact: Number(r.amount_fact), realizedItems: Number(r.realized_items),
          discount: Number(r.discount), discountType: r.discount_type as string, commission: Number(r.p_commission), commissionType: r.commission_type as string,
          ndsCalculation: r.nds_calculation as string, planPrice: Number(r.plan_price), truePrice: Number(r.true_price),
        },
        Number(r.nds),
      );
      expect(sums).toEqual({
        sumWithoutNds: Number(r.p_without), sumWithNds: Number(r.p_with), commissionSum: Number(r.commission_sum), netSum: Number(r.p_net),
        marginPlanned: Number(r.margin_planned), marginActual: Number(r.margin_actual),
      });
      expect(r.products).toBe(1);
      expect([money(r.sum_without_nds), money(r.sum_with_nds), money(r.commission), money(r.net_sum), Number(r.amount), money(r.payment_sum)]).toEqual([
        o.sumWithoutNds, o.sumWithNds, money(sums.commissionSum), money(sums.netSum), Number(r.p_amount), money(r.invoiced),
      ]);
      expect(paymentStatus(Number(r.sum_with_nds), Number(r.payment_sum))).toBe(o.paymentStatus);
      expect(r.payment_status).toBe(o.paymentStatus);
    });
  });

  it("leaves orders unchanged when the server's own writes recompute them", async () => {
    const picks = [
      csv.find((o) => o.departmentId === 5 && o.paymentStatus === 'PARTIALLY_PAID'),
      csv.find((o) => o.sumWithNds === o.sumWithoutNds && o.paymentStatus === 'NOT_PAID'),
      csv.find((o) => o.departmentId !== 5 && o.paymentStatus === 'PAID' && o.comment !== ''),
    ];
    for (const o of picks) {
      expect(o).toBeDefined();
      const before = (await t.call(t.adminToken, { method: 'GET', url: `/api/orders/${o!.id}/` })).json();
      const saved = await t.call(t.adminToken, { method: 'PATCH', url: `/api/orders/${o!.id}/`, payload: { name: `${o!.name} ` } });
      expect(saved.statusCode, saved.body).toBe(200);
      const product = (await t.ctx.database.query('select id from products where order_id = $1', [o!.id])).rows[0];
      const touched = await t.call(t.adminToken, { method: 'PATCH', url: `/api/products/${product.id}/`, payload: { name: 'Placement, checked' } });
      expect(touched.statusCode, touched.body).toBe(200);
      const after = (await t.call(t.adminToken, { method: 'GET', url: `/api/orders/${o!.id}/` })).json();
      for (const field of ['sumWithoutNds', 'sumWithNds', 'commission', 'netSum', 'amount', 'paymentSum', 'paymentStatus', 'dueDate', 'dateStart', 'dateEnd', 'dateReport', 'name']) {
        expect([field, after[field]]).toEqual([field, before[field]]);
      }
    }
  });

  it("answers the reference's query mix with the count and total computed from the CSV", async () => {
    const queries = benchQueries(defaultPeerDir, { F_DATE: 'dateReport', F_NAME: 'name', F_STATUS: 'status', F_DEPT: 'department' });
    const sample = Object.entries(queries).flatMap(([type, list]) => (type === 'mix' ? [] : list.filter((_, i) => i % 3 === 0)));
    expect(sample.length).toBeGreaterThan(100);
    let nonEmpty = 0;
    for (const query of sample) {
      const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/orders/?${query}` });
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json() as { count: number; total: { sumWithNds: number } };
      const expected = expectedAnswer(query);
      expect([query, body.count, money(body.total.sumWithNds)]).toEqual([query, expected.count, expected.total]);
      if (expected.count > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(sample.length / 2);
  });

  it('reuses a database that already holds the same data', async () => {
    const files = generateReferenceCsv(defaultPeerDir, dataDir, orders);
    expect(await loadReferenceOrders(t.ctx.database, files)).toMatchObject({ orders, reused: true });
  });
});

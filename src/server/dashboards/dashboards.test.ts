/**
 * The dashboards (spec 2 §2.6, §3, §7.5): every figure of the three answers is checked against
 * a figure computed here, in whole kopecks, from the rows the generic lists return.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../items/system-actor';
import { systemReader } from '../items/readers';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, type Row } from '../../../dev/fixtures/sales-fixtures';
import { whileUsersReadOwn } from '../../../dev/testing/read-rule';
import { order } from '../../domain/sales/orders';
import { ageingSource, readAgeingData, type AgeingLimits, type AgeingQuery } from './ageing-data';
import { paymentsFromInvoices, paymentsFromMonthSums, profitsFromMonthSums, profitsFromOrders } from './holding-revenue-data';
import { summaryFromMonthSums, summaryFromOrders } from './summary-data';
import { databaseToday } from './database-today';
import { dashboardWorld, fromKopecks, kopecks, listed, orderDates, orderWith, type DashboardWorld } from '../../../dev/fixtures/dashboards-fixtures';

let t: TestServer;
let w: DashboardWorld;
const everyRow = systemReader('the test compares the rollups with every row');

beforeAll(async () => {
  t = await createTestServer();
  w = await dashboardWorld(t);
});
afterAll(() => t?.close());

const get = (path: string, token: string | null = t.adminToken) => t.call(token, { method: 'GET', url: `/api/statistics/${path}` });

type Cells = Map<string, number>;
const add = (cells: Cells, key: string, value: number) => cells.set(key, (cells.get(key) ?? 0) + value);

describe('who sees the dashboards', () => {
  it('answers every signed-in role and nobody else', async () => {
    const user = await t.userWithRole('USER');
    for (const path of ['dash/', 'ageing/', 'holding/?year=2025']) {
      expect((await get(path, user.token)).statusCode, path).toBe(200);
      expect((await get(path, null)).statusCode, path).toBe(401);
    }
  });

  it('refuses malformed parameters with 400', async () => {
    expect((await get('ageing/?department=sales')).statusCode).toBe(400);
    expect((await get('ageing/?responsible=1;drop')).statusCode).toBe(400);
    expect((await get('holding/?year=abc')).statusCode).toBe(400);
    expect((await get('holding/?year=1999')).statusCode).toBe(400);
  });
});

/** Days from `from` to `to` (YYYY-MM-DD), counted on the calendar. */
const daysBetween = (from: string, to: string) => Math.round((Date.UTC(+to.slice(0, 4), +to.slice(5, 7) - 1, +to.slice(8, 10)) - Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10))) / 86_400_000);

function expectedBucket(due: string, today: string): string {
  const late = daysBetween(due, today);
  if (due.slice(0, 7) > today.slice(0, 7)) return 'next';
  if (late <= 0) return 'current';
  if (late <= 30) return 'before30';
  if (late <= 60) return 'before60';
  if (late <= 90) return 'before90';
  return 'over90';
}

const bucketNames = ['next', 'current', 'before30', 'before60', 'before90', 'over90', 'total'];

/** The ageing answer computed from the listed orders, clients and holdings. */
async function expectedAgeing(today: string, filter = '') {
  const clients = new Map((await listed(t, 'clients/')).map((row) => [row.id, row]));
  const holdings = new Map((await listed(t, 'holdings/')).map((row) => [row.id, row]));
  const unpaid = (await listed(t, `orders/?ordering=id${filter}`)).filter((row) => row.status !== 'CANCELED' && kopecks(row.sumWithNds) > kopecks(row.paymentSum));
  const groups = new Map<string, { holding: number | null; name: string; clients: Map<number, string>; sums: Cells; orders: Map<string, number[]> }>();
  const months = new Map<string, { sum: number; orders: number[] }>();
  for (const row of unpaid) {
    const client = row.client === null ? null : clients.get(row.client as number)!;
    const holding = (client?.holding as number | null | undefined) ?? null;
    const key = holding !== null ? `h${holding}` : `c${row.client}`;
    const group = groups.get(key) ?? {
      holding,
      name: holding !== null ? String(holdings.get(holding)!.name) : String(client?.name ?? ''),
      clients: new Map(),
      sums: new Map(),
      orders: new Map(),
    };
    groups.set(key, group);
    if (client) group.clients.set(client.id, String(client.name));
    const debt = kopecks(row.sumWithNds) - kopecks(row.paymentSum);
    for (const bucket of [expectedBucket(String(row.dueDate), today), 'total']) {
      add(group.sums, bucket, debt);
      group.orders.set(bucket, [...(group.orders.get(bucket) ?? []), row.id]);
    }
    const month = `${String(row.dueDate).slice(0, 7)}-01`;
    const entry = months.get(month) ?? { sum: 0, orders: [] };
    months.set(month, { sum: entry.sum + debt, orders: [...entry.orders, row.id] });
  }
  const rows = [...groups.values()].map((group) => ({
    holding: group.holding,
    name: group.name,
    clients: [...group.clients].map(([v, t]) => ({ v, t })).sort((a, b) => a.t.localeCompare(b.t)),
    ...Object.fromEntries(
      bucketNames.map((bucket) => {
        const ids = group.orders.get(bucket) ?? [];
        return [bucket, { sum: fromKopecks(group.sums.get(bucket) ?? 0), count: ids.length, orders: ids }];
      }),
    ),
  }));
  let cumulative = 0;
  const month = [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, entry]) => ({ date, sum: fromKopecks(entry.sum), cumulative: fromKopecks((cumulative += entry.sum)), count: entry.orders.length, orders: entry.orders }));
  return { rows, month };
}

/** The ageing for the admin from the debts rollup, checked against the same from the orders. */
async function ageing(query: AgeingQuery, today: string, limits?: AgeingLimits) {
  const source = ageingSource(t.ctx, systemActor(w.admin), query);
  const fromDebts = await readAgeingData(t.ctx.database.db, source, today, limits);
  expect(fromDebts, 'the rollup against the orders').toEqual(await readAgeingData(t.ctx.database.db, { ...source, debts: null }, today, limits));
  return fromDebts;
}

const byName = (a: { name: string; holding: number | null }, b: { name: string; holding: number | null }) => a.name.localeCompare(b.name);

describe('debt ageing (statistics/ageing/)', () => {
  const today = '2026-03-15';
  const made: Record<string, Row> = {};

  beforeAll(async () => {
    const holdingOrder = { client: w.client };
    made.next = await orderWith(t, w, { ...holdingOrder, ...orderDates('2026-03-31') }, [1000.01]); // due 04-30
    made.current = await orderWith(t, w, { client: w.holdingClient, ...orderDates('2026-02-18') }, [500], [{ date: '2026-03-01', sum: 100 }]); // due 03-20
    made.before30 = await orderWith(t, w, { ...holdingOrder, ...orderDates('2026-01-30') }, [33.33, 66.67]); // due 03-01, 14 days late
    made.before30b = await orderWith(t, w, { ...holdingOrder, ...orderDates('2026-02-20'), contract: w.otherContract }, [70]); // due 03-02 (10 days' delay)
    made.before60 = await orderWith(t, w, { client: w.loneClient, ...orderDates('2026-01-02') }, [250.5]); // due 02-01, 42 days
    made.before90 = await orderWith(t, w, { client: w.loneClient, ...orderDates('2025-12-02') }, [99.99]); // due 01-01, 73 days
    made.over90 = await orderWith(t, w, { client: w.holdingClient, ...orderDates('2025-06-30') }, [10]); // due 2025-07-30
    made.paid = await orderWith(t, w, { ...holdingOrder, ...orderDates('2026-01-15') }, [100], [{ date: '2026-02-01', sum: 120 }]);
    made.canceled = await orderWith(t, w, { ...holdingOrder, ...orderDates('2026-01-15'), status: 'CANCELED' }, [100]);
    made.empty = await orderWith(t, w, { ...holdingOrder, ...orderDates('2026-01-15') }, []);
    made.otherSeller = await orderWith(t, w, { client: w.loneClient, ...orderDates('2026-03-10'), department: 2, responsible: w.seller }, [200]); // due 04-09
  });

  it('buckets each unpaid debt by its due date as seen from the given day, per holding, with the order ids', async () => {
    const answer = await ageing({}, today);
    const expected = await expectedAgeing(today);
    expect([...answer.default].sort(byName)).toEqual(expected.rows.sort(byName));
    expect(answer.month).toEqual(expected.month);

    // by hand: the holding (Acme and Beta) and Gamma, a client without a holding, as a row of its own
    const mega = answer.default.find((row) => row.holding === w.holding)!;
    expect(mega.name).toBe('Mega holding');
    expect(mega.clients.map((c) => c.t)).toEqual(['Acme', 'Beta']);
    expect(mega.before30).toEqual({ sum: 120 + 84, count: 2, orders: [made.before30.id, made.before30b.id] });
    expect(mega.current).toEqual({ sum: 500, count: 1, orders: [made.current.id] }); // 600 less the 100 paid
    expect(mega.total.orders).not.toContain(made.paid.id);
    expect(mega.total.orders).not.toContain(made.canceled.id);
    expect(mega.total.orders).not.toContain(made.empty.id);
    const gamma = answer.default.find((row) => row.holding === null && row.name === 'Gamma')!;
    expect(gamma.clients).toEqual([{ v: w.loneClient, t: 'Gamma' }]);
    expect(gamma.before60.orders).toEqual([made.before60.id]);
    expect(gamma.before90).toEqual({ sum: 119.99, count: 1, orders: [made.before90.id] });
    for (const bucket of bucketNames) expect(answer.default.some((row) => row[bucket as 'total'].count > 0), bucket).toBe(true);
    const months = answer.month.map((m) => m.date);
    expect(months).toEqual([...months].sort());
    expect(answer.month.at(-1)!.cumulative).toBe(answer.default.reduce((sum, row) => sum + kopecks(row.total.sum), 0) / 100);
  });

  it('answers over HTTP as of the database day, filtered by department and responsible like the orders list', async () => {
    const today = await databaseToday(t.ctx.database.db);
    const all = await get('ageing/');
    expect(all.statusCode, all.body).toBe(200);
    const expected = await expectedAgeing(today);
    expect([...all.json().default].sort(byName)).toEqual(expected.rows.sort(byName));
    expect(all.json().month).toEqual(expected.month);

    for (const filter of [`department=2`, `responsible=${w.seller}`, `department=1,2&responsible=${w.seller}`]) {
      const answer = await get(`ageing/?${filter}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const narrowed = await expectedAgeing(today, `&${filter}`);
      expect([...answer.json().default].sort(byName), filter).toEqual(narrowed.rows.sort(byName));
      expect(answer.json().month, filter).toEqual(narrowed.month);
      expect(answer.json().default.flatMap((row: { total: { orders: number[] } }) => row.total.orders), filter).toContain(made.otherSeller.id);
    }
    expect((await get('ageing/?department=4')).json()).toEqual({ default: [], month: [] });
  });

  it('lists the ids of a figure only up to the limit, and counts them always', async () => {
    const full = await ageing({}, today);
    const capped = await ageing({}, today, { maxIds: 1 });
    const mega = (answer: typeof full) => answer.default.find((row) => row.holding === w.holding)!;
    expect(mega(capped).before30).toEqual({ sum: 204, count: 2, orders: null });
    expect(mega(capped).current).toEqual(mega(full).current);
    expect(mega(capped).total).toEqual({ ...mega(full).total, orders: null });
    expect(capped.month.map((m) => m.count)).toEqual(full.month.map((m) => m.count));
    expect(capped.month.map((m) => (m.count > 1 ? m.orders : m.orders?.length))).toEqual(full.month.map((m) => (m.count > 1 ? null : 1)));
  });

  it('lists no ids past the orders an answer may list them for, and lists them for one row or month asked for', async () => {
    const db = t.ctx.database.db;
    const full = await ageing({}, today);
    const unlisted = await ageing({}, today, { maxOrders: 3 });
    const withoutIds = <T extends { orders: number[] | null }>(cell: T) => ({ ...cell, orders: null });
    const strip = (answer: typeof full) => ({
      default: answer.default.map((row) => ({ ...row, ...Object.fromEntries(bucketNames.map((bucket) => [bucket, withoutIds(row[bucket as 'total'])])) })),
      month: answer.month.map(withoutIds),
    });
    expect(unlisted).toEqual(strip(full));

    for (const row of full.default) {
      const scope = row.holding !== null ? { holding: row.holding } : { client: row.clients[0].v };
      const narrowed = await ageing(scope, today, { maxOrders: 20 });
      expect(narrowed.default, JSON.stringify(scope)).toEqual([row]);
    }
    const now = await ageing({}, await databaseToday(db));
    for (const row of now.default) {
      const query = row.holding !== null ? `holding=${row.holding}` : `client=${row.clients[0].v}`;
      expect((await get(`ageing/?${query}`)).json().default, query).toEqual([row]);
    }
    for (const month of full.month) {
      const narrowed = await ageing({ month: month.date }, today, { maxOrders: 20 });
      expect(narrowed.month, month.date).toEqual([{ ...month, cumulative: month.sum }]);
    }
    expect((await get('ageing/?month=2026-13-01')).statusCode).toBe(400);
    expect((await get('ageing/?holding=x')).statusCode).toBe(400);
  });
});

/** The summary of `year` computed from the listed orders. */
async function expectedSummary(year: number) {
  const rows = (await listed(t, `orders/?dateReport__btw=${year}-01-01,${year + 1}-01-01`)).filter((row) => row.status !== 'CANCELED');
  const sums: Cells = new Map();
  const counts: Cells = new Map();
  const byManager: Cells = new Map();
  for (const row of rows) {
    const key = `${String(row.dateReport).slice(0, 7)}-01|${row.department}`;
    add(sums, key, kopecks(row.sumWithNds));
    add(counts, key, 1);
    add(byManager, String(row.responsibleName), kopecks(row.sumWithNds));
  }
  const departments = [...sums].map(([key, sum]) => {
    const [date, department] = key.split('|');
    return { date, department: Number(department), sum: fromKopecks(sum), count: counts.get(key) };
  });
  const managers = [...byManager].map(([name, sum]) => ({ t: name, v: fromKopecks(sum) })).sort((a, b) => b.v - a.v || a.t.localeCompare(b.t));
  return { departments: departments.sort(byDateAndDepartment), managers };
}

const byDateAndDepartment = (a: Record<string, unknown>, b: Record<string, unknown>) => `${a.date}${a.department}`.localeCompare(`${b.date}${b.department}`);

/** The holding revenue of `year` computed from the listed contracts, orders and payments. */
async function expectedHolding(year: number) {
  const organisationOf = new Map((await listed(t, 'contracts/')).map((row) => [row.id, row.organisation as number]));
  const orders = await listed(t, 'orders/');
  const orderById = new Map(orders.map((row) => [row.id, row]));
  const profitCells: Cells = new Map();
  for (const row of orders) {
    if (row.status === 'CANCELED' || !String(row.dateReport).startsWith(`${year}-`)) continue;
    add(profitCells, `${organisationOf.get(row.contract as number) ?? null}|${String(row.dateReport).slice(0, 7)}-01`, kopecks(row.sumWithoutNds));
  }
  const paymentCells: Cells = new Map();
  for (const row of await listed(t, `payments/?date__btw=${year}-01-01,${year + 1}-01-01`)) {
    const contract = orderById.get(row.order as number)?.contract as number | undefined;
    add(paymentCells, `${(contract && organisationOf.get(contract)) ?? null}|${String(row.date).slice(0, 7)}-01`, kopecks(row.sum));
  }
  const cells = (map: Cells) =>
    [...map]
      .map(([key, sum]) => ({ organisation: key.split('|')[0] === 'null' ? null : Number(key.split('|')[0]), date: key.split('|')[1], sum: fromKopecks(sum) }))
      .sort((a, b) => (a.organisation ?? Infinity) - (b.organisation ?? Infinity) || a.date.localeCompare(b.date));
  return { profits: cells(profitCells), payments: cells(paymentCells) };
}

describe('summary (statistics/dash/)', () => {
  it("sums with VAT and counts the current year's orders that are not canceled, per month and department, and per manager", async () => {
    const year = Number((await databaseToday(t.ctx.database.db)).slice(0, 4));
    await orderWith(t, w, { ...orderDates(`${year}-01-20`), department: 3 }, [1000.01, 0.02]);
    await orderWith(t, w, { ...orderDates(`${year}-01-31`), department: 2, responsible: w.seller }, [33.33]);
    await orderWith(t, w, { ...orderDates(`${year}-02-10`), department: 5, contract: w.adxContract, responsible: w.seller }, [66.67]);
    await orderWith(t, w, orderDates(`${year}-02-11`), [10.1, 20.2]);
    await orderWith(t, w, { ...orderDates(`${year}-02-12`), status: 'CANCELED' }, [5000]);
    await orderWith(t, w, orderDates(`${year - 1}-12-31`), [7000]);

    const answer = await get('dash/');
    expect(answer.statusCode, answer.body).toBe(200);
    const { departments, managers } = answer.json() as { departments: Array<Record<string, unknown>>; managers: Array<{ t: string; v: number }> };
    const expected = await expectedSummary(year);
    expect([...departments].sort(byDateAndDepartment)).toEqual(expected.departments);
    expect(departments.length).toBeGreaterThanOrEqual(4);
    expect(managers).toEqual(expected.managers);
    expect(await summaryFromOrders(t.ctx.database.db, everyRow, year)).toEqual(answer.json());
    // by hand: January, department 3 holds 1,000.01 and 0.02, each with 20 % VAT to the kopeck
    expect(departments).toContainEqual({ date: `${year}-01-01`, department: 3, sum: 1200.03, count: 1 });
  });
});

describe('holding revenue (statistics/holding/)', () => {
  it("sums the orders' sums without VAT by billing organisation and report month, and the payments by payment month", async () => {
    await orderWith(t, w, orderDates('2025-03-31'), [100.01, 0.01], [{ date: '2025-04-02', sum: 50.5 }, { date: '2026-01-10', sum: 10 }]);
    await orderWith(t, w, { ...orderDates('2025-03-15'), contract: w.otherContract }, [300], [{ date: '2025-03-20', sum: 360 }]);
    await orderWith(t, w, { ...orderDates('2025-11-15'), contract: w.otherContract }, [0.1, 0.2]);
    await orderWith(t, w, { ...orderDates('2025-05-15'), status: 'CANCELED' }, [900], [{ date: '2025-05-20', sum: 12.34 }]);

    const answer = await get('holding/?year=2025');
    expect(answer.statusCode, answer.body).toBe(200);
    const { profits, payments } = answer.json() as Record<string, Array<{ organisation: number; date: string; sum: number }>>;
    expect({ profits, payments }).toEqual(await expectedHolding(2025));
    expect({ profits: await profitsFromOrders(t.ctx.database.db, everyRow, 2025), payments: await paymentsFromInvoices(t.ctx.database.db, everyRow, 2025) }).toEqual(answer.json());
    // by hand
    expect(profits).toContainEqual({ organisation: 2, date: '2025-11-01', sum: 0.3 });
    expect(payments).toContainEqual({ organisation: 1, date: '2025-04-01', sum: 50.5 });
    expect(payments).toContainEqual({ organisation: 1, date: '2025-05-01', sum: 12.34 }); // a payment counts even on a canceled order
    expect(profits.some((row) => row.sum === 1080)).toBe(false);
  });

  it('defaults to the current year and answers an empty year with empty lists', async () => {
    const year = Number((await databaseToday(t.ctx.database.db)).slice(0, 4));
    expect((await get('holding/')).json()).toEqual((await get(`holding/?year=${year}`)).json());
    expect((await get('holding/?year=2001')).json()).toEqual({ profits: [], payments: [] });
  });
});

describe('the month rollups behind the summary and the holding revenue', () => {
  const year = 2024;
  const db = () => t.ctx.database.db;
  const patch = async (path: string, payload: Record<string, unknown>) => {
    const answer = await t.call(t.adminToken, { method: 'PATCH', url: `/api/${path}`, payload });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const remove = async (path: string) => {
    const answer = await t.call(t.adminToken, { method: 'DELETE', url: `/api/${path}` });
    expect(answer.statusCode, answer.body).toBe(204);
  };
  /** Both years an order may move between: the rollups answer as the rows and as the row queries. */
  async function expectExact(step: string) {
    const today = await databaseToday(db());
    const owing = await ageing({}, today);
    const expected = await expectedAgeing(today);
    expect([...owing.default].sort(byName), `${step}: ageing`).toEqual(expected.rows.sort(byName));
    expect(owing.month, `${step}: ageing by month`).toEqual(expected.month);
    for (const y of [year, year + 1]) {
      const summary = await summaryFromMonthSums(db(), everyRow, y);
      const expected = await expectedSummary(y);
      expect([...summary.departments].sort(byDateAndDepartment), `${step}: departments ${y}`).toEqual(expected.departments);
      expect(summary.managers, `${step}: managers ${y}`).toEqual(expected.managers);
      expect(summary, `${step}: summary ${y}`).toEqual(await summaryFromOrders(db(), everyRow, y));
      const holding = { profits: await profitsFromMonthSums(db(), y), payments: await paymentsFromMonthSums(db(), y) };
      expect(holding, `${step}: holding ${y}`).toEqual(await expectedHolding(y));
      expect(holding, `${step}: holding ${y}`).toEqual({ profits: await profitsFromOrders(db(), everyRow, y), payments: await paymentsFromInvoices(db(), everyRow, y) });
    }
  }

  it('give the figures of the rows after every kind of write', async () => {
    const terms = { responsible: w.admin, legalEntity: w.legalEntity, client: w.client, date: '2024-01-10', type: 'SERVICE', subject: 'REPRESENTATION', price: 0 };
    const movable = (await created(t, t.adminToken, 'contracts/', { ...terms, number: 'C-24', organisation: 1 })).id;
    const a = await orderWith(t, w, { ...orderDates('2024-03-31'), department: 2 }, [100.01, 0.01], [{ date: '2024-04-02', sum: 50.5 }]);
    const b = await orderWith(t, w, { ...orderDates('2024-12-15'), contract: movable, responsible: w.seller }, [300], [{ date: '2024-12-20', sum: 120 }, { date: '2025-01-05', sum: 0.01 }]);
    const c = await orderWith(t, w, { ...orderDates('2024-05-15'), contract: w.otherContract }, [0.1, 0.2], [{ date: '2024-06-01', sum: 0.36 }]);
    await expectExact('created');

    const product = (await listed(t, `products/?order=${a.id}`))[0];
    await patch(`products/${product.id}/`, { price: 99.99 });
    await expectExact('a product repriced');
    await remove(`products/${product.id}/`);
    await expectExact('a product deleted');

    await patch(`orders/${a.id}/`, { ...orderDates('2025-01-20') });
    await expectExact('an order moved to the next year');
    await patch(`orders/${a.id}/`, { department: 3, responsible: w.seller });
    await expectExact('another department and responsible');
    await patch(`orders/${b.id}/`, { client: w.loneClient });
    await expectExact('an order of another client');
    await patch(`orders/${a.id}/`, { contract: w.otherContract });
    await expectExact('an order moved to a contract of another organisation');
    await patch(`orders/${c.id}/`, { status: 'CANCELED' });
    await expectExact('an order canceled');
    await patch(`orders/${c.id}/`, { status: 'IN_WORK' });
    await expectExact('an order taken back from canceled');

    const payment = (await listed(t, `payments/?order=${b.id}`)).find((row) => row.date === '2024-12-20')!;
    await patch(`payments/${payment.id}/`, { date: '2025-02-01', sum: 121.11 });
    await expectExact('a payment moved to the next year');
    await patch(`payments/${payment.id}/`, { order: a.id });
    await expectExact('a payment moved to another order');
    await remove(`payments/${payment.id}/`);
    await expectExact('a payment deleted');

    await patch(`contracts/${movable}/`, { organisation: 2 });
    await expectExact("a contract's organisation changed");

    await remove(`orders/${c.id}/`);
    await expectExact('an order with a payment deleted');

    // Past what the API does: rows deleted under the rows that point at them (the foreign keys
    // refuse a contract held by an order, and take an order's payments with it), many rows at once.
    await expect(t.ctx.database.query('delete from contracts where id = $1', [movable])).rejects.toThrow(/foreign key/);
    await expectExact('a contract deleted under its order, refused');
    await db().execute(sql`delete from orders where id = ${a.id}`);
    await expectExact('an order deleted under its payment');
    await db().execute(sql`update orders set date_report = date_report - interval '1 month' where date_report >= '2024-02-01' and date_report < '2026-01-01'`);
    await db().execute(sql`update invoices set date = date + 1`);
    await expectExact('many rows at once');
  });
});

describe('a reader whose rule limits the orders they see', () => {
  it('counts in the summary, the holding revenue and the ageing only the orders the rule lets them read', async () => {
    const year = Number((await databaseToday(t.ctx.database.db)).slice(0, 4));
    const user = await t.userWithRole('USER');
    const own = await orderWith(t, w, { ...orderDates(`${year}-01-05`), responsible: user.id }, [10]);
    await orderWith(t, w, orderDates(`${year}-01-06`), [20]);
    const stored = (await t.call(t.adminToken, { method: 'GET', url: `/api/orders/${own.id}/` })).json() as Row;
    const count = (departments: Array<{ count: number }>) => departments.reduce((sum, row) => sum + row.count, 0);
    await whileUsersReadOwn(order, 'responsible', async () => {
      const summary = (await get('dash/', user.token)).json() as { departments: Array<{ count: number; sum: number }>; managers: Array<{ v: number }> };
      expect(count(summary.departments)).toBe(1);
      expect(summary.managers).toEqual([{ t: expect.any(String), v: stored.sumWithNds }]);
      expect(count((await get('dash/')).json().departments)).toBeGreaterThan(1);

      const { profits } = (await get(`holding/?year=${year}`, user.token)).json() as { profits: Array<{ sum: number }> };
      expect(profits.map((cell) => cell.sum)).toEqual([stored.sumWithoutNds]);

      const ageing = (await get('ageing/', user.token)).json() as { default: Array<{ total: { count: number; orders: number[] | null } }> };
      expect(ageing.default.map((row) => row.total)).toEqual([expect.objectContaining({ count: 1, orders: [own.id] })]);
      expect((await get('ageing/')).json().default.length).toBeGreaterThan(1);
    });
  });
});

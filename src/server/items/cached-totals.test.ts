/**
 * The orders list keeps `count` and `total` of a filter in the database: the next pages of the
 * filter (from any process) are answered from it, and any write to orders — an order, or a
 * product or invoice that moves an order's sums — makes the next list count again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, orderPayload, productPayload, salesWorld, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
let w: SalesWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
  for (let i = 0; i < 3; i += 1) {
    const order = await created(t, t.adminToken, 'orders/', orderPayload(w));
    await created(t, t.adminToken, 'products/', productPayload(w, order.id, { price: 100 + i, amount: 10 }));
  }
}, 120_000);
afterAll(() => t?.close());

const filter = 'dateReport__btw=2000-01-01,2100-01-01&page_size=1';
async function list(query: string) {
  const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/orders/?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { count: number; total: Record<string, number>; results: Array<{ id: number }> };
}
const keptEntries = async () => Number((await t.ctx.database.query('select count(*) as n from list_totals')).rows[0].n);
/** Marks every kept entry, so an answer that comes from one shows it. */
const markKept = () => t.ctx.database.query(`update list_totals set count = 999, total = '{"sumWithNds": 1.23}'`);

describe('kept list totals', () => {
  it('answers the next pages of a filter from the kept count and total, until orders change', async () => {
    const first = await list(`${filter}&page=1`);
    expect(first.count).toBe(3);
    expect(first.total.sumWithoutNds).toBe(3030); // 100×10 + 101×10 + 102×10
    expect(await keptEntries()).toBeGreaterThan(0);

    await markKept();
    const second = await list(`${filter}&page=2`);
    expect(second.count).toBe(999);
    expect(second.total.sumWithNds).toBe(1.23);

    // A product moves its order's sums: a write to orders, so the kept entry no longer holds.
    const another = await created(t, t.adminToken, 'orders/', orderPayload(w));
    const third = await list(`${filter}&page=3`);
    expect(third.count).toBe(4);
    await created(t, t.adminToken, 'products/', productPayload(w, another.id, { price: 7, amount: 10 }));
    expect((await list(`${filter}&page=1`)).total.sumWithoutNds).toBe(3100);
  });

  it('keeps the entries in the database, where every process reads them', async () => {
    await list(`${filter}&status=PREPARED`);
    await markKept();
    expect((await list(`${filter}&status=PREPARED&page=2`)).count).toBe(999);
  });

  it('answers the same count and total on a page past the end and through a word search, page by page', async () => {
    await t.ctx.database.query('delete from list_totals');
    const first = await list(`${filter}&page=1`);
    const pastTheEnd = await list(`${filter}&page=50`);
    expect(pastTheEnd.results).toEqual([]);
    expect({ count: pastTheEnd.count, total: pastTheEnd.total }).toEqual({ count: first.count, total: first.total });

    const pages = [];
    for (let page = 1; page <= first.count; page += 1) pages.push(await list(`${filter}&name__cnt=SPRING&ordering=id&page=${page}`));
    expect(pages.map((answer) => answer.count)).toEqual(pages.map(() => first.count));
    expect(pages[pages.length - 1].total).toEqual(first.total);
    const ids = pages.flatMap((answer) => answer.results.map((row) => row.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(first.count);
    expect((await list(`${filter}&name__cnt=autumn`)).count).toBe(0);
  });

  it('does not keep totals of filters on computed fields (they change without a write)', async () => {
    await t.ctx.database.query('delete from list_totals');
    const late = await list(`${filter}&wastedDays__gte=0`);
    expect(late.count).toBe(4);
    expect(await keptEntries()).toBe(0);
  });
});

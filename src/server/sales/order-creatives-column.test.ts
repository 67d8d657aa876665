/**
 * The orders table's creatives column (spec 1 §3 "The table also shows … creatives"): the markers
 * of the creatives running in the order, filterable and orderable like the other columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched } from '../../../dev/fixtures/sales-fixtures';
import { createdOrder, creativePayload, creativesWorld, type CreativesWorld } from '../../../dev/fixtures/creatives-fixtures';

let t: TestServer;
let w: CreativesWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await creativesWorld(t);
}, 60_000);
afterAll(() => t?.close());

describe('orders: creatives column', () => {
  it("lists the markers of the order's creatives, and filters by them", async () => {
    const [one, other] = [await createdOrder(t, w), await createdOrder(t, w)];
    await created(t, t.adminToken, 'creatives/', creativePayload(w, { marker: 'Kra2b', orders: [one.id, other.id] }));
    await created(t, t.adminToken, 'creatives/', creativePayload(w, { marker: 'Kra1a', orders: [one.id] }));
    expect(await fetched(t, `orders/${one.id}/`)).toMatchObject({ creatives: 'Kra1a, Kra2b' });
    expect(await fetched(t, `orders/${other.id}/`)).toMatchObject({ creatives: 'Kra2b' });
    const list = await fetched(t, 'orders/?dateReport__btw=2025-03-01,2025-04-01&department=1&creatives__cnt=kra1&ordering=creatives');
    expect((list.results as Array<{ id: number; creatives: string }>).map((r) => [r.id, r.creatives])).toEqual([[one.id, 'Kra1a, Kra2b']]);
  });
});

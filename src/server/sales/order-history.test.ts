/**
 * An order's history as API.md "History" fixes it, and its lock stamp (API.md "Sales": locking
 * sets `lockedBy` and `lockedAt`, unlocking clears them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, orderPayload, productPayload, salesWorld, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let w: SalesWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
});
afterAll(() => t?.close());

const patch = (token: string, path: string, payload: Record<string, unknown>) => t.call(token, { method: 'PATCH', url: `/api/${path}`, payload });
const historyOf = async (id: number) => (await t.call(t.adminToken, { method: 'GET', url: `/api/orders/${id}/history/` })).json();

describe('order history', () => {
  it('carries a reference’s display text as of the change, and leaves computed sums out', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w));
    const other = await created(t, t.adminToken, 'brands/', { name: 'Globex brand', pipeOrganization: (await created(t, t.adminToken, 'brands/pipe/', { name: 'Globex CRM' })).id });
    const vertical = await created(t, t.adminToken, 'brands/vertical/', { name: 'Cars', brand: other.id });
    expect((await patch(t.adminToken, `orders/${o.id}/`, { brand: other.id, vertical: vertical.id, status: 'IN_WORK' })).statusCode).toBe(200);
    await created(t, t.adminToken, 'products/', productPayload(w, o.id));
    // Renamed afterwards: the history keeps the name the brand had when the order changed.
    expect((await patch(t.adminToken, `brands/${other.id}/`, { name: 'Globex renamed' })).statusCode).toBe(200);

    const [change, creation] = await historyOf(o.id);
    expect(change.action).toBe('update');
    expect(change.changes).toEqual({
      brand: [w.brand, other.id],
      brandName: ['Acme brand', 'Globex brand'],
      vertical: [w.vertical, vertical.id],
      verticalName: ['Retail', 'Cars'],
      status: ['PREPARED', 'IN_WORK'],
    });
    expect(creation.action).toBe('create');
    expect(creation.changes.clientName).toEqual([null, 'Acme']);
    expect(creation.changes).not.toHaveProperty('sumWithNds');
    expect(creation.changes).not.toHaveProperty('paymentStatus');
    expect(JSON.stringify(await historyOf(o.id))).not.toContain('sumWithNds');
  });
});

describe('order lock stamp', () => {
  it('records who locked the order and when, keeps it through other edits and clears it on unlock', async () => {
    const o = await created(t, t.adminToken, 'orders/', orderPayload(w, { dateStart: '2026-01-05', dateEnd: '2026-01-25', dateReport: '2026-01-01' }));
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ isLocked: false, lockedBy: null, lockedAt: null });
    const before = Date.now();
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/orders/lock/', payload: {} })).statusCode).toBe(200);
    const locked = await fetched(t, `orders/${o.id}/`);
    expect(locked).toMatchObject({ isLocked: true, lockedBy: w.admin, lockedByName: expect.any(String) });
    expect(Date.parse(locked.lockedAt as string)).toBeGreaterThanOrEqual(before - 1000);

    const manager = await t.userWithRole('MANAGER');
    expect((await patch(manager.token, `orders/${o.id}/`, { comment: 'still editable', lockedBy: manager.id })).statusCode).toBe(200);
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ lockedBy: w.admin, lockedAt: locked.lockedAt });

    expect((await patch(t.adminToken, `orders/${o.id}/`, { isLocked: false })).statusCode).toBe(200);
    expect(await fetched(t, `orders/${o.id}/`)).toMatchObject({ isLocked: false, lockedBy: null, lockedAt: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

describe('generic CRUD on holdings', () => {
  it('creates, lists, updates, deletes with history', async () => {
    const created = await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', payload: { name: '  Acme  ' } });
    expect(created.statusCode).toBe(201);
    const model = created.json();
    expect(model.name).toBe('Acme');
    expect(model.clients).toEqual([]);
    const list = await t.call(t.adminToken, { method: 'GET', url: '/api/holdings/?name__cnt=acm' });
    expect(list.json()).toMatchObject({ count: 1, total: {} });
    const patched = await t.call(t.adminToken, { method: 'PATCH', url: `/api/holdings/${model.id}/`, payload: { name: 'Beta', updatedAt: model.updatedAt } });
    expect(patched.statusCode).toBe(200);
    const stale = await t.call(t.adminToken, { method: 'PATCH', url: `/api/holdings/${model.id}/`, payload: { name: 'Gamma', updatedAt: model.updatedAt } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe('The record was changed by someone else');
    const history = await t.call(t.adminToken, { method: 'GET', url: `/api/holdings/${model.id}/history/` });
    expect(history.json().map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    const bad = await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', payload: { name: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { name: ['Required field'] } });
    const del = await t.call(t.adminToken, { method: 'DELETE', url: `/api/holdings/${model.id}/` });
    expect(del.statusCode).toBe(204);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/holdings/${model.id}/` })).statusCode).toBe(404);
  });
});

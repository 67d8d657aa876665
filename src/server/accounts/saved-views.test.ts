/**
 * Saved views (API.md "Saved views"): each user lists their own views of a table and the
 * shared ones; only the owner or an admin renames, shares or deletes one; a view names a
 * declared table, that table's columns and a query its list accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
let ann: { id: number; token: string };
let bob: { id: number; token: string };
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestServer();
  ann = await t.userWithRole('USER');
  bob = await t.userWithRole('MANAGER');
  admin = await t.userWithRole('ADMIN');
}, 60_000);
afterAll(async () => t?.close());

const save = (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/views/', payload });
const names = async (token: string, query = 'entity=orders') => {
  const answer = await t.call(token, { method: 'GET', url: `/api/views/?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().results as Array<{ name: string }>).map((view) => view.name).sort();
};

describe('saved views', () => {
  it('saves a view of the signed-in user and answers it', async () => {
    const answer = await save(ann.token, { entity: 'orders', name: ' Mine ', query: 'responsible=5&ordering=-dateReport', columns: ['number', 'name', 'id'] });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ entity: 'orders', name: 'Mine', query: 'responsible=5&ordering=-dateReport', columns: ['number', 'name', 'id'], shared: false, owner: ann.id });
    expect(answer.json().id).toEqual(expect.any(Number));
  });

  it("lists one's own views of the table and the shared ones, never another's private view", async () => {
    expect((await save(bob.token, { entity: 'orders', name: 'Bob private', query: '', columns: [] })).statusCode).toBe(201);
    expect((await save(bob.token, { entity: 'orders', name: 'Bob shared', query: 'status=PREPARED', columns: ['status'], shared: true })).statusCode).toBe(201);
    expect((await save(bob.token, { entity: 'clients', name: 'Bob clients', query: '', columns: ['name'], shared: true })).statusCode).toBe(201);
    expect(await names(ann.token)).toEqual(['Bob shared', 'Mine']);
    expect(await names(bob.token)).toEqual(['Bob private', 'Bob shared']);
    expect(await names(ann.token, 'entity=clients')).toEqual(['Bob clients']);
    // An admin's list is the same: their own and the shared.
    expect(await names(admin.token)).toEqual(['Bob shared']);
  });

  it("hides another's private view and lets only the owner or an admin change a view", async () => {
    const list = (await t.call(bob.token, { method: 'GET', url: '/api/views/?entity=orders' })).json().results as Array<{ id: number; name: string }>;
    const privateView = list.find((view) => view.name === 'Bob private')!;
    const sharedView = list.find((view) => view.name === 'Bob shared')!;
    expect((await t.call(ann.token, { method: 'GET', url: `/api/views/${privateView.id}/` })).statusCode).toBe(404);
    expect((await t.call(ann.token, { method: 'GET', url: `/api/views/${sharedView.id}/` })).statusCode).toBe(200);

    const refused = await t.call(ann.token, { method: 'PATCH', url: `/api/views/${sharedView.id}/`, payload: { name: 'Taken' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: 'Only its owner or an admin may change a saved view', code: 'views.changeOthers' });
    expect((await t.call(ann.token, { method: 'PATCH', url: `/api/views/${privateView.id}/`, payload: { name: 'Taken' } })).statusCode).toBe(403);
    expect((await t.call(ann.token, { method: 'DELETE', url: `/api/views/${sharedView.id}/` })).statusCode).toBe(403);

    const renamed = await t.call(bob.token, { method: 'PATCH', url: `/api/views/${sharedView.id}/`, payload: { name: 'Bob renamed', shared: false } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Bob renamed', shared: false, owner: bob.id });
    expect(await names(ann.token)).toEqual(['Mine']);

    const byAdmin = await t.call(admin.token, { method: 'PATCH', url: `/api/views/${privateView.id}/`, payload: { shared: true } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().owner).toBe(bob.id);
    expect((await t.call(admin.token, { method: 'DELETE', url: `/api/views/${privateView.id}/` })).statusCode).toBe(204);
    expect((await t.call(bob.token, { method: 'DELETE', url: `/api/views/${sharedView.id}/` })).statusCode).toBe(204);
    expect((await t.call(bob.token, { method: 'DELETE', url: `/api/views/${sharedView.id}/` })).statusCode).toBe(404);
    expect((await t.call(bob.token, { method: 'PATCH', url: '/api/views/999999/', payload: { name: 'x' } })).statusCode).toBe(404);
  });

  it('refuses a view of no declared table, of columns the table does not have or with a query its list refuses', async () => {
    const noTable = await save(ann.token, { entity: 'nowhere', name: 'x', query: '', columns: [] });
    expect(noTable.statusCode).toBe(400);
    expect(noTable.json()).toMatchObject({ code: 'views.unknownEntity', errors: { entity: ['Not a table that can be saved as a view: nowhere'] } });
    const columns = await save(ann.token, { entity: 'orders', name: 'x', query: '', columns: ['number', 'colour'] });
    expect(columns.statusCode).toBe(400);
    expect(columns.json()).toMatchObject({ code: 'views.unknownColumns', errors: { columns: ['Not columns of orders: colour'] } });
    expect((await save(ann.token, { entity: 'orders', name: 'x', query: '', columns: ['number', 'number'] })).json().code).toBe('views.repeatedColumns');
    const query = await save(ann.token, { entity: 'orders', name: 'x', query: 'colour=red', columns: [] });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'query.unknownFilter', errors: { query: ['Unknown filter: colour'] } });
    expect((await save(ann.token, { entity: 'orders', name: ' ', query: '', columns: [] })).json().errors).toEqual({ name: ['Required field'] });
    // A screen's own list parameters and a view of a view entity are fine.
    expect((await save(ann.token, { entity: 'orders/accounting', name: 'Debts', query: 'ordering=-sumWithNds', columns: ['number'] })).statusCode).toBe(201);
    // Nothing refused was written.
    expect(await names(ann.token, '')).toEqual(['Bob clients', 'Debts', 'Mine']);
  });

  it('keeps the owner to the person who saves and the table a view was saved for', async () => {
    const forOther = await save(ann.token, { entity: 'orders', name: 'Gift', query: '', columns: [], owner: bob.id });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toMatchObject({ code: 'views.owner', field: 'owner' });
    const mine = (await t.call(ann.token, { method: 'GET', url: '/api/views/?entity=orders' })).json().results[0] as { id: number };
    const moved = await t.call(ann.token, { method: 'PATCH', url: `/api/views/${mine.id}/`, payload: { entity: 'clients' } });
    expect(moved.statusCode).toBe(400);
  });

  it('keeps views after sign-out: the next session lists them', async () => {
    const password = 'views-password-1';
    const carl = await t.userWithRole('USER', { password });
    expect((await save(carl.token, { entity: 'clients', name: 'Carl', query: 'name__cnt=acme', columns: ['name'] })).statusCode).toBe(201);
    expect((await t.call(carl.token, { method: 'POST', url: '/api/accounts/logout/' })).statusCode).toBe(204);
    const login = await t.call(null, { method: 'POST', url: '/api/accounts/login/', payload: { email: carl.email, password } });
    expect(login.statusCode, login.body).toBe(200);
    expect(await names(login.json().token as string, 'entity=clients')).toEqual(['Bob clients', 'Carl']);
  });
});

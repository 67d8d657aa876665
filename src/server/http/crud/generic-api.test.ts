/**
 * The generic calls of API.md over HTTP: auth, errors, permissions, short lists, full lists,
 * inverse lists and concurrent writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../dev/testing/test-server';

let t: TestServer;
let user: { id: number; token: string };

beforeAll(async () => {
  t = await createTestServer();
  user = await t.userWithRole('USER');
}, 60_000);
afterAll(async () => t?.close());

const count = async (url: string) => (await t.call(t.adminToken, { method: 'GET', url })).json().count as number;

describe('authentication and errors', () => {
  it('answers 401 NOT_AUTHORIZED without a session and with a bad token', async () => {
    for (const token of [null, 'nonsense']) {
      const answer = await t.call(token, { method: 'GET', url: '/api/holdings/' });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ detail: 'NOT_AUTHORIZED', code: 'auth.notAuthorized', values: {} });
    }
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/holdings/', cookies: { token: t.adminToken } });
    expect(viaCookie.statusCode).toBe(200);
  });
  it('answers 404 for absent ids, malformed ids and unknown paths', async () => {
    for (const url of ['/api/holdings/999999/', '/api/holdings/abc/', '/api/holdings/99999999999999/', '/api/nothing/']) {
      const answer = await t.call(t.adminToken, { method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().detail).toBeTruthy();
    }
    expect((await t.call(t.adminToken, { method: 'PATCH', url: '/api/holdings/999999/', payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: '/api/holdings/999999/' })).statusCode).toBe(404);
  });
  it('answers 400 for an unknown filter or ordering and an operator of the wrong kind', async () => {
    for (const query of ['nope=1', 'name__gt=a', 'ordering=nope', 'page=0', 'page_size=5000', 'clients__btw=1,2']) {
      const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/holdings/?${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().detail).toMatch(/\w/);
    }
  });
  it('answers 400 for malformed JSON, non-object bodies and wrong types, writing nothing', async () => {
    const before = await count('/api/clients/');
    const malformed = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/clients/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    for (const payload of [[1, 2], 'text', { name: 5, type: 'NA', user: 1 }, { name: 'X', type: 'WRONG', user: 1 }, { name: 'X', type: 'NA', user: 'abc' }, { name: 'X', type: 'NA', user: 99999 }]) {
      const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/clients/', payload: payload as object });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().detail).toMatch(/invalid form data|content type/);
    }
    expect(await count('/api/clients/')).toBe(before);
  });
  it('answers field errors for missing required fields', async () => {
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/clients/', payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toMatchObject({ name: ['Required field'], user: ['Required field'] });
  });
});

describe('permissions from the declarations', () => {
  it('refuses a USER where the declaration asks for admin or super admin, writing nothing', async () => {
    const create = await t.call(user.token, { method: 'POST', url: '/api/orders/countries/', payload: { name: 'Atlantis' } });
    expect(create.statusCode).toBe(403);
    expect(await count('/api/orders/countries/?name=Atlantis')).toBe(0);
    const adminCreate = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/countries/', payload: { name: 'Atlantis' } });
    expect(adminCreate.statusCode).toBe(201);
    const admin = await t.userWithRole('ADMIN');
    expect((await t.call(admin.token, { method: 'DELETE', url: `/api/orders/countries/${adminCreate.json().id}/` })).statusCode).toBe(403);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/orders/countries/${adminCreate.json().id}/` })).statusCode).toBe(204);
  });
});

describe('lists', () => {
  it('short lists answer {v, t} filtered by search, at most 100', async () => {
    for (let i = 0; i < 105; i++) await t.call(t.adminToken, { method: 'POST', url: '/api/products/formats/', payload: { name: `Format ${i}` } });
    const all = await t.call(t.adminToken, { method: 'GET', url: '/api/products/formats/short/' });
    expect(all.json()).toHaveLength(100);
    const some = await t.call(t.adminToken, { method: 'GET', url: '/api/products/formats/short/?search=format 10' });
    expect(some.json().map((i: { t: string }) => i.t).sort()).toEqual(['Format 10', 'Format 100', 'Format 101', 'Format 102', 'Format 103', 'Format 104']);
    expect(some.json()[0]).toEqual({ v: expect.any(Number), t: expect.any(String) });
  });
  it('pages by 40 by default and answers every row with full=true', async () => {
    const first = (await t.call(t.adminToken, { method: 'GET', url: '/api/products/formats/' })).json();
    expect(first.count).toBe(105);
    expect(first.results).toHaveLength(40);
    const third = (await t.call(t.adminToken, { method: 'GET', url: '/api/products/formats/?page=3' })).json();
    expect(third.results).toHaveLength(25);
    const full = (await t.call(t.adminToken, { method: 'GET', url: '/api/products/formats/?full=true' })).json();
    expect(full.results).toHaveLength(105);
    const ordered = (await t.call(t.adminToken, { method: 'GET', url: '/api/products/formats/?ordering=-name&page_size=2' })).json();
    expect(ordered.results.map((r: { name: string }) => r.name)).toEqual(['Format 99', 'Format 98']);
  });
});

describe('inverse lists', () => {
  it('setting a holding’s clients sets those clients’ holding, and clears the removed ones', async () => {
    const mk = async (name: string) =>
      (await t.call(t.adminToken, { method: 'POST', url: '/api/clients/', payload: { name, type: 'NA', user: user.id } })).json().id as number;
    const [a, b, c] = [await mk('A'), await mk('B'), await mk('C')];
    const holding = (await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', payload: { name: 'H', clients: [a, b] } })).json();
    expect(holding.clients).toEqual([a, b]);
    expect(holding.clientsNames).toEqual(['A', 'B']);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/clients/${a}/` })).json()).toMatchObject({ holding: holding.id, holdingName: 'H' });
    const updated = (await t.call(t.adminToken, { method: 'PATCH', url: `/api/holdings/${holding.id}/`, payload: { clients: [b, c] } })).json();
    expect(updated.clients).toEqual([b, c]);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/clients/${a}/` })).json().holding).toBeNull();
    const withC = (await t.call(t.adminToken, { method: 'GET', url: `/api/holdings/?clients=${c}` })).json();
    expect(withC.results.map((h: { id: number }) => h.id)).toEqual([holding.id]);
    const withoutC = (await t.call(t.adminToken, { method: 'GET', url: `/api/holdings/?clients__nin=${c}&name=H` })).json();
    expect(withoutC.count).toBe(0);
    const empty = (await t.call(t.adminToken, { method: 'GET', url: '/api/holdings/?clients=null&name=H' })).json();
    expect(empty.count).toBe(0);
  });
});

describe('concurrency', () => {
  it('parallel writes do not interleave transactions and all land', async () => {
    const holding = (await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', payload: { name: 'Race' } })).json();
    const writes = Array.from({ length: 40 }, (_, i) =>
      i % 2
        ? t.call(t.adminToken, { method: 'POST', url: '/api/brands/areas/', payload: { name: `Area ${i}` } })
        : t.call(t.adminToken, { method: 'PATCH', url: `/api/holdings/${holding.id}/`, payload: { name: `Race ${i}` } }),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(20).fill(200), ...Array(20).fill(201)].sort());
    expect(await count('/api/brands/areas/?name__cnt=Area')).toBe(20);
    const history = (await t.call(t.adminToken, { method: 'GET', url: `/api/holdings/${holding.id}/history/` })).json();
    expect(history).toHaveLength(21);
  });
});

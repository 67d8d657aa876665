/**
 * "An object where a scalar is expected is 400 on that field", server-set and id fields included:
 * `{"id": {"toString": 1}}` on a PATCH of a text-id row and `owner` on a saved view were 500s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
let user: { token: string };
beforeAll(async () => {
  t = await createTestServer();
  user = await t.userWithRole('USER');
}, 60_000);
afterAll(async () => t?.close());

const hostile = { toString: 1 };

describe('field shapes before any comparison', () => {
  for (const path of ['publishers/ssp', 'publishers/nonmedia']) {
    it(`answers 400 on the field for objects in id and server-set fields of ${path}`, async () => {
      const created = await t.call(t.adminToken, { method: 'POST', url: `/api/${path}/`, payload: { id: `shape-${path.length}`, name: 'Shape' } });
      expect(created.statusCode).toBe(201);
      for (const token of [t.adminToken, user.token]) {
        for (const name of ['id', 'createdBy', 'updatedAt', 'name', 'publisher']) {
          const answer = await t.call(token, { method: 'PATCH', url: `/api/${path}/${created.json().id}/`, payload: { [name]: hostile } });
          expect([answer.statusCode, Object.keys(answer.json().errors ?? {})], `${name}: ${answer.body}`).toEqual([400, [name]]);
        }
      }
      const create = await t.call(t.adminToken, { method: 'POST', url: `/api/${path}/`, payload: { id: hostile, name: 'Shape' } });
      expect([create.statusCode, create.json().errors]).toEqual([400, { id: ['Invalid value'] }]);
    });
  }

  it('answers 400 on owner for an object sent as the owner of a saved view', async () => {
    const answer = await t.call(user.token, { method: 'POST', url: '/api/views/', payload: { entity: 'orders', name: 'Mine', query: '', columns: [], owner: hostile } });
    expect([answer.statusCode, answer.json().errors]).toEqual([400, { owner: ['Invalid value'] }]);
  });
});

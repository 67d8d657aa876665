/**
 * API.md "References to lists": every id must exist (400 on the field naming the unknown ones);
 * a delete declared to clear the list takes the id out with a history entry on each row.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 120_000);
afterAll(async () => t?.close());

const call = (method: string, url: string, payload?: unknown) => t.call(t.adminToken, { method: method as 'POST', url, payload: payload as object });
const created = async (url: string, payload: unknown) => {
  const answer = await call('POST', url, payload);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
};

it('refuses ids of a list that name no row, on create and update, naming them', async () => {
  const tag = await created('/api/domains/tags/', { name: 'Kept' });
  const platform = await created('/api/domains/platforms/', { name: 'lists.example' });
  const refused = await call('POST', '/api/domains/', { platform: platform.id, tags: [tag.id, 987654] });
  expect([refused.statusCode, refused.json().errors, refused.json().errorCodes]).toEqual([
    400,
    { tags: ['These items do not exist: 987654'] },
    { tags: [{ code: 'values.unknownIds', values: { ids: '987654' } }] },
  ]);
  const domain = await created('/api/domains/', { platform: platform.id, tags: [tag.id] });
  const patched = await call('PATCH', `/api/domains/${domain.id}/`, { tags: [tag.id, 987655] });
  expect([patched.statusCode, patched.json().errors]).toEqual([400, { tags: ['These items do not exist: 987655'] }]);
});

it('writes a history entry on each row a cleared list item leaves', async () => {
  const [gone, kept] = [await created('/api/domains/tags/', { name: 'Gone' }), await created('/api/domains/tags/', { name: 'Stays' })];
  const domain = await created('/api/domains/', { platform: (await created('/api/domains/platforms/', { name: 'cleared.example' })).id, tags: [gone.id, kept.id] });
  expect((await call('DELETE', `/api/domains/tags/${gone.id}/`)).statusCode).toBe(204);
  expect((await call('GET', `/api/domains/${domain.id}/`)).json().tags).toEqual([kept.id]);
  const history = (await call('GET', `/api/domains/${domain.id}/history/`)).json();
  const entries = Array.isArray(history) ? history : history.results;
  expect(entries[0]).toMatchObject({ action: 'update', changes: { tags: [[gone.id, kept.id], [kept.id]] } });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

const ids = async (query: string) =>
  ((await t.call(t.adminToken, { method: 'GET', url: `/api/estats/bturls/?${query}` })).json() as { results: Array<{ id: number }> }).results.map((row) => row.id);

describe('a list filter with null', () => {
  it('matches the rows whose list is empty, alone or beside values (was a 500)', async () => {
    // The seeded BT URL record 1 starts with no URLs.
    expect(await ids('urls=null')).toEqual([1]);
    expect(await ids('urls=null,https://a.example')).toEqual([1]);
    const patched = await t.call(t.adminToken, {
      method: 'PATCH',
      url: '/api/estats/bturls/1/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ urls: ['https://a.example'] }),
    });
    expect(patched.statusCode).toBe(200);
    expect(await ids('urls=null')).toEqual([]);
    expect(await ids('urls=null,https://a.example')).toEqual([1]);
    expect(await ids('urls=https://b.example')).toEqual([]);
  });
});

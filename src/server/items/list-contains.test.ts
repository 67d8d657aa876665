/**
 * API.md "Filters": `__cnt` applies to list fields (a domain's `tags`, a WL domain's `formats`),
 * matching a referenced row's display text or an enumeration value's text.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

const post = async (url: string, payload: unknown) => {
  const answer = await t.call(t.adminToken, { method: 'POST', url, payload: payload as object });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
};

it('filters a list of references by the text of the rows it names, and an enumeration list by value text', async () => {
  const [sport, news] = [await post('/api/domains/tags/', { name: 'Sport weekly' }), await post('/api/domains/tags/', { name: 'News' })];
  const tagged = await post('/api/domains/', { platform: (await post('/api/domains/platforms/', { name: 'tagged.example' })).id, tags: [sport.id] });
  await post('/api/domains/', { platform: (await post('/api/domains/platforms/', { name: 'other.example' })).id, tags: [news.id] });
  const found = await t.call(t.adminToken, { method: 'GET', url: '/api/domains/?tags__cnt=SPORT' });
  expect([found.statusCode, found.json().results?.map((row: { id: number }) => row.id)]).toEqual([200, [tagged.id]]);
  const formats = await t.call(t.adminToken, { method: 'GET', url: '/api/domains/wl/?formats__cnt=ban' });
  expect([formats.statusCode, formats.json().count]).toEqual([200, 0]);
});

it('lets an admin delete a publisher or DSP act (API.md: admin only), not answer 405', async () => {
  const user = await t.userWithRole('USER');
  for (const path of ['erir/dsp/acts', 'erir/publisher/acts']) {
    const admin = await t.call(t.adminToken, { method: 'DELETE', url: `/api/${path}/987654/` });
    expect([path, admin.statusCode, admin.json().code]).toEqual([path, 404, 'entity.notFound']);
    const refused = await t.call(user.token, { method: 'DELETE', url: `/api/${path}/987654/` });
    expect([path, refused.statusCode]).not.toEqual([path, 405]);
  }
});

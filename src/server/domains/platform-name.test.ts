/** "A platform name is a host name": an IP address in any notation is refused at the API. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

it('refuses IP addresses written oddly as platform names, and keeps a host name', async () => {
  for (const name of ['169.254.169.254', '127.000.000.001', '10.0.0.01', '0.0.0.00', '2130706433', '0x7f.1']) {
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/domains/platforms/', payload: { name } });
    expect([name, answer.statusCode, answer.json().errors]).toEqual([name, 400, { name: ['An IP address is not a domain name'] }]);
  }
  const kept = await t.call(t.adminToken, { method: 'POST', url: '/api/domains/platforms/', payload: { name: 'news.example' } });
  expect(kept.statusCode).toBe(201);
  const renamed = await t.call(t.adminToken, { method: 'PATCH', url: `/api/domains/platforms/${kept.json().id}/`, payload: { name: '169.254.169.254' } });
  expect(renamed.statusCode).toBe(400);
});

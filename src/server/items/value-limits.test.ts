/** API.md "Values": an out-of-range value is 400 on the field, with the limit's code and value in `errorCodes`. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

it('answers a 6,900-character name with its maximum length, code and value', async () => {
  const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/domains/platforms/', payload: { name: `${'x'.repeat(6_896)}.com` } });
  expect([answer.statusCode, answer.json().errors, answer.json().errorCodes]).toEqual([
    400,
    { name: ['Ensure this field has no more than 2000 characters.'] },
    { name: [{ code: 'values.maxLength', values: { maxLength: 2000 } }] },
  ]);
});

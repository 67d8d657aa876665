/**
 * API.md "Message codes": a refusal of each status carries the code of its message and the
 * values it names beside the English `detail` the contract fixes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
let user: { id: number; token: string };
beforeAll(async () => {
  t = await createTestServer({ LOGIN_RATE_LIMIT: '2' });
  user = await t.userWithRole('USER');
}, 60_000);
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
const answerOf = async (token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: string) => {
  const answer = await t.call(token, { method, url, ...(payload === undefined ? {} : { headers: json, payload }) });
  return [answer.statusCode, answer.json()] as const;
};

describe('refusals carry a message code and its values', () => {
  it('400 invalid form data, with the field errors', async () => {
    const [status, body] = await answerOf(t.adminToken, 'POST', '/api/holdings/', '{}');
    expect([status, body.detail, body.code, body.values]).toEqual([400, 'invalid form data', 'form.invalid', {}]);
    expect(body.errors.name).toEqual(['Required field']);
  });

  it('400 invalid query parameters, naming the parameter in values', async () => {
    expect(await answerOf(t.adminToken, 'GET', '/api/holdings/?nope=1')).toEqual([400, { detail: 'Unknown filter: nope', code: 'query.unknownFilter', values: { filter: 'nope' } }]);
    expect(await answerOf(t.adminToken, 'GET', '/api/holdings/?page_size=5000')).toEqual([
      400,
      { detail: 'page_size must be between 1 and 1000', code: 'query.pageSize', values: { max: 1000 } },
    ]);
    expect(await answerOf(t.adminToken, 'GET', '/api/holdings/?name__gt=a')).toEqual([
      400,
      { detail: 'Filter operator gt does not apply to name (string)', code: 'query.badOperator', values: { operator: 'gt', field: 'name', kind: 'string' } },
    ]);
  });

  it('400 for a body that is not JSON', async () => {
    const [status, body] = await answerOf(t.adminToken, 'POST', '/api/holdings/', '{');
    expect([status, body.code, body.values]).toEqual([400, 'request.badJson', {}]);
  });

  it('401 without a session', async () => {
    expect(await answerOf(null, 'GET', '/api/holdings/')).toEqual([401, { detail: 'NOT_AUTHORIZED', code: 'auth.notAuthorized', values: {} }]);
  });

  it('403 for an action the role may not call', async () => {
    expect(await answerOf(user.token, 'GET', '/api/silk/recording/')).toEqual([
      403,
      { detail: 'You do not have permission to perform this action.', code: 'auth.forbidden', values: {} },
    ]);
  });

  it('404 for an absent record and for an unknown path', async () => {
    expect(await answerOf(t.adminToken, 'GET', '/api/holdings/999999/')).toEqual([404, { detail: 'Not found.', code: 'entity.notFound', values: {} }]);
    expect(await answerOf(t.adminToken, 'GET', '/api/nothing/')).toEqual([404, { detail: 'Not found.', code: 'route.notFound', values: {} }]);
  });

  it('409 for a stale record, with the current model', async () => {
    const [, created] = await answerOf(t.adminToken, 'POST', '/api/holdings/', JSON.stringify({ name: 'Stale probe' }));
    const url = `/api/holdings/${created.id}/`;
    await answerOf(t.adminToken, 'PATCH', url, JSON.stringify({ name: 'First', updatedAt: created.updatedAt }));
    const [status, body] = await answerOf(t.adminToken, 'PATCH', url, JSON.stringify({ name: 'Second', updatedAt: created.updatedAt }));
    expect([status, body.detail, body.code, body.values, body.current.name]).toEqual([409, 'The record was changed by someone else', 'entity.stale', {}, 'First']);
  });

  it('413 for a body over the limit', async () => {
    const [status, body] = await answerOf(t.adminToken, 'POST', '/api/holdings/', JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) }));
    expect([status, body]).toEqual([413, { detail: 'PROVIDED FILE TOO LARGE', code: 'request.tooLarge', values: {} }]);
  });

  it('429 for too many sign-in attempts', async () => {
    const attempt = () => answerOf(null, 'POST', '/api/accounts/login/', JSON.stringify({ email: 'nobody@example.com', password: 'wrong-1' }));
    expect(await attempt()).toEqual([400, { detail: 'Incorrect email or password!', code: 'accounts.login.incorrect', values: {} }]);
    await attempt();
    expect(await attempt()).toEqual([429, { detail: 'Too many attempts. Try again in a minute.', code: 'accounts.login.tooManyAttempts', values: {} }]);
  });
});

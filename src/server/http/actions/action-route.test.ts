/**
 * Declared actions: 401 before 403 before 400, field errors from the zod body, the declared
 * status, all-or-nothing transactions, and the OpenAPI description from the same schemas.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineAction } from '../../../domain/core/actions/action';
import { holding } from '../../../domain/counterparties/counterparties';
import { tableOf } from '../../db/entity-tables';
import { createTestServer, type TestServer } from '../../../../dev/testing/test-server';
import { ApiError } from '../api-error';
import { actionRoute } from './action-route';

const renameAll = defineAction({
  method: 'POST',
  path: 'probe/holdings/rename/',
  summary: 'Rename holdings (probe)',
  tags: ['probe'],
  access: 'admin',
  status: 201,
  body: z.object({ prefix: z.string().min(1, 'Required field'), failAfter: z.boolean().default(false) }),
  answer: z.object({ renamed: z.number() }),
});

const probeRoute = actionRoute(
  renameAll,
  async ({ body, tx }) => {
    const holdings = tableOf(holding);
    const rows = await tx.update(holdings).set({ name: sql`${body.prefix} || ${holdings.name}` }).returning({ id: holdings.id });
    if (body.failAfter) throw new ApiError(400, 'Stopped after renaming');
    return { renamed: rows.length };
  },
  { transaction: true },
);

let t: TestServer;
let userToken: string;

beforeAll(async () => {
  t = await createTestServer({}, { extraModules: [{ name: 'probe-actions', routes: [probeRoute] }] });
  userToken = (await t.userWithRole('USER')).token;
  await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', payload: { name: 'Acme' } });
});
afterAll(() => t?.close());

const call = (token: string | null, payload: unknown) => t.call(token, { method: 'POST', url: '/api/probe/holdings/rename/', payload: payload as Record<string, unknown> });
const names = async () => (await t.call(t.adminToken, { method: 'GET', url: '/api/holdings/?page_size=1000' })).json().results.map((r: { name: string }) => r.name);

describe('declared actions', () => {
  it('answers 401 without a session and 403 to a role the declaration refuses, whatever the body', async () => {
    expect((await call(null, { prefix: 42 })).statusCode).toBe(401);
    expect((await call(userToken, { prefix: 42 })).statusCode).toBe(403);
  });

  it('answers 400 with field errors from the zod body, writing nothing', async () => {
    const answer = await call(t.adminToken, { prefix: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { prefix: ['Required field'] } });
    expect(await names()).toEqual(['Acme']);
  });

  it('answers with the declared status', async () => {
    const answer = await call(t.adminToken, { prefix: 'The ' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ renamed: 1 });
    expect(await names()).toEqual(['The Acme']);
  });

  it('rolls the whole action back when it fails', async () => {
    const answer = await call(t.adminToken, { prefix: 'Old ', failAfter: true });
    expect(answer.statusCode).toBe(400);
    expect(await names()).toEqual(['The Acme']);
  });

  it('is described in the OpenAPI document from its zod schemas', async () => {
    const doc = (await t.call(null, { method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/probe/holdings/rename/'].post;
    expect(operation.summary).toBe('Rename holdings (probe)');
    expect(operation.requestBody.content['application/json'].schema.properties.prefix).toMatchObject({ type: 'string', minLength: 1 });
    expect(operation.responses['201'].content['application/json'].schema.properties.renamed.type).toBe('number');
  });
});

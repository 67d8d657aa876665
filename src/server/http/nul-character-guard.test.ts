import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { holdsNul } from './nul-character-guard';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
const countries = async () => Number((await t.ctx.database.query('select count(*) as n from countries')).rows[0].n);

describe('holdsNul', () => {
  it('finds a NUL in any string, key or value, at any depth', () => {
    expect(holdsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(holdsNul({ a: { 'k\u0000': 1 } })).toBe(true);
    expect(holdsNul({ a: ['x', { b: 'y', c: 1, d: null }] })).toBe(false);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});

describe('a NUL character in a request', () => {
  it('in a JSON body field: 400 invalid form data naming the field, and nothing is written', async () => {
    const before = await countries();
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/countries/', headers: json, payload: JSON.stringify({ name: 'Ru\u0000ssia' }) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { name: ['Invalid value'] } });
    expect(await countries()).toBe(before);
  });

  it('deep in a field, in a key, or in a body that is not an object: the field, the key, or nonFieldErrors', async () => {
    const post = (payload: string) => t.call(t.adminToken, { method: 'PATCH', url: '/api/estats/bturls/1/', headers: json, payload });
    expect((await post(JSON.stringify({ urls: ['https://a.example', 'https://b\u0000.example'] }))).json()).toEqual({
      detail: 'invalid form data',
      code: 'form.invalid',
      values: {},
      errors: { urls: ['Invalid value'] },
    });
    expect((await post(JSON.stringify({ ['ur\u0000ls']: [] }))).json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { 'ur\\u0000ls': ['Invalid value'] } });
    expect((await post(JSON.stringify('\u0000'))).json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { nonFieldErrors: ['Invalid value'] } });
  });

  it('in a filter, a search or a parameter name: 400 naming the parameter', async () => {
    const value = 'request.invalidParameterValue';
    for (const [url, detail, code, name] of [
      ['/api/clients/?name__cnt=a%00b', 'Invalid value for parameter name__cnt', value, 'name__cnt'],
      ['/api/clients/short/?search=%00', 'Invalid value for parameter search', value, 'search'],
      ['/api/files/short/?search=x%00', 'Invalid value for parameter search', value, 'search'],
      ['/api/clients/?na%00me=1', 'Invalid parameter name: na\\u0000me', 'request.invalidParameterName', 'na\\u0000me'],
      ['/api/celery/task/a%00b/', 'Invalid value for parameter taskId', value, 'taskId'],
    ]) {
      const answer = await t.call(t.adminToken, { method: 'GET', url });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({ url, status: 400, body: { detail, code, values: { name } } });
    }
  });

  it('in the email of a sign-in or a password reset, before anyone signs in: 400 naming the email', async () => {
    for (const [url, body] of [
      ['/api/accounts/login/', { email: 'admin@example.com\u0000', password: 'x' }],
      ['/api/accounts/reset/', { email: '\u0000' }],
    ] as const) {
      const answer = await t.call(null, { method: 'POST', url, headers: json, payload: JSON.stringify(body) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { email: ['Invalid value'] } });
    }
  });
});

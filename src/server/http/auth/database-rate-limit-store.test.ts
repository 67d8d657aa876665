import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../dev/testing/test-server';
import { databaseRateLimitStore, storedKey } from './database-rate-limit-store';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ LOGIN_RATE_LIMIT: '3' });
}, 60_000);
afterAll(async () => t?.close());

/** Random letters: PostgreSQL would compress a repeated text under its index row limit. */
function incompressible(length: number): string {
  let text = '';
  while (text.length < length) text += Math.random().toString(36).slice(2);
  return text.slice(0, length);
}

const json = { 'content-type': 'application/json' };

describe('keys of the login rate limit', () => {
  it('are stored as they are when short, as a digest when long or holding a NUL', () => {
    expect(storedKey('127.0.0.1|abc')).toBe('127.0.0.1|abc');
    const long = storedKey(incompressible(5_000));
    expect(long).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(storedKey('a\u0000b')).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(storedKey('a\u0000b')).not.toBe(storedKey('a\u0000c'));
  });

  it('count any key in the database, however long or odd', async () => {
    const Store = databaseRateLimitStore(t.ctx.database);
    const store = new Store({} as never);
    const key = incompressible(10_000);
    const incr = (k: string) =>
      new Promise<number>((resolve, reject) => store.incr(k, (error, result) => (error ? reject(error) : resolve(result!.current)), 60_000, 10));
    expect(await incr(key)).toBe(1);
    expect(await incr(key)).toBe(2);
    expect(await incr('x\u0000y')).toBe(1);
  });

  it('a sign-in or a password reset with a very long email answers 400 and is still counted per email', async () => {
    const email = `${incompressible(6_000)}@example.com`;
    for (const url of ['/api/accounts/login/', '/api/accounts/reset/']) {
      const answer = await t.call(null, { method: 'POST', url, headers: json, payload: JSON.stringify({ email, password: 'whatever-1' }) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { email: ['Invalid value'] } });
    }
    const attempts = [];
    for (let i = 0; i < 4; i++) attempts.push((await t.call(null, { method: 'POST', url: '/api/accounts/login/', headers: json, payload: JSON.stringify({ email, password: 'x' }) })).statusCode);
    expect(attempts).toEqual([400, 400, 429, 429]);
    const keys = await t.ctx.database.query('select key from rate_limits');
    expect(keys.rows.every((row) => String(row.key).length < 300 && !String(row.key).includes(email.slice(0, 50)))).toBe(true);
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { installSecurityHeaders } from './security-headers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

/** The policy as a map of directive → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers of the app on plain http', () => {
  it('answers the API with a policy that allows scripts from the app itself only', async () => {
    for (const answer of [
      await t.call(t.adminToken, { method: 'GET', url: '/api/accounts/current/' }),
      await t.call(null, { method: 'GET', url: '/api/accounts/current/' }), // 401
      await t.call(t.adminToken, { method: 'GET', url: '/api/no-such-route/' }), // 404
    ]) {
      const policy = policyOf(answer.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      expect(policy).not.toHaveProperty('upgrade-insecure-requests');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets the profiler page be framed by the app, and by no other site', async () => {
    const answer = await t.call(t.adminToken, { method: 'GET', url: '/api/silk/' });
    expect(answer.statusCode).toBe(200);
    expect(policyOf(answer.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('puts the same policy on the API documentation page', async () => {
    const answer = await t.call(null, { method: 'GET', url: '/api/docs/' });
    expect(answer.statusCode).toBe(200);
    expect(policyOf(answer.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
    expect(answer.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('security headers behind https', () => {
  it('adds HSTS and the upgrade of insecure requests only when PUBLIC_URL is https', async () => {
    const answerOf = async (publicUrl: string) => {
      const app = Fastify();
      await installSecurityHeaders(app, { publicUrl });
      app.get('/', async () => ({ ok: true }));
      const answer = await app.inject({ method: 'GET', url: '/' });
      await app.close();
      return answer;
    };
    const secure = await answerOf('https://office.example.com');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(policyOf(secure.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    const plain = await answerOf('http://office.example.com');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(policyOf(plain.headers['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

async function waitForProfile(path: string) {
  for (let i = 0; i < 50; i += 1) {
    const list = await t.call(t.adminToken, { method: 'GET', url: '/api/silk/requests/' });
    const found = list.json().results.find((r: { path: string }) => r.path === path);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No profile for ${path}`);
}

describe('request profiler', () => {
  it('is for the super admin only', async () => {
    const admin = await t.userWithRole('ADMIN');
    for (const url of ['/api/silk/', '/api/silk/requests/', '/api/silk/requests/1/']) {
      const res = await t.call(admin.token, { method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty('detail');
    }
    expect((await t.call(null, { method: 'GET', url: '/api/silk/requests/' })).statusCode).toBe(401);
  });

  it('records requests with their SQL statements, newest first, but not its own', async () => {
    const user = await t.userWithRole('MANAGER');
    const res = await t.call(user.token, { method: 'GET', url: '/api/holdings/?name__cnt=zz' });
    expect(res.statusCode).toBe(200);
    const summary = await waitForProfile('/api/holdings/?name__cnt=zz');
    expect(summary).toMatchObject({ method: 'GET', status: 200, userId: user.id });
    expect(summary.queryCount).toBeGreaterThan(0);
    expect(summary.durationMs).toBeGreaterThan(0);

    const detail = await t.call(t.adminToken, { method: 'GET', url: `/api/silk/requests/${summary.id}/` });
    expect(detail.statusCode).toBe(200);
    const statements = detail.json().statements as { sql: string; ms: number }[];
    expect(statements.length).toBe(summary.queryCount);
    expect(statements.some((s) => /holdings/i.test(s.sql))).toBe(true);
    expect(statements.every((s) => typeof s.ms === 'number')).toBe(true);

    const list = await t.call(t.adminToken, { method: 'GET', url: '/api/silk/requests/?page=1' });
    const results = list.json().results as { id: number; path: string }[];
    expect(results.map((r) => r.id)).toEqual([...results.map((r) => r.id)].sort((a, b) => b - a));
    expect(results.some((r) => r.path.startsWith('/api/silk'))).toBe(false);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/silk/requests/99999999/' })).statusCode).toBe(404);

    const page = await t.call(t.adminToken, { method: 'GET', url: `/api/silk/?id=${summary.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/holdings/?name__cnt=zz');
    expect(page.body).toContain('Request profiler');
  });
});

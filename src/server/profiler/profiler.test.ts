import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

async function profileOf(path: string) {
  await t.app.profiler.writer.flush();
  const list = await t.call(t.adminToken, { method: 'GET', url: '/api/silk/requests/' });
  return list.json().results.find((r: { path: string }) => r.path === path) ?? null;
}

async function waitForProfile(path: string) {
  const found = await profileOf(path);
  if (!found) throw new Error(`No profile for ${path}`);
  return found;
}

const switchRecording = (minutes: number, token = t.adminToken) =>
  t.call(token, { method: 'POST', url: '/api/silk/recording/', payload: { minutes } });

describe('request profiler', () => {
  it('is for the super admin only', async () => {
    const admin = await t.userWithRole('ADMIN');
    for (const url of ['/api/silk/', '/api/silk/requests/', '/api/silk/requests/1/', '/api/silk/recording/']) {
      const res = await t.call(admin.token, { method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty('detail');
    }
    expect((await t.call(null, { method: 'GET', url: '/api/silk/requests/' })).statusCode).toBe(401);
    expect((await switchRecording(60, admin.token)).statusCode).toBe(403);
  });

  it('keeps only slow requests until a super admin switches recording on, then every request until it is switched off', async () => {
    const user = await t.userWithRole('MANAGER');
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/silk/recording/' })).json()).toEqual({ recordingUntil: null, slowMs: 500 });
    await t.call(user.token, { method: 'GET', url: '/api/holdings/?name__cnt=before' });
    expect(await profileOf('/api/holdings/?name__cnt=before')).toBeNull();
    t.ctx.config.profilerSlowMs = 0; // every request counts as slow
    await t.call(user.token, { method: 'GET', url: '/api/holdings/?name__cnt=slow' });
    t.ctx.config.profilerSlowMs = 500;
    expect(await profileOf('/api/holdings/?name__cnt=slow')).not.toBeNull();

    const on = await switchRecording(30);
    expect(on.statusCode).toBe(200);
    const until = new Date(on.json().recordingUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    await t.call(user.token, { method: 'GET', url: '/api/holdings/?name__cnt=during' });
    expect(await profileOf('/api/holdings/?name__cnt=during')).not.toBeNull();

    expect((await switchRecording(0)).json().recordingUntil).toBeNull();
    await t.call(user.token, { method: 'GET', url: '/api/holdings/?name__cnt=after' });
    expect(await profileOf('/api/holdings/?name__cnt=after')).toBeNull();
    expect((await switchRecording(-1)).statusCode).toBe(400);
    expect((await switchRecording(24 * 60 + 1)).statusCode).toBe(400);
  });

  it('records each statement once (the session lookup appears once per request)', async () => {
    await switchRecording(30);
    const user = await t.userWithRole('MANAGER');
    await t.call(user.token, { method: 'GET', url: '/api/holdings/?name__cnt=once' });
    const summary = await waitForProfile('/api/holdings/?name__cnt=once');
    const detail = (await t.call(t.adminToken, { method: 'GET', url: `/api/silk/requests/${summary.id}/` })).json();
    const lookups = (detail.statements as { sql: string }[]).filter((s) => /from "sessions"/.test(s.sql));
    expect(lookups).toHaveLength(1);
  });

  it('records requests with their SQL statements, newest first, but not its own', async () => {
    await switchRecording(30);
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

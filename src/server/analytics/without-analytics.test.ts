/**
 * A machine where chDB does not ship (simulated: loading the `chdb` package fails) and no
 * CLICKHOUSE_URL: every call that needs the analytics database is refused with 400 naming
 * CLICKHOUSE_URL, and no task starts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsMessages } from './analytics-errors';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

vi.mock('chdb', () => {
  throw new Error('Cannot find module @chdb/lib-linux-x64-musl');
});

let t: TestServer;
beforeAll(async () => {
  vi.stubEnv('CLICKHOUSE_URL', '');
  t = await createTestServer();
}, 90_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await t?.close();
});

describe('without chDB and without CLICKHOUSE_URL', () => {
  it('refuses the statistics build naming CLICKHOUSE_URL, starting nothing', async () => {
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/estats/action/build/', payload: { date: '2025-06-01' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ detail: analyticsMessages.unavailable });
    expect(analyticsMessages.unavailable).toContain('CLICKHOUSE_URL');
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/estats/action/build/' })).json()).toMatchObject({ state: 'none' });
  });

  it('refuses the panel sync naming CLICKHOUSE_URL, starting nothing', async () => {
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/panel/sync/', payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ detail: analyticsMessages.unavailable, code: 'analytics.chdbUnavailable' });
    expect(analyticsMessages.unavailable).toContain('CLICKHOUSE_URL');
    expect(await t.ctx.jobs.latestTask('publishers.panel-sync')).toBeNull();
  });
});

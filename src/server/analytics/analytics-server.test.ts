/**
 * The analytics database over ClickHouse's HTTP interface through `@clickhouse/client`: against
 * a real ClickHouse when TEST_CLICKHOUSE_URL is set (with TEST_CLICKHOUSE_USER and
 * TEST_CLICKHOUSE_PASSWORD; the test makes and drops its own database), otherwise against the
 * stand-in that runs each statement in chDB (dev/testing/clickhouse-stand-in.ts). Plus a
 * server that is down and one that refuses the password.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClickHouseStandIn, type ClickHouseStandIn } from '../../../dev/testing/clickhouse-stand-in';
import { openAnalytics } from './analytics';
import { readAnalyticsConfig, type AnalyticsConfig } from './analytics-config';
import { closeAnalytics } from './analytics-connection';
import { describeAnalyticsDatabase } from './analytics-fixtures';
import { createAnalyticsTables, openAnalyticsWriter, type AnalyticsWriter } from './analytics-writer';
import { markerImpressions } from './marker-impressions';

const realUrl = process.env.TEST_CLICKHOUSE_URL;
const testDatabase = `test_analytics_${randomBytes(4).toString('hex')}`;
let standIn: ClickHouseStandIn | null = null;
let config: AnalyticsConfig;
let analytics: AnalyticsWriter;

const env = (url: string, user: string, password: string, database?: string) =>
  readAnalyticsConfig('/unused', { CLICKHOUSE_URL: url, CLICKHOUSE_USER: user, CLICKHOUSE_PASSWORD: password, ...(database ? { CLICKHOUSE_DATABASE: database } : {}) });

beforeAll(async () => {
  if (realUrl) {
    const user = process.env.TEST_CLICKHOUSE_USER ?? 'default';
    const password = process.env.TEST_CLICKHOUSE_PASSWORD ?? '';
    await (await openAnalyticsWriter(env(realUrl, user, password))).command(`CREATE DATABASE ${testDatabase}`);
    config = env(realUrl, user, password, testDatabase);
  } else {
    console.info('TEST_CLICKHOUSE_URL is not set: the HTTP path runs against the chDB stand-in, not a real ClickHouse server');
    standIn = await startClickHouseStandIn({ user: 'stats', password: 'secret' });
    config = env(standIn.url, 'stats', 'secret');
  }
  analytics = await openAnalyticsWriter(config);
  await createAnalyticsTables(analytics);
}, 60_000);
afterAll(async () => {
  if (realUrl) await analytics?.command(`DROP DATABASE IF EXISTS ${testDatabase}`);
  await closeAnalytics();
  await standIn?.close();
});

describe('over HTTP', () => {
  it('is the configured server, named by its address', () => {
    expect(config).toMatchObject({ kind: 'server', url: realUrl ?? standIn?.url, timeoutMs: 60_000 });
    expect(analytics.place).toBe(`ClickHouse at ${config.kind === 'server' ? config.url : ''}`);
  });

  it('sends values as typed parameters, never inside the SQL', async ({ skip }) => {
    if (!standIn) return skip('the statements sent are seen by the stand-in only');
    await markerImpressions(analytics, '2026-03-01', '2026-04-01', ["x' OR '1'='1"]);
    const sent = standIn.statements.at(-1) ?? '';
    expect(sent).toContain('has({markers:Array(String)}, marker)');
    expect(sent).not.toContain("'1'='1");
  });

  it('reports a server that is down, naming it', async () => {
    const down = await openAnalytics(env('http://127.0.0.1:9', 'default', ''));
    await expect(down.rows('SELECT 1')).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringMatching(/^The analytics database \(ClickHouse at http:\/\/127\.0\.0\.1:9\) failed: .*ECONNREFUSED/),
    });
  });

  it("keeps ClickHouse's answer to a wrong password", async () => {
    if (config.kind !== 'server') throw new Error('a server configuration');
    const refused = await openAnalytics({ ...config, password: `${config.password}-wrong` });
    await expect(refused.rows('SELECT 1')).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('Authentication failed') });
  });
});

describeAnalyticsDatabase({
  analytics: () => analytics,
  limited: (timeoutMs) => openAnalytics({ ...config, timeoutMs }),
  place: () => analytics.place,
});

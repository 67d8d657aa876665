/**
 * `domain_stats` keeps its figures summed per day and domain (a projection): the inventory
 * refresh's statement is answered from that summary, with the same figures as from the rows, and
 * a store made before the summary existed gets it when it opens.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAnalytics } from './analytics-connection';
import { serverAnalyticsWriter, type AnalyticsWriter } from './analytics-writer';
import { analyticsProjections } from './analytics-projections';
import { domainFigures, domainFiguresQuery } from './domain-figures';

let dataDir: string;
let analytics: AnalyticsWriter;
const window = { from: '2030-03-01', to: '2030-03-31' };
const rows = [
  { day: '2030-03-02', domain: 'news.example', format: 'BANNER', requests: 100, bids: 50, impressions: 10, amount: 1.25, cookies: 7 },
  { day: '2030-03-02', domain: 'news.example', format: 'VIDEO', requests: 40, bids: 20, impressions: 5, amount: 2.5, cookies: 3 },
  { day: '2030-03-03', domain: 'News.Example', format: 'BANNER', requests: 10, bids: 5, impressions: 1, amount: 0.01, cookies: 1 },
  { day: '2030-03-05', domain: 'shop.example', format: 'NATIVE', requests: 9, bids: 0, impressions: 0, amount: 0, cookies: 2 },
  { day: '2030-02-28', domain: 'news.example', format: 'INSTREAM', requests: 999, bids: 999, impressions: 999, amount: 999, cookies: 999 },
];
const expected = [
  { domain: 'news.example', formats: ['BANNER', 'VIDEO'], cookieVolume: 11, bannerRequests: 110, videoRequests: 40, instreamRequests: 0, bids: 75, impressions: 16, cpm: 235, volume: 3.76 },
  { domain: 'shop.example', formats: ['NATIVE'], cookieVolume: 2, bannerRequests: 0, videoRequests: 0, instreamRequests: 0, bids: 0, impressions: 0, cpm: 0, volume: 0 },
];

async function readPlan(): Promise<string> {
  const plan = await analytics.rows<{ explain: string }>(`EXPLAIN projections = 1 ${domainFiguresQuery}`, window);
  return plan.map((line) => line.explain).join('\n');
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'analytics-projections-'));
  analytics = await serverAnalyticsWriter(dataDir, {});
}, 60_000);
afterAll(async () => {
  await closeAnalytics();
  await rm(dataDir, { recursive: true, force: true });
});

describe('domain_stats summed per day and domain', () => {
  it('answers the refresh from the summary, with the figures of the rows', async () => {
    await analytics.insert('domain_stats', rows);
    expect(await readPlan()).toContain(`ReadFromMergeTree (${analyticsProjections[0].name})`);
    expect(await domainFigures(analytics, window.from, window.to)).toEqual(expected);
  });

  it('is added to a store made without it, whose figures stay the same', async () => {
    await analytics.command(`ALTER TABLE domain_stats DROP PROJECTION ${analyticsProjections[0].name}`);
    expect(await readPlan()).not.toContain(`ReadFromMergeTree (${analyticsProjections[0].name})`);
    await analytics.insert('domain_stats', [{ ...rows[3], day: '2030-03-06' }]);
    await closeAnalytics();
    analytics = await serverAnalyticsWriter(dataDir, {});
    const [table] = await analytics.rows<{ create_table_query: string }>("SELECT create_table_query FROM system.tables WHERE database = currentDatabase() AND name = 'domain_stats'");
    expect(table.create_table_query).toContain(`PROJECTION ${analyticsProjections[0].name} `);
    const [shop] = (await domainFigures(analytics, window.from, window.to)).slice(1);
    expect(shop).toEqual({ ...expected[1], cookieVolume: 4 });
  });
});

/**
 * What every analytics database must do, run by analytics.test.ts against chDB in-process and
 * by analytics-server.test.ts against a ClickHouse HTTP interface (a real server or the stand-in):
 * the tables, parameterised aggregations, FINAL reads, streaming with bounded memory, the time
 * limit and ClickHouse's own error text.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Analytics } from './analytics';
import { AnalyticsFailure } from './analytics-errors';
import { analyticsTables } from './analytics-tables';
import { insertAnalyticsRows, generatePublisherStats, type AnalyticsWriter, type PublisherStatsRow } from './analytics-writer';
import { impressionsByMarker, markerImpressions } from './marker-impressions';
import { dspMonthSums, publisherMonthSums } from './month-sums';
import { analyticsPanels } from './panels';

export interface AnalyticsUnderTest {
  /** The database as configured for the test, its tables made and empty. */
  analytics: () => AnalyticsWriter;
  /** The same database with a time limit of `timeoutMs`. */
  limited: (timeoutMs: number) => Promise<Analytics>;
  /** How the database is named in messages ("chDB at …", "ClickHouse at …"). */
  place: () => string;
}

const publisherRow = (row: Partial<PublisherStatsRow>): PublisherStatsRow => ({
  day: '2026-03-10',
  source_kind: 'PANEL',
  source_id: 'p1',
  domain: 'site.example',
  format: 'BANNER',
  placement: 'top',
  marker: 'Kra1',
  impressions: 1,
  clicks: 0,
  amount: 0,
  ...row,
});

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** What the JavaScript side still holds (heap and buffers) once garbage is collected. */
const heldMemory = () => {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

export function describeAnalyticsDatabase(db: AnalyticsUnderTest) {
  describe('tables', () => {
    it('has every table of the contract with its columns and types', async () => {
      const columns = await db
        .analytics()
        .rows<{ table: string; name: string; type: string }>(
          'SELECT table, name, type FROM system.columns WHERE database = currentDatabase() AND has({tables:Array(String)}, table) ORDER BY table, position',
          { tables: Object.keys(analyticsTables) },
        );
      const tables = new Set(columns.map((c) => c.table));
      expect([...tables].sort()).toEqual(Object.keys(analyticsTables).sort());
      expect(columns.filter((c) => c.table === 'publisher_stats').map((c) => `${c.name} ${c.type}`)).toEqual([
        'day Date',
        'source_kind LowCardinality(String)',
        'source_id String',
        'domain String',
        'format LowCardinality(String)',
        'placement String',
        'marker String',
        'impressions UInt64',
        'clicks UInt64',
        'amount Decimal(18, 2)',
      ]);
      const engines = await db.analytics().rows<{ name: string; engine: string }>(
        "SELECT name, engine FROM system.tables WHERE database = currentDatabase() AND name IN ('panels', 'dsp_stats') ORDER BY name",
      );
      expect(engines).toEqual([
        { name: 'dsp_stats', engine: 'MergeTree' },
        { name: 'panels', engine: 'ReplacingMergeTree' },
      ]);
    });
  });

  describe('aggregations with bound parameters', () => {
    it('sums a month per publisher source and per DSP identifier, leaving other months out', async () => {
      const analytics = db.analytics();
      await insertAnalyticsRows(analytics, 'publisher_stats', [
        publisherRow({ day: '2026-02-28', impressions: 1000, amount: 99 }),
        publisherRow({ day: '2026-03-01', impressions: 10, clicks: 2, amount: 1.1 }),
        publisherRow({ day: '2026-03-31', impressions: 20, clicks: 3, amount: 2.25, domain: 'other.example' }),
        publisherRow({ day: '2026-03-15', source_kind: 'SSP', source_id: "s'1", impressions: 7, clicks: 1, amount: 0.07 }),
        publisherRow({ day: '2026-04-01', impressions: 5000, amount: 50 }),
      ]);
      await insertAnalyticsRows(analytics, 'dsp_stats', [
        { day: '2026-03-02', dsp_id: 'd-1', marker: 'Kra1', domain: 'a.example', impressions: 100, amount: 10.5 },
        { day: '2026-03-30', dsp_id: 'd-1', marker: 'Kra2', domain: 'b.example', impressions: 50, amount: 0.25 },
        { day: '2026-03-30', dsp_id: 'd-2', marker: 'Kra2', domain: 'b.example', impressions: 1, amount: 100000000.01 },
        { day: '2026-04-01', dsp_id: 'd-1', marker: 'Kra2', domain: 'b.example', impressions: 9, amount: 9 },
      ]);
      expect(await publisherMonthSums(analytics, '2026-03-01')).toEqual([
        { sourceKind: 'PANEL', sourceId: 'p1', impressions: 30, clicks: 5, amount: 3.35 },
        { sourceKind: 'SSP', sourceId: "s'1", impressions: 7, clicks: 1, amount: 0.07 },
      ]);
      expect(await dspMonthSums(analytics, '2026-03-17')).toEqual([
        { dspId: 'd-1', impressions: 150, amount: 10.75 },
        { dspId: 'd-2', impressions: 1, amount: 100000000.01 },
      ]);
      expect(await dspMonthSums(analytics, '2025-01-01')).toEqual([]);
    });

    it('sums marker shows by day within [from, to), for the markers asked only (quotes included)', async () => {
      const analytics = db.analytics();
      await insertAnalyticsRows(analytics, 'marker_impressions', [
        { marker: 'Kra23abc', day: '2026-02-27', impressions: 5 },
        { marker: 'Kra23abc', day: '2026-03-01', impressions: 1000 },
        { marker: 'Kra23abc', day: '2026-03-01', impressions: 234 },
        { marker: 'Kra23abc', day: '2026-03-31', impressions: 66 },
        { marker: "Kra'quote\\", day: '2026-03-15', impressions: 7 },
        { marker: 'Other', day: '2026-03-10', impressions: 99 },
        { marker: 'Kra23abc', day: '2026-04-01', impressions: 1 },
      ]);
      const days = await markerImpressions(analytics, '2026-03-01', '2026-04-01', ['Kra23abc', "Kra'quote\\"]);
      expect(days).toEqual([
        { marker: "Kra'quote\\", day: '2026-03-15', impressions: 7 },
        { marker: 'Kra23abc', day: '2026-03-01', impressions: 1234 },
        { marker: 'Kra23abc', day: '2026-03-31', impressions: 66 },
      ]);
      expect(impressionsByMarker(days)).toEqual(new Map([['Kra23abc', 1300], ["Kra'quote\\", 7]]));
      expect(await markerImpressions(analytics, '2026-03-01', '2026-04-01', ["' OR 1 = 1 --"])).toEqual([]);
    });

    it('generates a month of publisher_stats inside the database', async () => {
      const analytics = db.analytics();
      await generatePublisherStats(analytics, { month: '2027-01-01', rows: 3000, sources: 10 });
      const sums = await publisherMonthSums(analytics, '2027-01-01');
      expect(sums).toHaveLength(30);
      expect(sums.filter((s) => s.sourceKind === 'NONMEDIA').map((s) => s.sourceId)).toEqual(Array.from({ length: 10 }, (_, i) => `NONMEDIA-${i}`));
      // Σ over n < 3000 of (1 + n mod 1000) and of (n mod 10000) / 100.
      expect(sums.reduce((total, s) => total + s.impressions, 0)).toBe(3 * 500_500);
      expect(Math.round(sums.reduce((total, s) => total + s.amount, 0) * 100)).toBe(((2999 * 3000) / 2));
    });
  });

  describe('reads that never assume merged parts', () => {
    it('reads a panel written twice as its last version', async () => {
      const analytics = db.analytics();
      await insertAnalyticsRows(analytics, 'panels', [{ id: 'P-1', name: 'First', email: 'a@x.example', status: 'ACTIVE', places: 2, in_monkey: 0 }]);
      await insertAnalyticsRows(analytics, 'panels', [
        { id: 'P-1', name: 'Renamed', email: 'a@x.example', status: 'BLOCKED', places: 3, in_monkey: 1 },
        { id: 'P-2', name: 'Second', email: 'b@x.example', status: 'ACTIVE', places: 0, in_monkey: 0 },
      ]);
      const panels = [];
      for await (const panel of analyticsPanels(analytics)) panels.push(panel);
      expect(panels).toEqual([
        { id: 'P-1', name: 'Renamed', email: 'a@x.example', status: 'BLOCKED', places: 3, inMonkey: true },
        { id: 'P-2', name: 'Second', email: 'b@x.example', status: 'ACTIVE', places: 0, inMonkey: false },
      ]);
    });
  });

  describe('large answers', () => {
    it('streams a large answer row by row with bounded memory', async () => {
      const rows = 600_000;
      const padding = 200;
      const answerBytes = rows * (padding + 40);
      const before = heldMemory();
      let peak = 0;
      let count = 0;
      let sum = 0;
      // Blocks of 10 000 rows: the database sends the answer in chunks of about 2.4 MB.
      const query = 'SELECT number AS n, repeat({char:String}, {padding:UInt32}) AS pad FROM numbers({rows:UInt64}) SETTINGS max_block_size = 10000';
      const stream = db.analytics().stream<{ n: string | number; pad: string }>(query, { char: 'x', padding, rows });
      for await (const row of stream) {
        count += 1;
        sum += Number(row.n);
        if (count % 50_000 === 0) peak = Math.max(peak, heldMemory() - before);
      }
      expect(count).toBe(rows);
      expect(sum).toBe((rows * (rows - 1)) / 2);
      // The whole answer as text is about 140 MB; the stream holds a chunk or two at a time.
      expect(answerBytes).toBeGreaterThan(140_000_000);
      expect(peak).toBeLessThan(30_000_000);
    }, 60_000);
  });

  describe('concurrent readers', () => {
    it('runs several streamed reads and aggregations at once, each to its own end, none refused', async () => {
      // More readers than the embedded database's streaming sessions: the rest wait for one.
      const query = 'SELECT number AS n FROM numbers({rows:UInt64}) SETTINGS max_block_size = 1000';
      const read = async (rows: number) => {
        let sum = 0;
        for await (const row of db.analytics().stream<{ n: string | number }>(query, { rows })) {
          sum += Number(row.n);
          // Another reader runs between two rows.
          if (Number(row.n) % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        return sum;
      };
      const sizes = [5_000, 6_000, 7_000, 8_000, 9_000, 10_000];
      const [sums, counts] = await Promise.all([
        Promise.all(sizes.map(read)),
        Promise.all(sizes.map((rows) => db.analytics().rows<{ c: string | number }>('SELECT count() AS c FROM numbers({rows:UInt64})', { rows }))),
      ]);
      expect(sums).toEqual(sizes.map((rows) => (rows * (rows - 1)) / 2));
      expect(counts.map(([row]) => Number(row?.c))).toEqual(sizes);
    });

    it('lets the next reader in when one leaves its stream early or fails', async () => {
      const query = 'SELECT number AS n FROM numbers({rows:UInt64})';
      const leave = async () => {
        for await (const row of db.analytics().stream<{ n: string | number }>(query, { rows: 100_000 })) if (Number(row.n) >= 0) break;
      };
      const fail = async () => {
        for await (const row of db.analytics().stream('SELECT * FROM no_such_table')) void row;
      };
      await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? leave() : expect(fail()).rejects.toBeInstanceOf(AnalyticsFailure))));
      let count = 0;
      for await (const row of db.analytics().stream(query, { rows: 10 })) if (row) count += 1;
      expect(count).toBe(10);
    });
  });

  describe('failures', () => {
    it('names the database and what it answered for a statement it refuses', async () => {
      const refused = db.analytics().rows('SELECT * FROM no_such_table');
      await expect(refused).rejects.toBeInstanceOf(AnalyticsFailure);
      await expect(refused).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining(`The analytics database (${db.place()}) failed:`) });
      await expect(refused).rejects.toMatchObject({ message: expect.stringContaining('UNKNOWN_TABLE') });
    });

    it('gives up after the time limit, saying so', async () => {
      const limited = await db.limited(300);
      const started = Date.now();
      const slow = limited.rows('SELECT sleep(1.5) AS slept');
      await expect(slow).rejects.toMatchObject({ kind: 'unavailable', message: `The analytics database (${db.place()}) failed: no answer within 0.3 s` });
      expect(Date.now() - started).toBeLessThan(1400);
    });
  });
}

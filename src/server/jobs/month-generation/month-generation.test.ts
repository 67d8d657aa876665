/**
 * The month generation machine on a second, test-only user: declarations alone over probe
 * entities (a line per analytics source and month, with its parts) give a working generation —
 * figures read from the analytics database (the embedded chDB), unsent lines replaced and sent
 * ones kept, a regeneration for one owner, updating in place, all or nothing when the row rule
 * or the database refuses, two generations of the same month kept apart, the analytics database
 * being down failing the task with a detail naming it, and the counts in English and Russian.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineEntity } from '../../../domain/core/entity';
import { monthGenerationMessages } from '../../../domain/core/i18n/month-generation-en';
import { ru } from '../../../domain/core/i18n/ru';
import { renderMessage } from '../../../domain/core/refusals/render-message';
import type { Analytics } from '../../analytics/analytics';
import { closeAnalytics } from '../../analytics/analytics-connection';
import { publisherMonthSums, type PublisherSourceMonth } from '../../analytics/month-sums';
import { serverAnalyticsWriter, insertAnalyticsRows, type PublisherStatsRow } from '../../analytics/analytics-writer';
import type { ReadRows } from '../../items/readers';
import { systemActor } from '../../items/system-actor';
import { createTestServer, type TestServer } from '../../../../dev/testing/test-server';
import { defineMonthGeneration, type GenerationScope } from './month-generation';

const probeLine = defineEntity({
  name: 'probeMonthLine',
  area: 'probeMonth',
  path: 'probe/month-lines/',
  table: 'probe_month_lines',
  display: 'source',
  fields: {
    date: { kind: 'date', required: true },
    source: { kind: 'string', required: true },
    owner: { kind: 'int' },
    amount: { kind: 'money' },
    sent: { kind: 'boolean' },
    note: { kind: 'string' },
  },
});

const probePart = defineEntity({
  name: 'probeMonthPart',
  area: 'probeMonth',
  path: 'probe/month-parts/',
  table: 'probe_month_parts',
  display: 'id',
  generated: 'the probe generation',
  fields: {
    line: { kind: 'ref', ref: 'probeMonthLine', required: true, index: true, onDelete: 'cascade' },
    amount: { kind: 'money' },
  },
});

/** Which owner (a counterparty) each analytics source belongs to. */
const ownerOf: Record<string, number> = { s1: 1, s2: 1, s3: 2 };
/** Set by a test: the row rule refuses this source, or makes its amount too large for the column. */
const trouble: { refuse: string | null; oversize: string | null } = { refuse: null, oversize: null };

/** The declaration's parts every probe generation shares: figures from publisher_stats, a line per source with two parts. */
const probeSide = {
  entity: probeLine,
  monthField: 'date',
  key: 'source',
  scopeField: 'owner',
  kept: (lines: ReadRows) => eq(lines.sent, true),
  children: { entity: probePart, via: 'line' },
  analytics: (analytics: Analytics, month: { start: string }) => publisherMonthSums(analytics, month.start),
  source: async ({ analytics, scope }: { analytics: PublisherSourceMonth[]; scope: GenerationScope }) =>
    analytics.filter((figure) => scope === null || ownerOf[figure.sourceId] === scope),
  rows: (figures: PublisherSourceMonth[], month: { start: string }) =>
    figures.map((figure) => {
      if (trouble.refuse === figure.sourceId) throw new Error(`The row rule refused ${figure.sourceId}`);
      const amount = trouble.oversize === figure.sourceId ? 1e15 : figure.amount;
      return {
        record: { date: month.start, source: figure.sourceId, owner: ownerOf[figure.sourceId], amount, sent: false },
        children: [{ amount: figure.clicks }, { amount: amount - figure.clicks }],
      };
    }),
  done: 'Probe lines generated',
} as const;

const recreated = defineMonthGeneration({ ...probeSide, name: 'probe.lines-recreate', replace: 'recreate' });
const inPlace = defineMonthGeneration({ ...probeSide, name: 'probe.lines-in-place', replace: 'inPlace' });

const may = '2025-05-01';
const stat = (source_id: string, day: string, impressions: number, clicks: number, amount: number): PublisherStatsRow => ({
  day,
  source_kind: 'SSP',
  source_id,
  domain: 'example.com',
  format: 'banner',
  placement: 'top',
  marker: '',
  impressions,
  clicks,
  amount,
});

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({}, { probeEntities: [probeLine, probePart], extraModules: [{ name: 'probeMonth', jobs: [recreated.job, inPlace.job] }] });
  const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
  await insertAnalyticsRows(analytics, 'publisher_stats', [
    stat('s1', '2025-05-02', 1000, 10, 100.5),
    stat('s1', '2025-05-30', 500, 5, 50.25),
    stat('s2', '2025-05-10', 300, 3, 30),
    stat('s3', '2025-05-11', 200, 2, 20),
    stat('s3', '2025-06-01', 999, 9, 999),
  ]);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await closeAnalytics();
});
beforeEach(() => {
  vi.unstubAllEnvs();
  vi.stubEnv('CLICKHOUSE_URL', '');
  trouble.refuse = null;
  trouble.oversize = null;
});

type Line = { id: number; source: string; owner: number; amount: number; sent: boolean; note: string | null };

async function lines(): Promise<Line[]> {
  const { rows } = await t.ctx.database.query('select id, source, owner, amount, sent, note from probe_month_lines order by source, id', []);
  return rows.map((row) => ({ ...(row as Line), id: Number(row.id), owner: Number(row.owner), amount: Number(row.amount) }));
}

async function parts(line: number): Promise<number[]> {
  const { rows } = await t.ctx.database.query('select amount from probe_month_parts where line_id = $1 order by id', [line]);
  return rows.map((row) => Number(row.amount));
}

async function generate(generation = recreated, scope: GenerationScope = null) {
  const taskId = await generation.start(t.ctx, { date: '2025-05-17', scope, userId: null });
  return t.waitForTask(taskId, 30_000);
}

async function historyOf(id: number): Promise<string[]> {
  const { rows } = await t.ctx.database.query("select action from entity_history where entity = 'probeMonthLine' and record_id = $1 order by id", [String(id)]);
  return rows.map((row) => String(row.action));
}

describe('a generation declared over probe entities', () => {
  it("makes the month's records from the analytics figures, with their children, history and counts in both languages", async () => {
    const task = await generate();
    expect(task).toEqual({
      state: 'SUCCESS',
      detail: { detail: 'Probe lines generated', month: may, created: 3, replaced: 0, kept: 0, summary: 'Created: 3, replaced: 0, kept: 0' },
    });
    const [s1, s2, s3] = await lines();
    expect([s1, s2, s3].map((line) => [line.source, line.owner, line.amount, line.sent])).toEqual([
      ['s1', 1, 150.75, false],
      ['s2', 1, 30, false],
      ['s3', 2, 20, false], // June's row of s3 is another month
    ]);
    expect(await parts(s1.id)).toEqual([15, 135.75]);
    expect(await historyOf(s1.id)).toEqual(['create']);
    expect(renderMessage(ru[monthGenerationMessages.counts], { created: 3, replaced: 0, kept: 0 }, (key) => ru[key])).toBe('Создано: 3, заменено: 0, оставлено: 0');
  });

  it('refuses children whose entity is not declared generated: they would write a history row each', () => {
    const undeclared: typeof probePart = { ...probePart, generated: undefined };
    expect(() => defineMonthGeneration({ ...probeSide, name: 'probe.undeclared', replace: 'recreate', children: { entity: undeclared, via: 'line' } })).toThrow(
      'declare that entity `generated`',
    );
  });

  it('writes no history for the children, the generated rows', async () => {
    const { rows } = await t.ctx.database.query("select count(*)::int as n from entity_history where entity = 'probeMonthPart'");
    expect(rows[0].n).toBe(0);
  });

  it('replaces what was not kept and never touches a kept record, whose key gets no new one', async () => {
    const [s1, s2, s3] = await lines();
    await t.ctx.database.query('update probe_month_lines set sent = true where id = $1', [s1.id]);
    const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
    await insertAnalyticsRows(analytics, 'publisher_stats', [stat('s1', '2025-05-03', 1, 1, 1), stat('s2', '2025-05-03', 10, 1, 7)]);

    expect((await generate()).detail).toMatchObject({ created: 2, replaced: 2, kept: 1, summary: 'Created: 2, replaced: 2, kept: 1' });
    const after = await lines();
    expect(after.map((line) => [line.source, line.amount])).toEqual([
      ['s1', 150.75],
      ['s2', 37],
      ['s3', 20],
    ]);
    expect(after[0]).toMatchObject({ id: s1.id, sent: true });
    expect(after[1].id).not.toBe(s2.id);
    expect(after[2].id).not.toBe(s3.id);
    expect(await parts(s2.id)).toEqual([]);
    expect(await parts(after[1].id)).toEqual([4, 33]);
    expect(await historyOf(s2.id)).toEqual(['create', 'delete']);
  });

  it("regenerates for one owner only: the others' records stay as they were", async () => {
    const before = await lines();
    const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
    await insertAnalyticsRows(analytics, 'publisher_stats', [stat('s2', '2025-05-04', 1, 0, 100), stat('s3', '2025-05-04', 1, 0, 5)]);

    expect((await generate(recreated, 2)).detail).toMatchObject({ created: 1, replaced: 1, kept: 0, scope: 2 });
    const after = await lines();
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2)); // owner 1: s2 keeps its old figures
    expect(after[2]).toMatchObject({ source: 's3', amount: 25 });
    expect(after[2].id).not.toBe(before[2].id);
  });

  it("leaves the month as it was when the row rule fails, or when a row's value is refused after the deletions", async () => {
    const before = await lines();
    trouble.refuse = 's3';
    expect(await generate()).toEqual({ state: 'FAILURE', detail: 'The row rule refused s3', code: 'tasks.failed', values: { reason: 'The row rule refused s3' } });
    expect(await lines()).toEqual(before);

    trouble.refuse = null;
    trouble.oversize = 's3';
    const refused = await generate();
    expect(refused.state).toBe('FAILURE');
    // The system's insert checks each value against its field's limits before the database sees it.
    expect(refused.detail).toMatch(/^The value of amount is refused: /);
    expect(await lines()).toEqual(before);
    for (const line of before) expect((await parts(line.id)).length).toBe(2);
  });

  it('updates in place when so declared: ids and fields the rule does not set stay, a key without figures goes', async () => {
    const before = await lines();
    await t.ctx.database.query("update probe_month_lines set note = 'checked' where source = 's2'", []);
    await t.ctx.database.query("insert into probe_month_lines (date, source, owner, amount, sent) values ('2025-05-01', 'gone', 1, 1, false)", []);

    expect((await generate(inPlace)).detail).toMatchObject({ created: 0, replaced: 3, kept: 1 });
    const after = await lines();
    expect(after.map((line) => [line.id, line.source, line.amount, line.note])).toEqual([
      [before[0].id, 's1', 150.75, null],
      [before[1].id, 's2', 137, 'checked'],
      [before[2].id, 's3', 25, null],
    ]);
    expect(await parts(before[1].id)).toEqual([4, 133]);
    expect(await historyOf(before[1].id)).toEqual(['create', 'update']);
  });

  it('keeps two generations of the same month apart: run together, each key still has one record', async () => {
    await t.ctx.database.query('update probe_month_lines set sent = false', []);
    const run = (scope: GenerationScope) => recreated.run(t.ctx, { date: may, scope, actor: systemActor(null) });
    const results = await Promise.all([run(null), run(1), run(null), run(2)]);
    expect(results.map((result) => result.created)).toEqual([3, 2, 3, 1]);
    expect((await lines()).map((line) => [line.source, line.amount])).toEqual([
      ['s1', 151.75],
      ['s2', 137],
      ['s3', 25],
    ]);
  });

  it('fails the task with a detail naming the analytics database when it is down, and changes nothing', async () => {
    const before = await lines();
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    vi.stubEnv('CLICKHOUSE_URL', `http://127.0.0.1:${closed}`);
    const task = await generate();
    expect(task.state).toBe('FAILURE');
    expect(String(task.detail)).toContain(`The analytics database (ClickHouse at http://127.0.0.1:${closed}) failed: `);
    expect(String(task.detail)).toMatch(/ECONNREFUSED/);
    expect(await lines()).toEqual(before);
  });
});

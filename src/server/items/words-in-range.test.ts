/**
 * A word asked within a month or two of the orders' report month is compared row by row in the
 * month's narrow index (words-in-range.ts), with the same answers as the trigram index gives over
 * a longer range: any case, Cyrillic, `%` and `_` taken literally.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../../domain/sales/orders';
import { parseListQuery } from '../../domain/core/query/list-query';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, orderPayload, salesWorld } from '../../../dev/fixtures/sales-fixtures';
import { tableOf } from '../db/entity-tables';
import { rowsOf } from '../db/raw-rows';
import { whereOf } from './filter-sql';
import { wordsScannedInRange } from './words-in-range';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
  const w = await salesWorld(t);
  const march = { dateStart: '2026-03-05', dateEnd: '2026-03-20' };
  for (const name of ['МОСКВА Видео', 'alpha_beta', 'Alpha 100%', 'Plain']) await created(t, t.adminToken, 'orders/', orderPayload(w, { name, ...march }));
  await created(t, t.adminToken, 'orders/', orderPayload(w, { name: 'Москва летом', dateStart: '2026-07-02', dateEnd: '2026-07-30' }));
});
afterAll(async () => t?.close());

describe('which words are compared in the month index', () => {
  const scanned = (params: Record<string, string>) => [...wordsScannedInRange(order, parseListQuery(order, params))];

  it('takes a word in a stored name within 62 days of report months, and nothing else', () => {
    expect(scanned({ dateReport__btw: '2026-03-01,2026-04-01', name__cnt: 'video' })).toEqual(['name']);
    expect(scanned({ dateReport__btw: '2026-03-01,2026-05-02', name__cnt: 'video' })).toEqual(['name']);
    expect(scanned({ dateReport__btw: '2026-03-01,2026-05-03', name__cnt: 'video' })).toEqual([]);
    expect(scanned({ dateReport__btw: '2026-03-01,', name__cnt: 'video' })).toEqual([]);
    expect(scanned({ name__cnt: 'video' })).toEqual([]);
    expect(scanned({ dateReport__btw: '2026-03-01,2026-04-01', number__cnt: '12' })).toEqual([]);
    expect(scanned({ dateReport__btw: '2026-03-01,2026-04-01', search: 'video' })).toEqual([]);
  });
});

async function names(params: Record<string, string>): Promise<string[]> {
  const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/orders/?${new URLSearchParams({ ordering: 'name', ...params })}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().results.map((row: { name: string }) => row.name);
}

it('answers a word in a month as a word over the year does, the month aside', async () => {
  const month = '2026-03-01,2026-04-01';
  const year = '2026-01-01,2027-01-01';
  for (const [word, inMonth, inYear] of [
    ['москва', ['МОСКВА Видео'], ['МОСКВА Видео', 'Москва летом']],
    ['ВИДЕО', ['МОСКВА Видео'], ['МОСКВА Видео']],
    ['ALPHA', ['Alpha 100%', 'alpha_beta'], ['Alpha 100%', 'alpha_beta']],
    ['_', ['alpha_beta'], ['alpha_beta']],
    ['0%', ['Alpha 100%'], ['Alpha 100%']],
    ['absent', [], []],
  ] as const) {
    expect(await names({ dateReport__btw: month, name__cnt: word }), word).toEqual(inMonth);
    expect(await names({ dateReport__btw: year, name__cnt: word }), word).toEqual(inYear);
  }
  const counted = await t.call(t.adminToken, { method: 'GET', url: `/api/orders/?dateReport__btw=${month}&name__cnt=a` });
  expect(counted.json().count).toBe(3);
});

it('reads a month and a word from the narrow month index, never the trigram index', async () => {
  const table = tableOf(order);
  const ids = t.ctx.database.db
    .select({ id: table.id })
    .from(table)
    .where(whereOf(order, table, parseListQuery(order, { dateReport__btw: '2026-03-01,2026-04-01', name__cnt: 'video' })))
    .orderBy(sql`${table.dateReport} desc, ${table.id} desc`)
    .limit(40);
  const plan = await t.ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    const lines = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain ${ids}`);
    return lines.map((line) => line['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('Index Only Scan Backward using orders_date_report_words_cover');
  expect(plan).toContain('strpos((lower(name))');
  expect(plan).not.toContain('orders_name_trgm');
});

/**
 * `__cnt` and `search=` compare lower-case text (db/searched-sql.ts): the same answers as ILIKE,
 * Cyrillic included, and the indexes that hold the lower-case text serve them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { holding } from '../../domain/counterparties/counterparties';
import { order } from '../../domain/sales/orders';
import type { AnyEntity } from '../../domain/core/entity';
import { parseListQuery } from '../../domain/core/query/list-query';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { tableOf } from '../db/entity-tables';
import { rowsOf } from '../db/raw-rows';
import { whereOf } from './filter-sql';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
  for (const name of ['МОСКВА Медиа', 'Ёлка-Север', 'alpha_beta', 'Alpha 100%']) {
    const made = await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', payload: { name } });
    expect(made.statusCode).toBe(201);
  }
});
afterAll(async () => t?.close());

async function names(params: Record<string, string>): Promise<string[]> {
  const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/holdings/?${new URLSearchParams({ ordering: 'name', ...params })}` });
  expect(answer.statusCode).toBe(200);
  return answer.json().results.map((row: { name: string }) => row.name);
}

it('finds text whatever its case, Cyrillic included, with % and _ taken literally', async () => {
  expect(await names({ name__cnt: 'москва' })).toEqual(['МОСКВА Медиа']);
  expect(await names({ search: 'ЁЛКА' })).toEqual(['Ёлка-Север']);
  expect(await names({ name__cnt: 'ALPHA' })).toEqual(['Alpha 100%', 'alpha_beta']);
  expect(await names({ name__cnt: '_' })).toEqual(['alpha_beta']);
  expect(await names({ search: '0%' })).toEqual(['Alpha 100%']);
});

/** The plan of a list's row ids under `params`, with sequential scans ruled out so that the usable indexes show. */
async function plan(entity: AnyEntity, params: Record<string, string>, settings: string[]): Promise<string> {
  const table = tableOf(entity);
  const ids = t.ctx.database.db.select({ id: table.id }).from(table).where(whereOf(entity, table, parseListQuery(entity, params)));
  return t.ctx.database.db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(sql.raw(`set local ${setting} = off`));
    const lines = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain ${ids}`);
    return lines.map((line) => line['QUERY PLAN']).join('\n');
  });
}

it('is served by the trigram index on the lower-case text, and by the month index holding the lower-case name', async () => {
  expect(await plan(holding, { search: 'москва' }, ['enable_seqscan'])).toContain('holdings_name_trgm');
  expect(await plan(order, { name__cnt: 'video' }, ['enable_seqscan'])).toContain('orders_name_trgm');
  // A month and a word: the word is compared with `lower(name)` as the index holds it, not lowered again row by row.
  // (A quarter: within a month or two the word is compared with strpos instead, words-in-range.test.ts.)
  const month = await plan(order, { dateReport__btw: '2024-07-01,2024-10-01', name__cnt: 'video' }, ['enable_seqscan', 'enable_bitmapscan']);
  expect(month).toMatch(/Index Only Scan using orders_date_report_(words_)?cover/);
  expect(month).toContain("((lower(name)) ~~ '%video%'::text)");
  // The migration samples more of the lowered names, so that a word's share of the orders is estimated from them.
  const [target] = await rowsOf<{ entries: number }>(
    t.ctx.database.db,
    sql`select attstattarget as entries from pg_attribute
      where attrelid = 'orders_date_report_cover'::regclass and pg_get_indexdef(attrelid, attnum, true) = 'lower(name)'`,
  );
  expect(Number(target.entries)).toBe(1000);
});

/**
 * Every filter operator of API.md on every field kind, ordering, paging and totals, run on a
 * probe entity whose table is created from its declaration the way migrations are.
 */
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEntity, type Actor } from '../../../domain/core/entity';
import { parseListQuery, ListQueryError } from '../../../domain/core/query/list-query';
import { tableOf } from '../../db/entity-tables';
import { createTestServer, type TestServer } from '../../../../dev/testing/test-server';
import { readList } from '../../items/entity-reader';
import { createEntity } from '../../items/entity-writer';

const probe = defineEntity({
  name: 'probe',
  area: 'test',
  path: 'probes/',
  table: 'probes',
  display: 's',
  defaultOrdering: ['n'],
  fields: {
    s: { kind: 'string' },
    t: { kind: 'text' },
    n: { kind: 'int' },
    d: { kind: 'decimal' },
    m: { kind: 'money', summary: 'sum' },
    dt: { kind: 'date' },
    ts: { kind: 'datetime' },
    b: { kind: 'boolean' },
    e: { kind: 'enum', enum: 'clientType' },
    el: { kind: 'enumlist', enum: 'currencies' },
    r: { kind: 'ref', ref: 'holding' },
    l: { kind: 'list' },
    u: { kind: 'url' },
  },
});

let t: TestServer;
let actor: Actor;
let holdingA: number;
let holdingB: number;

async function ids(params: Record<string, string>): Promise<number[]> {
  const answer = await readList(t.ctx.database.db, probe, parseListQuery(probe, { page_size: '1000', ...params }));
  if ('tooMany' in answer) throw new Error('unexpected');
  return answer.results.map((r) => Number(r.n));
}

beforeAll(async () => {
  t = await createTestServer();
  const before = generateDrizzleJson({});
  const after = generateDrizzleJson({ probes: tableOf(probe) });
  const statements = await generateMigration(before, after);
  for (const statement of statements) await t.ctx.database.exec(statement);
  actor = { id: 1, role: 'ADMIN', isSuperAdmin: true, department: 1 };
  const a = await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', payload: { name: 'Alpha' } });
  const b = await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', payload: { name: 'Beta' } });
  holdingA = a.json().id;
  holdingB = b.json().id;
  const rows = [
    { n: 1, s: 'Apple pie', t: 'long 100% text', d: 1.5, m: '10,10', dt: '2026-10-01', ts: '2026-10-01T10:00:00Z', b: true, e: 'DIRECT', el: ['RUB'], r: holdingA, l: ['alpha', 'x_y'], u: 'https://a.example' },
    { n: 2, s: 'Banana', t: 'other', d: 2.25, m: 20.2, dt: '2026-10-31', ts: '2026-10-31T23:00:00Z', b: false, e: 'AGENCY', el: ['EUR', 'USD'], r: holdingB, l: ['beta'], u: 'http://b.example' },
    { n: 3, s: 'Cherry', t: null, d: -3, m: 0.01, dt: '2026-11-01', ts: '2026-11-01T00:00:00Z', b: false, e: 'NA', el: [], r: null, l: [], u: null },
  ];
  for (const row of rows) await createEntity(t.ctx, probe, actor, row);
}, 60_000);
afterAll(async () => t?.close());

describe('filter operators by kind', () => {
  it('string, text, url and list: equals and contains (case-insensitive, % and _ literal)', async () => {
    expect(await ids({ s: 'Banana' })).toEqual([2]);
    expect(await ids({ s: 'Banana,Cherry' })).toEqual([2, 3]);
    expect(await ids({ s__cnt: 'AN' })).toEqual([2]);
    expect(await ids({ t__cnt: '100%' })).toEqual([1]);
    expect(await ids({ t__cnt: '_' })).toEqual([]);
    expect(await ids({ u__cnt: 'https' })).toEqual([1]);
    expect(await ids({ l__cnt: 'x_y' })).toEqual([1]);
    expect(await ids({ l: 'beta' })).toEqual([2]);
  });
  it('int, decimal and money: eq, gt, gte, lt, lte', async () => {
    expect(await ids({ n__eq: '2' })).toEqual([2]);
    expect(await ids({ n__gt: '1' })).toEqual([2, 3]);
    expect(await ids({ n__gte: '2' })).toEqual([2, 3]);
    expect(await ids({ d__lt: '2.25' })).toEqual([1, 3]);
    expect(await ids({ d__lte: '2.25' })).toEqual([1, 2, 3]);
    expect(await ids({ m__gt: '10.1' })).toEqual([2]);
    expect(await ids({ m: '10.10' })).toEqual([1]);
  });
  it('date and datetime: btw is from inclusive, to exclusive', async () => {
    expect(await ids({ dt__btw: '2026-10-01,2026-11-01' })).toEqual([1, 2]);
    expect(await ids({ dt__btw: '2026-10-02,' })).toEqual([2, 3]);
    expect(await ids({ dt__gte: '2026-10-31' })).toEqual([2, 3]);
    expect(await ids({ ts__btw: '2026-10-01,2026-11-01' })).toEqual([1, 2]);
  });
  it('enum and enumlist: eq, in, nin, neq', async () => {
    expect(await ids({ e: 'DIRECT' })).toEqual([1]);
    expect(await ids({ e__in: 'DIRECT,AGENCY' })).toEqual([1, 2]);
    expect(await ids({ e__nin: 'DIRECT,AGENCY' })).toEqual([3]);
    expect(await ids({ e__neq: 'NA' })).toEqual([1, 2]);
    expect(await ids({ el__in: 'USD' })).toEqual([2]);
    expect(await ids({ el__nin: 'USD' })).toEqual([1, 3]);
  });
  it('references: eq, in, nin (keeps empty), neq, null', async () => {
    expect(await ids({ r: String(holdingA) })).toEqual([1]);
    expect(await ids({ r__in: `${holdingA},${holdingB}` })).toEqual([1, 2]);
    expect(await ids({ r__nin: String(holdingA) })).toEqual([2, 3]);
    expect(await ids({ r__neq: String(holdingB) })).toEqual([1, 3]);
    expect(await ids({ r: 'null' })).toEqual([3]);
  });
  it('booleans: true and false', async () => {
    expect(await ids({ b: 'true' })).toEqual([1]);
    expect(await ids({ b: 'false' })).toEqual([2, 3]);
  });
  it('search matches the display field', async () => {
    expect(await ids({ search: 'err' })).toEqual([3]);
  });
  it('rejects operators that do not fit the kind and values of the wrong type', () => {
    const bad: Record<string, string>[] = [
      { s__gt: 'a' },
      { n__cnt: '1' },
      { dt__cnt: '2026' },
      { b__in: 'true' },
      { e__gt: 'A' },
      { n__btw: '1,2' },
      { nope: '1' },
      { s__zz: 'x' },
      { n__gt: 'abc' },
      { dt__btw: '2026-13-01,2026-14-01' },
      { b: 'yes' },
      { dt__btw: '2026-10-01' },
      { ordering: 'nope' },
      { page: '0' },
      { page_size: '1001' },
    ];
    for (const params of bad) expect(() => parseListQuery(probe, params), JSON.stringify(params)).toThrow(ListQueryError);
  });
  it('ignores keys containing $', async () => {
    expect(await ids({ $weird: 'x', s$: 'y' })).toEqual([1, 2, 3]);
  });
});

describe('ordering, paging and totals', () => {
  it('orders by one or several fields, a leading minus descending', async () => {
    expect(await ids({ ordering: '-n' })).toEqual([3, 2, 1]);
    expect(await ids({ ordering: 'b,-m' })).toEqual([2, 3, 1]);
    expect(await ids({ ordering: '-r' })).toEqual([2, 1, 3]); // by the holding's name, empty last
  });
  it('pages by page_size with count and the summary total of all matching rows', async () => {
    const page = await readList(t.ctx.database.db, probe, parseListQuery(probe, { page_size: '2', page: '2' }));
    if ('tooMany' in page) throw new Error('unexpected');
    expect(page.count).toBe(3);
    expect(page.results.map((r) => r.n)).toEqual([3]);
    expect(page.total).toEqual({ m: 30.31 });
    const filtered = await readList(t.ctx.database.db, probe, parseListQuery(probe, { b: 'false' }));
    if ('tooMany' in filtered) throw new Error('unexpected');
    expect(filtered.total).toEqual({ m: 20.21 });
  });
  it('stores money from comma decimals exactly and answers numbers', async () => {
    const answer = await readList(t.ctx.database.db, probe, parseListQuery(probe, { n: '1' }));
    if ('tooMany' in answer) throw new Error('unexpected');
    expect(answer.results[0].m).toBe(10.1);
    expect(answer.results[0].d).toBe(1.5);
    expect(answer.results[0].rName).toBe('Alpha');
  });
});

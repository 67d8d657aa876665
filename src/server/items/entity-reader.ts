/**
 * Reading entities: one select built from the declaration, with the display text of every
 * reference joined in (`client` = 5 beside `clientName` = "Acme") and the name of every file
 * (`fileName`), virtual inverse lists, and
 * the JSON model shape of API.md.
 */
import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { compiledSelection, selectedRows } from './compiled-selection';
import { cachedReferencesOf, changeCountsSql, fillCachedTexts, parseChangeCounts, sharesCommittedData } from './reference-text-cache';
import { entityFields, type AnyEntity } from '../../domain/core/entity';
import { memoizedBy } from '../../domain/core/memoized-by';
import { entitiesByName } from '../../domain/core/entities';
import { expressionOf, hasColumn } from '../../domain/core/fields';
import { parseListQuery, type ListQuery } from '../../domain/core/query/list-query';
import type { Executor } from '../db/connection';
import { tableOf, type EntityTable } from '../db/entity-tables';
import type { EntityRecord } from './entity-hooks';
import type { Totals } from './cached-totals';
import { totalsAlone, totalsPlan } from './list-totals';
import { executeNamed } from '../db/named-statement';
import { displaySql, fieldSql } from './field-sql';
import { isoInstant } from './instant-text';
import { orderOf, whereOf } from './filter-sql';
import { wordsScannedInRange } from './words-in-range';

type Model = EntityRecord;

const auditFields = ['createdBy', 'createdAt', 'updatedBy', 'updatedAt'] as const;

interface Selection {
  columns: Record<string, PgColumn | SQL | SQL.Aliased>;
  /** A reference's display text, for ordering by the reference. */
  displayColumns: Record<string, SQL>;
}

/**
 * The display text of the row a reference points at, as a scalar subquery. The referenced table
 * is aliased and the reference column named with its table: drizzle writes a single-table
 * selection's columns without their table, and an unqualified `client_id` would be the
 * referenced table's own column when it has one (an original contract's agent is a legal
 * entity, which has a client), as would the table's own name when a row refers to its own
 * table (a parent contract).
 */
function referenceDisplaySql(table: EntityTable, name: string, target: AnyEntity): SQL {
  const aliasName = `${name}_ref`;
  const referenced = alias(tableOf(target), aliasName) as unknown as EntityTable;
  const from = sql`${sql.identifier(getTableName(tableOf(target)))} ${sql.identifier(aliasName)}`;
  const reference = sql`${sql.identifier(getTableName(table))}.${sql.identifier((table[name] as PgColumn).name)}`;
  return sql`(select ${fieldSql(target, referenced, target.display)} from ${from} where ${referenced.id} = ${reference})`;
}

/** The stored name of the file a `file` field holds (API.md: a generated file's download name), as a scalar subquery. */
function fileNameSql(table: EntityTable, name: string): SQL {
  const reference = sql`${sql.identifier(getTableName(table))}.${sql.identifier((table[name] as PgColumn).name)}`;
  return sql`(select ${sql.identifier('named_file')}.${sql.identifier('name')} from ${sql.identifier('files')} ${sql.identifier('named_file')} where ${sql.identifier('named_file')}.${sql.identifier('id')} = ${reference})`;
}

/** An entity's select list, built once per declaration. */
const selectionOf = memoizedBy((entity: AnyEntity): Selection => {
  const table = tableOf(entity);
  const selection: Selection = { columns: { id: table.id }, displayColumns: {} };
  for (const [name, field] of entityFields(entity)) {
    if (expressionOf(field)) {
      selection.columns[name] = fieldSql(entity, table, name) as SQL;
      continue;
    }
    if (!hasColumn(field)) continue;
    selection.columns[name] = table[name] as PgColumn;
    // A file id travels with its name (`file` = 12 beside `fileName` = "2026-10_publishers.xlsx").
    if (field.kind === 'file') selection.columns[`${name}Name`] = fileNameSql(table, name);
    if (field.kind === 'ref') {
      const target = entitiesByName[field.ref];
      if (target.display === 'id') continue;
      // A scalar subquery per reference, not a join: a dozen joins cost more to plan than the
      // page costs to read, and a subquery runs only for the rows answered.
      const display = referenceDisplaySql(table, name, target);
      selection.columns[`${name}Name`] = display;
      selection.displayColumns[name] = display;
    }
  }
  for (const name of auditFields) selection.columns[name] = table[name] as PgColumn;
  return selection;
});

/** The fields whose selected values change shape in the model: instants to ISO text, numeric text to numbers. */
const conversionsOf = memoizedBy((entity: AnyEntity): { instants: string[]; numbers: string[] } => {
  const fields = entityFields(entity);
  return {
    instants: [...fields.filter(([, field]) => field.kind === 'datetime').map(([name]) => name), 'createdAt', 'updatedAt'],
    numbers: fields.filter(([, field]) => field.kind === 'money' || field.kind === 'decimal' || field.kind === 'int').map(([name]) => name),
  };
});

/** Row as selected → API model, in place (each row is read for this answer only). */
function toModel(entity: AnyEntity, row: Record<string, unknown>): Model {
  const model: Model = row;
  const { instants, numbers } = conversionsOf(entity);
  for (const name of instants) model[name] = isoInstant(row[name]);
  for (const name of numbers) if (typeof row[name] === 'string') model[name] = Number(row[name]);
  return model;
}

/** Fill virtual inverse lists (holding.clients = ids of clients whose holding is this one). */
async function fillInverseLists(db: Executor, entity: AnyEntity, models: Model[]): Promise<void> {
  if (!models.length) return;
  for (const [name, field] of entityFields(entity)) {
    if (field.kind !== 'reflist' || !field.inverse) continue;
    const target = tableOf(entitiesByName[field.ref]);
    const back = target[field.inverse] as PgColumn;
    const ids = models.map((m) => m.id as number | string);
    const rows = await db.select({ id: target.id, owner: back }).from(target).where(inArray(back, ids)).orderBy(target.id);
    const byOwner = new Map<unknown, unknown[]>();
    for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row.id]);
    for (const model of models) model[name] = byOwner.get(model.id) ?? [];
  }
}

/** `<field>Names` beside every reference list: the display texts of the listed items, in order. */
export async function fillReferenceListNames(db: Executor, entity: AnyEntity, models: Model[]): Promise<void> {
  if (!models.length) return;
  for (const [name, field] of entityFields(entity)) {
    if (field.kind !== 'reflist') continue;
    const target = entitiesByName[field.ref];
    if (target.display === 'id') continue;
    const ids = [...new Set(models.flatMap((m) => (m[name] as Array<number | string>) ?? []))];
    const texts = new Map<unknown, string>();
    if (ids.length) {
      const table = tableOf(target);
      const rows = await db.select({ id: table.id, t: displaySql(target) }).from(table).where(inArray(table.id, ids));
      for (const row of rows) texts.set(row.id, row.t === null ? '' : String(row.t));
    }
    for (const model of models) model[`${name}Names`] = ((model[name] as unknown[]) ?? []).map((id) => texts.get(id) ?? `#${id}`);
  }
}

async function completeModels(db: Executor, entity: AnyEntity, models: Model[]): Promise<void> {
  await fillInverseLists(db, entity, models);
  await fillReferenceListNames(db, entity, models);
}

const changesKey = '__changes';

/** The select list without the subqueries of the references whose texts the cache gives, with the change counts instead. */
const cachedColumnsOf = memoizedBy((entity: AnyEntity): Selection['columns'] => {
  const cachedTexts = new Set(cachedReferencesOf(entity).map(({ field }) => `${field}Name`));
  // A null in the text's place: the driver builds every row with that key, so setting it
  // later is a plain store (adding a dozen keys to a row of sixty made V8 rebuild each row),
  // and the keys keep their order in the JSON.
  const columns = Object.fromEntries(Object.entries(selectionOf(entity).columns).map(([key, column]) => [key, cachedTexts.has(key) ? sql`null::text` : column]));
  const counts = changeCountsSql(entity);
  if (counts) columns[changesKey] = counts;
  return columns;
});

interface SelectOptions {
  ordering?: SQL[];
  limit?: number;
  /** One more selected value, answered as `extra` (the first row's). */
  extra?: SQL;
}

/**
 * The entity's rows with their reference texts and computed values, through its select list
 * rendered once. Outside a transaction the texts come from the process's cache
 * (`reference-text-cache.ts`); inside one, from subqueries.
 */
async function selectRows(
  db: Executor,
  entity: AnyEntity,
  where: SQL | undefined,
  { ordering = [], limit, extra }: SelectOptions = {},
): Promise<{ rows: Array<Record<string, unknown>>; extra: unknown }> {
  const cached = sharesCommittedData(db) && cachedReferencesOf(entity).length > 0;
  const compiled = cached ? compiledSelection(`${entity.name}:cached-texts`, cachedColumnsOf(entity)) : compiledSelection(entity.name, selectionOf(entity).columns);
  const orderBy = ordering.length ? sql` order by ${sql.join(ordering, sql`, `)}` : sql``;
  const limitSql = limit === undefined ? sql`` : sql` limit ${limit}`;
  const extraSql = extra ? sql`, ${extra}` : sql``;
  const changesAt = compiled.positions.get(changesKey);
  const complete =
    cached && changesAt !== undefined
      ? async (values: unknown[][]) => {
          const counts = parseChangeCounts(values[0][changesAt]);
          for (const row of values) row[changesAt] = undefined; // left out of the JSON
          await fillCachedTexts(db, entity, values, compiled.positions, counts);
        }
      : undefined;
  return selectedRows(db, compiled, sql`select ${compiled.list}${extraSql} from ${tableOf(entity)} where ${where ?? sql`true`}${orderBy}${limitSql}`, { complete });
}

/** The rows an entity is made of: all of its table's, or for a view those matching its `where`. */
export function entityConditions(entity: AnyEntity): SQL[] {
  if (!entity.view) return [];
  const base = entitiesByName[entity.view.of];
  const condition = whereOf(base, tableOf(base), parseListQuery(base, entity.view.where));
  return condition ? [condition] : [];
}

export async function readOne(db: Executor, entity: AnyEntity, id: number | string, conditions: SQL[] = []): Promise<Model | null> {
  const table = tableOf(entity);
  const { rows } = await selectRows(db, entity, and(eq(table.id, id), ...entityConditions(entity), ...conditions), { limit: 1 });
  if (!rows.length) return null;
  const model = toModel(entity, rows[0] as Record<string, unknown>);
  await completeModels(db, entity, [model]);
  return model;
}

/** Many rows by id, in one select (chunked), in the order of `ids`; ids not found (or outside `conditions`) are left out. */
/** `id = any($1)`: the ids as one array parameter. */
export const idsCondition = (entity: AnyEntity, ids: unknown[]) => sql`${tableOf(entity).id} = any(${sql.param(ids)}::${sql.raw(entity.idKind === 'text' ? 'text[]' : 'int8[]')})`;

export async function readMany(db: Executor, entity: AnyEntity, ids: ReadonlyArray<number | string>, conditions: SQL[] = []): Promise<Model[]> {
  const byId = new Map<unknown, Model>();
  for (let i = 0; i < ids.length; i += 5000) {
    // One array parameter: thousands of bound parameters cost the embedded database more than the read.
    const models = await readWhere(db, entity, [idsCondition(entity, ids.slice(i, i + 5000)), ...conditions]);
    for (const model of models) byId.set(model.id, model);
  }
  return ids.map((id) => byId.get(id)).filter((model): model is Model => model !== undefined);
}

/** The rows matching all the conditions, as models, in the ordering given. */
export async function readWhere(db: Executor, entity: AnyEntity, conditions: SQL[], ordering: SQL[] = [], limit?: number): Promise<Model[]> {
  const { rows } = await selectRows(db, entity, and(...conditions, ...entityConditions(entity)), { ordering, limit });
  const models = rows.map((row) => toModel(entity, row));
  await completeModels(db, entity, models);
  return models;
}

export interface ListAnswer {
  count: number;
  total: Record<string, number>;
  results: Model[];
}

export const fullListCap = 100_000;

export { countAndTotal, summaryFields } from './list-totals';

/** Whether the best plan depends on the words looked for (not those compared within a range: words-in-range.ts). */
function dependsOnWords(entity: AnyEntity, query: ListQuery): boolean {
  if (query.search) return true;
  const scanned = wordsScannedInRange(entity, query);
  return query.filters.some((filter) => filter.op === 'cnt' && !scanned.has(filter.field));
}

/** Rows a full list reads per statement. */
export const fullListChunk = 2000;

/**
 * A full list (an export): the ids in order by one statement, then the rows by chunks of ids,
 * each completed alone and yielded, with a turn of the event loop between them, so the requests
 * of others run in between (the embedded database is one session: one long statement would hold
 * them all) and the answer can be sent as it is read.
 */
async function* fullListChunks(db: Executor, entity: AnyEntity, where: SQL | undefined, ordering: SQL[]): AsyncGenerator<Model[]> {
  const table = tableOf(entity);
  const ids = (await executeNamed(db, sql`select ${table.id} from ${table} where ${where ?? sql`true`} order by ${sql.join(ordering, sql`, `)}`, 'values')).map((row) => row[0]);
  for (let start = 0; start < ids.length; start += fullListChunk) {
    if (start) await new Promise((resolve) => setImmediate(resolve));
    const models = (await selectRows(db, entity, idsCondition(entity, ids.slice(start, start + fullListChunk)), { ordering })).rows.map((row) => toModel(entity, row));
    await completeModels(db, entity, models);
    yield models;
  }
}

export interface FullList extends Totals {
  /** The rows by chunks, read as they are asked for. */
  chunks: AsyncGenerator<Model[]>;
}

/** A full list's count and total, then its rows by chunks; `tooMany` above the cap (nothing read but the count). */
export async function readFullList(db: Executor, entity: AnyEntity, query: ListQuery, extraConditions: SQL[] = []): Promise<FullList | { tooMany: number }> {
  const table = tableOf(entity);
  const where = whereOf(entity, table, query, [...entityConditions(entity), ...extraConditions]);
  const totals = await totalsAlone(db, totalsPlan(entity, where, query));
  if (totals.count > fullListCap) return { tooMany: totals.count };
  return { ...totals, chunks: fullListChunks(db, entity, where, orderOf(entity, table, query, selectionOf(entity).displayColumns)) };
}

export async function readList(
  db: Executor,
  entity: AnyEntity,
  query: ListQuery,
  extraConditions: SQL[] = [],
): Promise<ListAnswer | { tooMany: number }> {
  const table = tableOf(entity);
  const where = whereOf(entity, table, query, [...entityConditions(entity), ...extraConditions]);
  const ordering = orderOf(entity, table, query, selectionOf(entity).displayColumns);
  const plan = totalsPlan(entity, where, query);
  let rows: Array<Record<string, unknown>>;
  let totals: Totals;
  if (query.full) {
    const full = await readFullList(db, entity, query, extraConditions);
    if ('tooMany' in full) return full;
    const results: Model[] = [];
    for await (const chunk of full.chunks) results.push(...chunk);
    return { count: full.count, total: full.total, results };
  } else {
    // The page's ids from the entity's own columns (an inner query), then only those rows
    // with their reference texts and computed values: those run for 40 rows, not every match.
    // The page size is written into the statement, not bound: with `limit $n` PostgreSQL's
    // generic plan assumes a tenth of the matches and costs more than a custom one, so it
    // planned the statement anew on every run (0.5 ms of the month page's 1.9 ms).
    const offset = (query.page - 1) * query.pageSize;
    const pageIds = sql`select ${table.id} from ${table} where ${where ?? sql`true`} order by ${sql.join(ordering, sql`, `)} limit ${sql.raw(String(Math.trunc(query.pageSize)))}${
      offset ? sql` offset ${offset}` : sql``
    }`;
    // The count and total ride along as one more column of the page (evaluated once): one
    // statement a page. A page past the end has no row to carry them: they are read alone.
    // (`row.*`, not a bare alias: an entity's own column of that name would win over the alias.)
    const totalsColumn = sql`(select jsonb_agg(list_totals_row.*) from (${plan.statement}) list_totals_row)`;
    let carried: unknown;
    if (dependsOnWords(entity, query)) {
      // Words: the best plan depends on the word, so the page's ids (with the totals) are
      // planned for it every time, in a statement small enough to plan quickly; the rows then
      // come by id through a statement planned once. Planning the whole page for every word
      // cost 1.2 ms of the database's time.
      const found = await executeNamed(db, sql`select page.id, ${totalsColumn} from (${pageIds}) page`, 'values', true);
      carried = found[0]?.[1];
      const ids = found.map((row) => row[0]);
      rows = ids.length ? (await selectRows(db, entity, idsCondition(entity, ids), { ordering })).rows : [];
    } else {
      const read = await selectRows(db, entity, sql`${table.id} in (${pageIds})`, { ordering, extra: totalsColumn });
      rows = read.rows;
      carried = read.extra;
    }
    if (typeof carried === 'string') carried = JSON.parse(carried);
    totals = carried ? await plan.settle(db, carried as Array<Record<string, unknown>>) : await totalsAlone(db, plan);
  }
  const results = rows.map((row) => toModel(entity, row));
  await completeModels(db, entity, results);
  return { count: totals.count, total: totals.total, results };
}

export async function readShort(
  db: Executor,
  entity: AnyEntity,
  query: ListQuery,
  extraConditions: SQL[] = [],
): Promise<Array<{ v: number | string; t: string }>> {
  const table = tableOf(entity);
  const rows = await db
    .select({ v: table.id, t: displaySql(entity) })
    .from(table)
    .where(and(whereOf(entity, table, query, [...entityConditions(entity), ...extraConditions])))
    .orderBy(...orderOf(entity, table, query, {}))
    .limit(100);
  return rows.map((row) => ({ v: row.v as number | string, t: row.t === null ? '' : String(row.t) }));
}

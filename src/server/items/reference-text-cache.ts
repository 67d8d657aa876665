/**
 * The display texts of references (`clientName` beside `client`) from a cache in the API
 * process instead of a subquery per reference and row: a page of 40 orders names a dozen
 * references per row, and those lookups were most of the database's work for the page.
 *
 * A table's texts are kept under its change count: the sum of its `table_changes` weights, which
 * a trigger raises by one with every write statement, committed with the write. The page's own
 * statement reads the change counts of the tables it names (same snapshot as its rows); texts
 * kept under the same count are exactly the texts that snapshot holds. Any other count, and any
 * id not kept yet, is read in one statement per table that also answers that table's count, and
 * kept under it. Only reads outside a transaction use or fill the cache (a transaction sees its
 * own uncommitted writes, and in one the texts come from subqueries as before), so every count
 * the cache holds belongs to committed data, where it never repeats. Several API processes each
 * keep their own cache; none can show a text older than the snapshot its page was read in.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AnyEntity } from '../../domain/core/entity';
import { entitiesByName } from '../../domain/core/entities';
import { entityFields } from '../../domain/core/entity';
import { memoizedBy } from '../../domain/core/memoized-by';
import { expressionOf, hasColumn } from '../../domain/core/fields';
import type { Executor } from '../db/connection';
import { tableOf, type EntityTable } from '../db/entity-tables';
import { displaySql } from './field-sql';
import { changeCountSql, compactChanges } from './table-changes';

export interface CachedReference {
  /** The reference field (`client`); its text goes to `nameKey` (`clientName`). */
  field: string;
  nameKey: string;
  target: AnyEntity;
  table: string;
}

/** A table's change rows past this many are folded into one. */
const compactAbove = 64;
/** A table's kept texts past this many are dropped and read again as needed. */
const maxKeptPerTable = 200_000;

/** The references whose text is one stored column of the referenced table (every one but KKTU's computed title). */
export const cachedReferencesOf = memoizedBy((entity: AnyEntity): CachedReference[] => {
  const known: CachedReference[] = [];
  for (const [field, declared] of entityFields(entity)) {
    if (declared.kind !== 'ref' || !hasColumn(declared)) continue;
    const target = entitiesByName[declared.ref];
    // Texts are kept by numeric id: a reference to a text-id entity (a DSP) reads its text with the row.
    if (target.display === 'id' || target.idKind === 'text') continue;
    const display = entityFields(target).find(([name]) => name === target.display)?.[1];
    if (!display || !hasColumn(display) || expressionOf(display)) continue;
    known.push({ field, nameKey: `${field}Name`, target, table: getTableName(tableOf(target)) });
  }
  return known;
});

/** Every table whose texts references take from the cache: these need the change trigger. */
export function referencedTables(entities: readonly AnyEntity[]): string[] {
  return [...new Set(entities.flatMap((entity) => cachedReferencesOf(entity).map((reference) => reference.table)))].sort();
}


/** `{table: [change count, change rows]}` for the tables `entity` names, as one selected value. */
export function changeCountsSql(entity: AnyEntity): SQL | null {
  const tables = [...new Set(cachedReferencesOf(entity).map((reference) => reference.table))];
  if (!tables.length) return null;
  // The names are written as literals (they are the schema's own table names), so the select
  // list that carries this stays one piece of plain text.
  const names = tables.map((table) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Unexpected table name ${table}`);
    return `'${table}'`;
  });
  // Each name's rows are looked up through the index on their own: a filter on the list of names
  // was planned as a scan of the whole table, whose other tables' rows (those of a table written
  // often and read here rarely, folded only when read) then cost every page.
  return sql.raw(
    `(select coalesce(jsonb_object_agg(t.name, jsonb_build_array(changes.weights::text, changes.rows)) filter (where changes.rows > 0), '{}'::jsonb) from unnest(array[${names.join(', ')}]) t(name) cross join lateral (select sum(weight) as weights, count(*) as rows from table_changes where table_changes.name = t.name) changes)`,
  );
}

/** A cached row's id: a serial id, or a text id (DSP, SSP, panel). */
type Key = number | string;

interface Kept {
  count: string;
  texts: Map<Key, string | null>;
}

const kept = new Map<string, Kept>();

export type ChangeCounts = Record<string, [count: string, rows: number]>;

export function parseChangeCounts(value: unknown): ChangeCounts {
  return (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as ChangeCounts;
}

/** Whether reads on `db` may use the cache: not inside a transaction. */
export const sharesCommittedData = (db: Executor): boolean => !(db instanceof PgTransaction);

/** The texts of `ids` and the table's change count, from one snapshot. */
async function readTexts(db: Executor, target: AnyEntity, table: string, ids: Key[]): Promise<{ count: string; texts: Map<Key, string | null> }> {
  const source = tableOf(target) as EntityTable;
  const textIds = target.idKind === 'text';
  // A text id is quoted in the array literal (its quotes and backslashes escaped).
  const list = `{${ids.map((id) => (textIds ? `"${String(id).replace(/[\\"]/g, '\\$&')}"` : String(id))).join(',')}}`;
  const result = (await db.execute(
    sql`select (select jsonb_object_agg(${source.id}, ${displaySql(target)}) from ${source}
                 where ${textIds ? sql`${source.id} = any(${list}::text[])` : sql`${source.id} = any(${list}::int8[])`}) as texts,
               ${changeCountSql(table)}::text as count`,
  )) as unknown as { rows?: Array<Record<string, unknown>> } | Array<Record<string, unknown>>;
  const [row] = Array.isArray(result) ? result : (result.rows ?? []);
  const found = (typeof row.texts === 'string' ? JSON.parse(row.texts) : (row.texts ?? {})) as Record<string, string | null>;
  return { count: String(row.count), texts: new Map(Object.entries(found).map(([id, text]) => [textIds ? id : Number(id), text === null ? null : String(text)])) };
}

/** Keeps texts read under their change count, beside those already kept under it. */
function keep(table: string, count: string, texts: Map<Key, string | null>): void {
  let entry = kept.get(table);
  if (entry?.count !== count) {
    entry = { count, texts: new Map() };
    kept.set(table, entry);
  }
  for (const [id, text] of texts) entry.texts.set(id, text);
  if (entry.texts.size > maxKeptPerTable) kept.delete(table);
}

/** A reference's id as the cache keys it: a number (a bigint column's value comes as text), or a text id as it is. */
const idOf = (value: unknown, textIds: boolean): Key | null =>
  value === null || value === undefined ? null : textIds ? String(value) : typeof value === 'number' ? value : Number(value);

type Places = ReadonlyArray<readonly [idAt: number, nameAt: number]>;

/** The ids the rows name that `texts` (the kept texts under the rows' change count) lacks; null when none. */
function missingIds(rows: unknown[][], places: Places, textIds: boolean, texts: Map<Key, string | null> | undefined): Set<Key> | null {
  let missing: Set<Key> | null = null;
  for (const row of rows) {
    for (const [idAt] of places) {
      const id = idOf(row[idAt], textIds);
      if (id !== null && !texts?.has(id)) (missing ??= new Set()).add(id);
    }
  }
  return missing;
}

/** Reads the missing ids' texts (null for an id with no row) and keeps them under the count read with them. */
async function readMissing(db: Executor, target: AnyEntity, table: string, missing: Set<Key>): Promise<Map<Key, string | null>> {
  const answer = await readTexts(db, target, table, [...missing]);
  for (const id of missing) if (!answer.texts.has(id)) answer.texts.set(id, null);
  keep(table, answer.count, answer.texts);
  return answer.texts;
}

/** Writes each row's texts: the freshly read one first, else the kept one. */
function writeTexts(rows: unknown[][], places: Places, textIds: boolean, read: Map<Key, string | null> | undefined, texts: Map<Key, string | null> | undefined): void {
  for (const row of rows) {
    for (const [idAt, nameAt] of places) {
      const id = idOf(row[idAt], textIds);
      row[nameAt] = id === null ? null : ((read?.has(id) ? read.get(id) : texts?.get(id)) ?? null);
    }
  }
}

/** The texts kept under `count` for `table`, if any. */
function keptTexts(table: string, count: string): Map<Key, string | null> | undefined {
  const entry = kept.get(table);
  return entry?.count === count ? entry.texts : undefined;
}

/**
 * Sets `<field>Name` on every row from the cache, reading what it lacks. The rows are value
 * arrays; `positions` says where each key's value is. `counts` are the change counts read with
 * the rows.
 */
export async function fillCachedTexts(
  db: Executor,
  entity: AnyEntity,
  rows: unknown[][],
  positions: ReadonlyMap<string, number>,
  counts: ChangeCounts,
): Promise<void> {
  for (const [table, references] of referencesByTable(entity)) {
    const places = references.map(({ field, nameKey }) => [positions.get(field)!, positions.get(nameKey)!] as const);
    const [count, changeRows] = counts[table] ?? ['0', 0];
    if (changeRows > compactAbove) compactChanges(db, table);
    const texts = keptTexts(table, count);
    const target = references[0].target;
    const textIds = target.idKind === 'text';
    const missing = missingIds(rows, places, textIds, texts);
    const read = missing ? await readMissing(db, target, table, missing) : undefined;
    writeTexts(rows, places, textIds, read, texts);
  }
}

const referencesByTable = memoizedBy((entity: AnyEntity): Array<[table: string, references: CachedReference[]]> => {
  const byTable = new Map<string, CachedReference[]>();
  for (const reference of cachedReferencesOf(entity)) byTable.set(reference.table, [...(byTable.get(reference.table) ?? []), reference]);
  return [...byTable];
});

/** Forgets every kept text (tests that change data behind the triggers' back). */
export function forgetReferenceTexts(): void {
  kept.clear();
}

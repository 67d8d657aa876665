/**
 * `count` and `total` of a filtered list kept in the database (`list_totals`), shared by every
 * API process: the next pages of a filter are not recounted. An entry is valid while its table's
 * totals change count (`totals-versioning.ts`, `table-changes.ts`: committed with every write
 * that can move a total, locking nothing shared, so writers do not queue behind one row) is the
 * one it was counted at. Only filters on the entity's own stored columns
 * are kept: a computed field can change without a write to the table (late days move with the
 * date, a reference's text with another table).
 */
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnyEntity } from '../../domain/core/entity';
import { entitiesByName } from '../../domain/core/entities';
import { expressionOf } from '../../domain/core/fields';
import { queryableFields, type ListQuery } from '../../domain/core/query/list-query';
import type { Executor } from '../db/connection';
import { changeCountSql, compactChanges } from './table-changes';
import { totalsChangeName, totalsUnaffectedFields } from './totals-versioning';

const dialect = new PgDialect();
/** A safety net: entries older than this are recounted (and removed now and then). */
const keepMinutes = 10;
const sweepEvery = 200;
let stores = 0;

/** The table whose version guards this entity's totals, when they are kept. */
export function totalsTable(entity: AnyEntity): string | null {
  const base = entity.view ? entitiesByName[entity.view.of] : entity;
  return base.cachedTotals ? base.table : null;
}

/** Whether a query filters only on stored columns (not computed expressions) of the entity. */
export function keepsTotals(entity: AnyEntity, query: ListQuery): boolean {
  const table = totalsTable(entity);
  if (!table) return false;
  const fields = queryableFields(entity);
  const unaffected = totalsUnaffectedFields(entitiesByName[entity.view?.of ?? entity.name]);
  return query.filters.every(({ field }) => Object.hasOwn(fields, field) && !expressionOf(fields[field]) && !unaffected.includes(field));
}

function keyOf(entity: AnyEntity, where: SQL | undefined): string {
  const rendered = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  return crypto.createHash('sha256').update(`${entity.name}\n${rendered.sql}\n${JSON.stringify(rendered.params)}`).digest('hex');
}

export interface Totals {
  count: number;
  total: Record<string, number>;
}

/** A statement that answers `count` and `total`, and how its rows become them. */
export interface TotalsPlan {
  /** One or two rows: `kept` (boolean), `count`, `total` (jsonb of the sums) and `version`. */
  statement: SQL;
  /** The totals of the statement's rows; counted ones are stored for the next call. */
  settle: (db: Executor, rows: Array<Record<string, unknown>>) => Promise<Totals>;
}

/**
 * The kept entry when it is current, otherwise the count and sums computed by `aggregate` (a
 * one-time filter skips that part when the entry is there): one statement either way.
 */
export function totalsThroughCache(
  entity: AnyEntity,
  where: SQL | undefined,
  aggregate: (skip: SQL) => SQL,
  readRow: (row: Record<string, unknown>) => Totals,
): TotalsPlan {
  const table = totalsTable(entity)!;
  const key = keyOf(entity, where);
  const current = changeCountSql(totalsChangeName(table));
  const valid = sql`key = ${key} and version = ${current} and stored_at > now() - make_interval(mins => ${keepMinutes})`;
  const statement = sql`
    select true as kept, count, total, null::bigint as version from list_totals where ${valid}
    union all
    (${aggregate(sql`exists (select 1 from list_totals where ${valid})`)})`;
  const settle = async (db: Executor, rows: Array<Record<string, unknown>>): Promise<Totals> => {
    const kept = rows.find((row) => row.kept === true);
    // The stored entry reads as a counted one does (its sums in the entity's order, not jsonb's).
    if (kept) return readRow(kept);
    const computed = rows[0];
    const totals = readRow(computed);
    if (computed.version !== null && computed.version !== undefined) await store(db, table, key, Number(computed.version), totals);
    return totals;
  };
  return { statement, settle };
}

async function store(db: Executor, table: string, key: string, version: number, totals: Totals): Promise<void> {
  stores += 1;
  await db.execute(sql`
    insert into list_totals (key, version, count, total, stored_at)
    values (${key}, ${version}, ${totals.count}, ${JSON.stringify(totals.total)}::jsonb, now())
    on conflict (key) do update set version = excluded.version, count = excluded.count, total = excluded.total, stored_at = excluded.stored_at`);
  if (stores % sweepEvery === 0) {
    compactChanges(db, totalsChangeName(table));
    await db.execute(sql`delete from list_totals where stored_at < now() - make_interval(mins => ${keepMinutes})`);
  }
}

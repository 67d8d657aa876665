/**
 * `count` and `total` of a filtered list kept in the database (`list_totals`), shared by every
 * API process: the next pages of a filter are not recounted. An entry is valid while its table's
 * version (`table_versions`, moved by a statement-level trigger on every write, in the writer's
 * transaction) is the one it was counted at. Only filters on the entity's own stored columns
 * are kept: a computed field can change without a write to the table (late days move with the
 * date, a reference's text with another table).
 */
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnyEntity } from '../../domain/entity';
import { entitiesByName } from '../../domain/entities';
import { expressionOf } from '../../domain/fields';
import { queryableFields, type ListQuery } from '../../domain/query/list-query';
import type { Executor } from '../db/connection';
import { executeNamed } from '../db/named-statement';

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
  if (!totalsTable(entity)) return false;
  const fields = queryableFields(entity);
  return query.filters.every(({ field }) => Object.hasOwn(fields, field) && !expressionOf(fields[field]));
}

function keyOf(entity: AnyEntity, where: SQL | undefined): string {
  const rendered = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  return crypto.createHash('sha256').update(`${entity.name}\n${rendered.sql}\n${JSON.stringify(rendered.params)}`).digest('hex');
}

export interface Totals {
  count: number;
  total: Record<string, number>;
}

/**
 * One statement: the kept entry when it is current, otherwise the count and sums computed by
 * `compute` (a one-time filter skips that part when the entry is there).
 */
export async function totalsThroughCache(
  db: Executor,
  entity: AnyEntity,
  where: SQL | undefined,
  aggregate: (skip: SQL) => SQL,
  readRow: (row: Record<string, unknown>) => Totals,
): Promise<Totals> {
  const table = totalsTable(entity)!;
  const key = keyOf(entity, where);
  const current = sql`(select version from table_versions where name = ${table})`;
  const valid = sql`key = ${key} and version = ${current} and stored_at > now() - make_interval(mins => ${keepMinutes})`;
  const rows = await executeNamed(
    db,
    sql`
    select true as kept, count, total, null::bigint as version from list_totals where ${valid}
    union all
    (${aggregate(sql`exists (select 1 from list_totals where ${valid})`)})`,
  );
  const kept = rows.find((row) => row.kept === true);
  if (kept) {
    const total = typeof kept.total === 'string' ? (JSON.parse(kept.total) as Record<string, number>) : (kept.total as Record<string, number>);
    return { count: Number(kept.count), total };
  }
  const computed = rows[0];
  const totals = readRow(computed);
  if (computed.version !== null && computed.version !== undefined) {
    stores += 1;
    await db.execute(sql`
      insert into list_totals (key, version, count, total, stored_at)
      values (${key}, ${Number(computed.version)}, ${totals.count}, ${JSON.stringify(totals.total)}::jsonb, now())
      on conflict (key) do update set version = excluded.version, count = excluded.count, total = excluded.total, stored_at = excluded.stored_at`);
    if (stores % sweepEvery === 0) {
      await db.execute(sql`delete from list_totals where stored_at < now() - make_interval(mins => ${keepMinutes})`);
    }
  }
  return totals;
}

/** A list's `count` and `total` (API.md "Lists"): the summary fields' sums beside the count, kept in `list_totals` where the entity allows it. */
import { sql, type SQL } from 'drizzle-orm';
import { entityFields, type AnyEntity } from '../../domain/core/entity';
import { expressionOf, hasColumn } from '../../domain/core/fields';
import { memoizedBy } from '../../domain/core/memoized-by';
import { moneyFrom } from '../../domain/core/money';
import type { ListQuery } from '../../domain/core/query/list-query';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import { executeNamed } from '../db/named-statement';
import { keepsTotals, totalsTable, totalsThroughCache, type Totals, type TotalsPlan } from './cached-totals';
import { plainTextOf } from './compiled-selection';
import { fieldSql } from './field-sql';
import { changeCountSql } from './table-changes';
import { totalsChangeName } from './totals-versioning';

/** The fields a list sums beside its count (built once per entity). */
export const summaryFields = memoizedBy((entity: AnyEntity): ReadonlyArray<string> =>
  Object.freeze(
    entityFields(entity)
      .filter(([, f]) => f.summary === 'sum' && (hasColumn(f) || !!expressionOf(f)))
      .map(([name]) => name),
  ),
);

/** `jsonb_build_object('sumWithNds', coalesce(sum(…), 0), …)` of the summary fields, rendered once per entity. */
const sumsObjectSql = memoizedBy((entity: AnyEntity): SQL => {
  const table = tableOf(entity);
  const sums = summaryFields(entity);
  const pairs = sums.map((name) => sql`${sql.raw(`'${name}'`)}::text, coalesce(sum(${fieldSql(entity, table, name)}), 0)`);
  const built = sums.length ? sql`jsonb_build_object(${sql.join(pairs, sql`, `)})` : sql`'{}'::jsonb`;
  const plain = plainTextOf(built);
  return plain === null ? built : sql.raw(plain);
});

/** The statement of a list's `count` and `total`: kept in `list_totals` where the entity allows it, else counted. */
export function totalsPlan(entity: AnyEntity, where: SQL | undefined, query?: ListQuery): TotalsPlan {
  const table = tableOf(entity);
  const sums = summaryFields(entity);
  const sumsJson = sumsObjectSql(entity);
  const readRow = (row: Record<string, unknown>): Totals => {
    const raw = (typeof row.total === 'string' ? JSON.parse(row.total) : row.total) as Record<string, unknown>;
    return { count: Number(row.count), total: Object.fromEntries(sums.map((name) => [name, moneyFrom(raw[name])])) };
  };
  if (query && keepsTotals(entity, query)) {
    return totalsThroughCache(
      entity,
      where,
      (skip) => sql`select false as kept, count(*) as count, ${sumsJson} as total,
        ${changeCountSql(totalsChangeName(totalsTable(entity)!))} as version
        from ${table} where ${where ?? sql`true`} and not ${skip}`,
      readRow,
    );
  }
  return {
    statement: sql`select false as kept, count(*) as count, ${sumsJson} as total, null::bigint as version from ${table} where ${where ?? sql`true`}`,
    settle: async (_db, rows) => readRow(rows[0]),
  };
}

/** A plan's totals read by its own statement. */
export const totalsAlone = async (db: Executor, plan: TotalsPlan): Promise<Totals> => plan.settle(db, await executeNamed(db, plan.statement));

export async function countAndTotal(db: Executor, entity: AnyEntity, where: SQL | undefined, query?: ListQuery): Promise<Totals> {
  return totalsAlone(db, totalsPlan(entity, where, query));
}

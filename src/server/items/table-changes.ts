/**
 * A table's change count: the sum of its `table_changes` weights (system-tables.ts). A
 * statement-level trigger adds a row of weight 1 with every write statement, in the writer's
 * transaction and without locking a shared row, so writers never queue behind each other here;
 * a reader's snapshot sees the writes committed before it. Compaction folds a table's rows into
 * one of their summed weight, so the count stays and the rows stay few.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connection';

/** The change count of `table` as a bigint subquery, read in the statement's own snapshot. */
export const changeCountSql = (table: string): SQL => sql`(select coalesce(sum(weight), 0)::bigint from table_changes where name = ${table})`;

const compacting = new Set<string>();

/** Folds the table's change rows into one, beside the caller (at most one fold per table at a time). */
export function compactChanges(db: Executor, table: string): void {
  if (compacting.has(table)) return;
  compacting.add(table);
  void db
    .execute(
      sql`with gone as (delete from table_changes where name = ${table} returning weight)
          insert into table_changes (name, weight) select ${table}, sum(weight) from gone having count(*) > 0`,
    )
    .catch(() => undefined)
    .finally(() => compacting.delete(table));
}

/**
 * Many rows updated by id in one statement per set of columns: the new values travel as one
 * JSON parameter (as in `bulk-insert.ts`) and are joined to the table by id.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './connection';

/** Sets each row's values (keyed by the table's property names) on the row of its `id`. */
export async function bulkUpdate(tx: Executor, table: PgTable, rows: ReadonlyArray<{ id: number | string; values: Record<string, unknown> }>): Promise<void> {
  const columns = getTableColumns(table);
  // A serial id is an integer once stored.
  const idType = columns.id.getSQLType() === 'serial' ? 'integer' : columns.id.getSQLType();
  const groups = new Map<string, Array<{ id: number | string; values: Record<string, unknown> }>>();
  for (const row of rows) {
    const key = Object.keys(row.values).sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const [key, group] of groups) {
    const keys = key.split(',');
    const typed = [`"id" ${idType}`, ...keys.map((name) => `"${columns[name].name}" ${columns[name].getSQLType()}`)].join(', ');
    const set = keys.map((name) => `"${columns[name].name}" = v."${columns[name].name}"`).join(', ');
    const values = group.map((row) => Object.fromEntries([['id', row.id], ...keys.map((name) => [columns[name].name, row.values[name] ?? null])]));
    await tx.execute(sql`update ${table} set ${sql.raw(set)} from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(${sql.raw(typed)}) where ${table}."id" = v."id"`);
  }
}

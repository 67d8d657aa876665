/**
 * Many rows updated in one statement, each with its own values: the rows travel as one JSON
 * parameter (as bulk-insert.ts does) and `update … from json_to_recordset` sets them by id.
 * The inventory refresh sets the figures of tens of thousands of sites this way.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './connection';

const rowsPerStatement = 10_000;

/** Sets each row's values (keyed by the table's property names, the same keys in every row) on the row of its `id`. */
export async function bulkUpdate(tx: Executor, table: PgTable, rows: ReadonlyArray<{ id: number | string; values: Record<string, unknown> }>): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0].values).filter((key) => key in columns && key !== 'id');
  if (!keys.length) return;
  // A serial id is an integer once stored.
  const idType = columns.id.getSQLType() === 'serial' ? 'integer' : columns.id.getSQLType();
  // The JSON keys are the values' own property names (as bulk-insert.ts sends them).
  const typed = [`"id" ${idType}`, ...keys.map((key) => `"${key}" ${columns[key].getSQLType()}`)].join(', ');
  const assignments = keys.map((key) => `"${columns[key].name}" = r."${key}"`).join(', ');
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const part = rows.slice(i, i + rowsPerStatement).map((row) => ({ ...row.values, id: row.id }));
    await tx.execute(
      sql`update ${table} set ${sql.raw(assignments)} from json_to_recordset(${JSON.stringify(part)}::json) as r(${sql.raw(typed)}) where ${table}."id" = r."id"`,
    );
  }
}

/**
 * Many rows in one statement with one parameter: the rows travel as a JSON array and
 * `json_to_recordset` turns them into typed columns (read as it goes: making a `jsonb` copy
 * first cost about a sixth more on the embedded database). Thousands of rows a statement cost
 * one parameter instead of thousands (binding tens of thousands of parameters dominated the time
 * of the act generation on the embedded database).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './connection';
import { rowsOf } from './raw-rows';

const rowsPerStatement = 10_000;

/**
 * Inserts `rows` (keyed by the table's property names, all rows with the same keys) and answers
 * the `returning` columns (database names) of the inserted rows. `onConflict`: the statement's
 * `on conflict ...` clause (an upload's rows replacing earlier ones).
 */
export async function bulkInsert<R = Record<string, unknown>>(tx: Executor, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>, returning: string[] = [], onConflict?: SQL): Promise<R[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]).filter((key) => key in columns);
  const quoted = keys.map((key) => `"${columns[key].name}"`).join(', ');
  // The JSON keys are the rows' own property names: the rows are sent as they are, not copied.
  const typed = keys.map((key) => `"${key}" ${columns[key].getSQLType()}`).join(', ');
  const selected = keys.map((key) => `r."${key}"`).join(', ');
  const answered: R[] = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const part = rows.length > rowsPerStatement ? rows.slice(i, i + rowsPerStatement) : rows;
    const tail: SQL = returning.length ? sql.raw(` returning ${returning.map((name) => `"${name}"`).join(', ')}`) : sql``;
    answered.push(
      ...(await rowsOf<R>(tx, sql`insert into ${table} (${sql.raw(quoted)}) select ${sql.raw(selected)} from json_to_recordset(${JSON.stringify(part)}::json) as r(${sql.raw(typed)})${onConflict ? sql` ${onConflict}` : sql``}${tail}`)),
    );
  }
  return answered;
}

/**
 * The SQL text a search field matches (domain/core/search-fields.ts): the column itself, or one
 * key of a json column (`billing_info ->> 'inn'`). The key is written into the statement, not
 * bound, so that the trigram index on the same expression serves the search.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { searchKeyPattern } from '../../domain/core/search-fields';

export function searchedSql(column: AnyColumn | SQL, key: string | null): AnyColumn | SQL {
  if (key === null) return column;
  if (!searchKeyPattern.test(key)) throw new Error(`search key "${key}" is not a word`);
  return sql`(${column} ->> ${sql.raw(`'${key}'`)})`;
}

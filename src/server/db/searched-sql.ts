/**
 * The SQL text a search field matches (domain/core/search-fields.ts): the column itself, or one
 * key of a json column (`billing_info ->> 'inn'`). The key is written into the statement, not
 * bound, so that the trigram index on the same expression serves the search.
 *
 * Text is matched in lower case (`lower(x) like lower(pattern)`), which is how PostgreSQL runs
 * ILIKE on UTF-8 text anyway, so the answers are the same. The indexes hold `lower(x)`: the
 * trigram index of a search field, and a covering index beside a searched column, so that a
 * word looked for in a month's rows is compared with the lower-case text stored in the index
 * instead of lowering every row's text again (docs/performance.md, "name search").
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { searchKeyPattern } from '../../domain/core/search-fields';

/** The field kinds whose values are text: a search field of one gets a trigram index on its lower-case text. */
export const textKinds: ReadonlyArray<string> = ['string', 'text', 'url'];

export function searchedSql(column: AnyColumn | SQL, key: string | null): AnyColumn | SQL {
  if (key === null) return column;
  if (!searchKeyPattern.test(key)) throw new Error(`search key "${key}" is not a word`);
  return sql`(${column} ->> ${sql.raw(`'${key}'`)})`;
}

/** The lower-case text an index keeps and a contains-filter compares. */
export function lowerText(expression: AnyColumn | SQL): SQL {
  return sql`lower(${expression})`;
}

/** Case-insensitive "contains": `pattern` is a LIKE pattern (`%word%`, its own `%` and `_` escaped). */
export function containsPattern(expression: AnyColumn | SQL, pattern: string): SQL {
  return sql`${lowerText(expression)} like lower(${pattern})`;
}

/**
 * The same "contains" as `containsPattern`, for the plain text (no LIKE pattern), in a form no
 * trigram index serves: for a word compared in a covering index's range (items/words-in-range.ts).
 */
export function containsScanned(expression: AnyColumn | SQL, text: string): SQL {
  // `(select lower($n))`: lowered once per statement, not once per row of a prepared (generic) plan.
  return sql`strpos(${lowerText(expression)}, (select lower(${text}))) > 0`;
}

/**
 * An entity's select list (some 60 columns and a dozen reference-text subqueries for orders)
 * rendered to SQL text once per process, with the per-column decoders drizzle would apply.
 * Building that list through the query builder on every request, and mapping its rows, cost
 * about as much CPU as the rest of a list request; the filters, ordering and page stay ordinary
 * drizzle SQL with their parameters.
 */
import { Column, is, SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/connection';
import { executeNamed } from '../db/named-statement';

type Selected = PgColumn | SQL | SQL.Aliased;
type Decode = (value: unknown) => unknown;

export interface CompiledSelection {
  /** `"orders"."id" as "id", (select …) as "clientName", …` */
  list: SQL;
  /** The positions whose driver values are converted (a date column's mode, a typed expression). */
  decoders: Array<[position: number, decode: Decode]>;
  /** How many values the list selects. */
  width: number;
  /** Each key's position in the list. */
  positions: ReadonlyMap<string, number>;
  /** A row's values (in select-list order) as an object with every key in place. */
  rowOf: (values: unknown[]) => Record<string, unknown>;
}

/**
 * An object literal with the keys, compiled once: V8 gives such objects a fixed shape with the
 * values inside the object. Built key by key, as drivers build row objects, an object of sixty
 * keys turns into a hash table, and every later read, write and JSON serialisation of it is slower.
 */
function rowBuilder(keys: string[]): (values: unknown[]) => Record<string, unknown> {
  const literal = keys.map((key, position) => `${JSON.stringify(key)}: values[${position}]`).join(', ');
  return new Function('values', `return { ${literal} };`) as (values: unknown[]) => Record<string, unknown>;
}

const dialect = new PgDialect();
const compiled = new Map<string, CompiledSelection>();

function decoderOf(selected: Selected): Decode | null {
  if (is(selected, Column)) {
    const column = selected as Column;
    return column.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : (value) => column.mapFromDriverValue(value);
  }
  const expression = is(selected, SQL) ? selected : (selected as SQL.Aliased).sql;
  const decoder = (expression as unknown as { decoder?: { mapFromDriverValue(value: unknown): unknown } }).decoder;
  if (!decoder) return null;
  // drizzle's identity decoder: nothing to do.
  const probe = {};
  return decoder.mapFromDriverValue(probe) === probe ? null : (value) => decoder.mapFromDriverValue(value);
}

/** A statement's text when it carries no parameters (rendered once, then plain text); null otherwise. */
export function plainTextOf(statement: SQL): string | null {
  const rendered = dialect.sqlToQuery(statement);
  return rendered.params.length ? null : rendered.sql;
}

/**
 * The pieces joined with commas, runs of plain text merged into one raw chunk: drizzle walks
 * every chunk of a statement each time it renders it, and a list of seventy pieces is most of
 * a page statement's chunks. An expression carrying parameters stays SQL.
 */
function joinedPieces(pieces: SQL[]): SQL {
  const joined: SQL[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.length) joined.push(sql.raw(text.join(', ')));
    text = [];
  };
  for (const piece of pieces) {
    const plain = plainTextOf(piece);
    if (plain === null) {
      flush();
      joined.push(piece);
    } else text.push(plain);
  }
  flush();
  return sql.join(joined, sql`, `);
}

/** Renders `columns` (key → column or expression) once under `cacheKey`. */
export function compiledSelection(cacheKey: string, columns: Record<string, Selected>): CompiledSelection {
  const known = compiled.get(cacheKey);
  if (known) return known;
  const pieces: SQL[] = [];
  const decoders: CompiledSelection['decoders'] = [];
  const keys = Object.keys(columns);
  for (const [position, [key, selected]] of Object.entries(columns).entries()) {
    const expression = is(selected, Column) || is(selected, SQL) ? selected : (selected as SQL.Aliased).sql;
    pieces.push(sql`${expression} as ${sql.identifier(key)}`);
    const decode = decoderOf(selected);
    if (decode) decoders.push([position, decode]);
  }
  const selection = { list: joinedPieces(pieces), decoders, width: keys.length, positions: new Map(keys.map((key, position) => [key, position])), rowOf: rowBuilder(keys) };
  compiled.set(cacheKey, selection);
  return selection;
}

/**
 * Runs `statement` (selecting `selection.list`, then possibly one more value) and decodes its
 * rows as drizzle's select would; `extra` is the first row's value past the list. `complete`
 * may change the rows' values (in list order) before they become objects.
 */
export async function selectedRows(
  db: Executor,
  selection: CompiledSelection,
  statement: SQL,
  { complete }: { complete?: (values: unknown[][]) => Promise<void> } = {},
): Promise<{ rows: Array<Record<string, unknown>>; extra: unknown }> {
  const values = await executeNamed(db, statement, 'values');
  const extra = values.length ? values[0][selection.width] : undefined;
  // Values set by position while the rows are still arrays: cheaper than by key on the objects.
  if (complete && values.length) await complete(values);
  const rows = values.map((row) => {
    for (const [position, decode] of selection.decoders) {
      const value = row[position];
      if (value !== null && value !== undefined) row[position] = decode(value);
    }
    return selection.rowOf(row);
  });
  return { rows, extra };
}

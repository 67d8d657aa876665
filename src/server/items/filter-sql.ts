/**
 * SQL conditions and ordering for a parsed list query (API.md "Filters" and "Ordering").
 */
import {
  and,
  arrayOverlaps,
  Column,
  asc,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  ilike,
  inArray,
  is,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyEntity } from '../../domain/core/entity';
import { enums } from '../../domain/core/enums';
import { entitiesByName } from '../../domain/core/entities';
import type { FieldDef } from '../../domain/core/fields';
import { queryableFields, type FieldFilter, type ListQuery } from '../../domain/core/query/list-query';
import { tableOf, type EntityTable } from '../db/entity-tables';
import { files } from '../db/system-tables';
import { fieldSql, referencedColumnOf } from './field-sql';
import { searchFieldsOf, type SearchField } from '../../domain/core/search-fields';
import { containsPattern, containsScanned, searchedSql, textKinds } from '../db/searched-sql';
import { wordsScannedInRange } from './words-in-range';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function typed(field: FieldDef, value: string): string | number | boolean {
  switch (field.kind) {
    case 'int':
    case 'file':
    case 'filelist':
    case 'decimal':
    case 'money':
      return Number(value);
    case 'boolean':
      return value === 'true';
    case 'ref':
    case 'reflist': {
      const target = 'ref' in field ? entitiesByName[field.ref] : undefined;
      return target?.idKind === 'text' ? value : Number(value);
    }
    default:
      return value;
  }
}

const isArrayKind = (field: FieldDef) =>
  field.kind === 'list' || field.kind === 'enumlist' || field.kind === 'reflist' || field.kind === 'filelist';

/** An enumeration's values whose value or English text contains the text. */
function enumValuesContaining(field: FieldDef, text: string): string[] {
  if (!('enum' in field)) return [];
  const wanted = text.toLowerCase();
  return enums[field.enum].filter((item) => item.v.toLowerCase().includes(wanted) || item.t.toLowerCase().includes(wanted)).map((item) => item.v);
}

/** A list of references holding a row whose display text contains the pattern (the referenced table aliased, the list qualified). */
function referencedTextCondition(table: EntityTable, name: string, field: FieldDef, pattern: string): SQL {
  const target = 'ref' in field ? entitiesByName[field.ref] : undefined;
  const list = sql`${sql.identifier(getTableName(table))}.${sql.identifier((table[name] as AnyColumn).name)}`;
  if (!target) return sql`array_to_string(${list}, ' ') ilike ${pattern}`;
  const aliasName = `${name}_cnt`;
  const referenced = alias(tableOf(target), aliasName) as unknown as EntityTable;
  const from = sql`${sql.identifier(getTableName(tableOf(target)))} ${sql.identifier(aliasName)}`;
  return sql`exists (select 1 from ${from} where ${referenced.id} = any(${list}) and (${fieldSql(target, referenced, target.display)})::text ilike ${pattern})`;
}

function containsText(column: AnyColumn, field: FieldDef, text: string): SQL {
  const pattern = likePattern(text);
  switch (field.kind) {
    case 'list':
      return sql`array_to_string(${column}, ' ') ilike ${pattern}`;
    case 'enumlist': {
      const values = enumValuesContaining(field, text);
      return values.length ? arrayOverlaps(column, values) : sql`false`;
    }
    case 'file':
      return sql`exists (select 1 from ${files} where ${files.id} = ${column} and ${files.name} ilike ${pattern})`;
    case 'filelist':
      return sql`exists (select 1 from ${files} where ${files.id} = any(${column}) and ${files.name} ilike ${pattern})`;
    default:
      return textKinds.includes(field.kind) ? containsPattern(column, pattern) : ilike(column, pattern);
  }
}

const emptyList = (column: AnyColumn): SQL => sql`coalesce(cardinality(${column}), 0) = 0`;

type Typed = ReturnType<typeof typed>;

/** `eq` and `in`: any of the values; `null` among them matches an empty value (on a list: an empty list). */
function equalsCondition(column: AnyColumn, field: FieldDef, plain: Typed[], withNull: boolean): SQL | undefined {
  if (isArrayKind(field)) return or(plain.length ? arrayOverlaps(column, plain) : undefined, withNull ? emptyList(column) : undefined);
  const parts: SQL[] = [];
  if (plain.length === 1) parts.push(eq(column, plain[0]));
  else if (plain.length > 1) parts.push(inArray(column, plain));
  if (withNull) parts.push(isNull(column));
  return or(...parts);
}

/** `nin` and `neq`: none of the values, an empty value included unless `null` is among them. */
function notEqualsCondition(column: AnyColumn, field: FieldDef, filter: FieldFilter, plain: Typed[], withNull: boolean): SQL | undefined {
  // On a list, "not equal" is "holds none of": the same as `nin`.
  if (isArrayKind(field)) return and(plain.length ? not(arrayOverlaps(column, plain)) : undefined, withNull ? not(emptyList(column)) : undefined);
  if (filter.op === 'neq') return withNull ? sql`${column} is not null` : or(ne(column, plain[0]), isNull(column));
  return or(notInArray(column, plain.length ? plain : [typed(field, filter.values[0])]), isNull(column));
}

function filterCondition(column: AnyColumn, field: FieldDef, filter: FieldFilter): SQL | undefined {
  const values = filter.values;
  const withNull = values.includes('null');
  const plain = values.filter((v) => v !== 'null').map((v) => typed(field, v));
  switch (filter.op) {
    case 'cnt':
      return containsText(column, field, values[0]);
    case 'eq':
    case 'in':
      return equalsCondition(column, field, plain, withNull);
    case 'nin':
    case 'neq':
      return notEqualsCondition(column, field, filter, plain, withNull);
    case 'gt':
      return gt(column, plain[0]);
    case 'gte':
      return gte(column, plain[0]);
    case 'lt':
      return lt(column, plain[0]);
    case 'lte':
      return lte(column, plain[0]);
    case 'btw': {
      const [from, to] = values;
      return and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined);
    }
  }
}

/** holding.clients=5: holdings with a client 5 pointing back to them (`nin`: with none of them). */
function inverseListCondition(table: EntityTable, field: FieldDef, filter: FieldFilter): SQL | undefined {
  if (!('inverse' in field) || !field.inverse) return undefined;
  const target = entitiesByName[field.ref];
  const targetTable = tableOf(target);
  const ids = filter.values.filter((v) => v !== 'null').map((v) => typed(field, v));
  const pointing = sql`select 1 from ${targetTable} where ${targetTable[field.inverse]} = ${table.id}`;
  if (filter.values.includes('null')) return filter.op === 'nin' || filter.op === 'neq' ? sql`exists (${pointing})` : sql`not exists (${pointing})`;
  const matching = sql`${pointing} and ${inArray(targetTable.id, ids)}`;
  return filter.op === 'nin' || filter.op === 'neq' ? sql`not exists (${matching})` : sql`exists (${matching})`;
}

/** One search field matched against the `search=` pattern: text as it is, other kinds as their text. */
function searchedTextSql(entity: AnyEntity, table: EntityTable, { field, key }: SearchField, pattern: string): SQL {
  const referenced = key === null ? referencedColumnOf(entity, table, field) : null;
  if (referenced) {
    const { reference, targetId, target, column } = referenced;
    return sql`${reference} in (select ${targetId} from ${target} where ${containsPattern(sql`${column}::text`, pattern)})`;
  }
  const searched = searchedSql(fieldSql(entity, table, field), key);
  return key !== null || textKinds.includes(entity.fields[field]?.kind) ? containsPattern(searched, pattern) : sql`${searched}::text ilike ${pattern}`;
}

export function whereOf(
  entity: AnyEntity,
  table: EntityTable,
  query: ListQuery,
  extraConditions: SQL[] = [],
): SQL | undefined {
  const fields = queryableFields(entity);
  const scanned = wordsScannedInRange(entity, query);
  const conditions: Array<SQL | undefined> = query.filters.map((filter) =>
    fields[filter.field].virtual
      ? inverseListCondition(table, fields[filter.field], filter)
      : filter.op === 'cnt' && fields[filter.field].kind === 'reflist'
        ? referencedTextCondition(table, filter.field, fields[filter.field], likePattern(filter.values[0]))
        : filter.op === 'cnt' && scanned.has(filter.field)
          ? containsScanned(fieldSql(entity, table, filter.field), filter.values[0])
          : filterCondition(fieldSql(entity, table, filter.field) as AnyColumn, fields[filter.field], filter),
  );
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(...searchFieldsOf(entity).map((searched) => searchedTextSql(entity, table, searched, pattern))));
  }
  return and(...conditions, ...extraConditions);
}

/** ORDER BY terms; a reference orders by the referenced item's display text; id breaks ties. */
function isNotNull(column: AnyColumn | SQL): boolean {
  return is(column, Column) && column.notNull;
}

export function orderOf(
  entity: AnyEntity,
  table: EntityTable,
  query: ListQuery,
  displayColumns: Record<string, AnyColumn | SQL>,
): SQL[] {
  const terms = query.ordering.length
    ? query.ordering
    : (entity.defaultOrdering ?? ['-id']).map((t: string) => ({ field: t.replace(/^-/, ''), desc: t.startsWith('-') }));
  const order: SQL[] = terms.map((term: { field: string; desc: boolean }) => {
    const column = displayColumns[term.field] ?? (fieldSql(entity, table, term.field) as AnyColumn);
    // Nulls go last; on a NOT NULL column saying so would only stop a backward index scan.
    if (isNotNull(column)) return term.desc ? desc(column) : asc(column);
    return term.desc ? sql`${desc(column)} nulls last` : sql`${asc(column)} nulls last`;
  });
  // The id breaks ties in the direction of the last term, so an index on (field, id) serves both.
  const last = terms[terms.length - 1] as { field: string; desc: boolean } | undefined;
  if (!terms.some((t: { field: string }) => t.field === 'id')) order.push(last?.desc ? desc(table.id) : asc(table.id));
  return order;
}

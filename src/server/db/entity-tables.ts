/**
 * Drizzle tables built from the entity declarations: one table per entity, one column per
 * stored field, audit columns, and the indexes the declaration asks for.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  bigint,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { entityFields, indexShape, type AnyEntity } from '../../domain/core/entity';
import { searchFieldsOf } from '../../domain/core/search-fields';
import { lowerText, searchedSql, textKinds } from './searched-sql';
import { hasColumn, isListKind, isNotNullColumn, onDeleteOf, type FieldDef, type OnDelete } from '../../domain/core/fields';
import { entities, entitiesByName } from '../../domain/core/entities';
import { columnName, snakeCase } from './column-names';
import { files } from './system-tables';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntityTable = PgTableWithColumns<any>;

const tables: Record<string, EntityTable> = {};

function refTarget(field: FieldDef & { ref: string }): AnyEntity {
  const target = entitiesByName[field.ref];
  if (!target) throw new Error(`Reference to undeclared entity ${field.ref}`);
  return target;
}

/** The foreign key's action for a declared delete rule (`refuse` is the default). */
const foreignKeyAction: Record<OnDelete, 'restrict' | 'cascade' | 'set null'> = { refuse: 'restrict', cascade: 'cascade', clear: 'set null' };

/** A list of references: the ids of the referenced entity's kind, empty by default. */
function refListColumn(col: string, field: FieldDef & { ref: string }): PgColumnBuilderBase {
  return refTarget(field).idKind === 'text'
    ? text(col).array().notNull().default(sql`'{}'::text[]`)
    : integer(col).array().notNull().default(sql`'{}'::integer[]`);
}

/** A reference: a foreign key to the referenced entity's id, acting on its delete as declared. */
function refColumn(col: string, field: FieldDef & { ref: string }): PgColumnBuilderBase {
  const target = refTarget(field);
  const base = target.idKind === 'text' ? text(col) : integer(col);
  return base.references((): AnyPgColumn => tableOf(target).id, { onDelete: foreignKeyAction[onDeleteOf(field)] });
}

function columnFor(name: string, field: FieldDef): PgColumnBuilderBase {
  const col = columnName(name, field);
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'url':
    case 'enum':
      return text(col);
    case 'int':
      return field.wide ? bigint(col, { mode: 'number' }) : integer(col);
    case 'decimal':
      return numeric(col, { precision: 18, scale: 4, mode: 'number' });
    case 'money':
      return numeric(col, { precision: 16, scale: 2, mode: 'number' });
    case 'date':
      return date(col, { mode: 'string' });
    case 'datetime':
      return timestamp(col, { withTimezone: true, mode: 'string' });
    case 'boolean':
      return boolean(col).notNull().default(field.default === true);
    case 'enumlist':
    case 'list':
      return text(col).array().notNull().default(sql`'{}'::text[]`);
    case 'reflist':
      return refListColumn(col, field);
    case 'filelist':
      return integer(col).array().notNull().default(sql`'{}'::integer[]`);
    case 'file':
      // A stored file is never deleted from under a record (API.md "Files").
      return integer(col).references((): AnyPgColumn => files.id, { onDelete: 'restrict' });
    case 'json':
      return jsonb(col).notNull().default(sql`'{}'::jsonb`);
    case 'ref':
      return refColumn(col, field);
  }
}

type NullableBuilder = PgColumnBuilderBase & { notNull(): PgColumnBuilderBase & { default(value: unknown): PgColumnBuilderBase } };

/** A required field that always has a value (a constant default) is NOT NULL in the table too. */
function withNotNull(builder: PgColumnBuilderBase, field: FieldDef): PgColumnBuilderBase {
  if (!isNotNullColumn(field) || ['boolean', 'enumlist', 'list', 'reflist', 'filelist', 'json'].includes(field.kind)) return builder;
  const notNull = (builder as NullableBuilder).notNull();
  return field.default !== undefined && typeof field.default !== 'function' ? notNull.default(field.default) : notNull;
}

function buildTable(entity: AnyEntity): EntityTable {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: entity.idKind === 'text' ? text('id').primaryKey() : serial('id').primaryKey(),
  };
  for (const [name, field] of entityFields(entity)) {
    if (hasColumn(field)) columns[name] = withNotNull(columnFor(name, field), field);
  }
  columns.createdBy = integer('created_by');
  columns.createdAt = timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`);
  columns.updatedBy = integer('updated_by');
  columns.updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`);

  return pgTable(entity.table, columns, (t) => {
    const extras = [];
    for (const [name, field] of entityFields(entity)) {
      if (!hasColumn(field)) continue;
      if (field.unique) extras.push(uniqueIndex(`${entity.table}_${snakeCase(name)}_uq`).on(t[name]));
      // A list is filtered by overlap (`orders=5` is `&&`), which a GIN index serves.
      else if (field.index && isListKind(field.kind)) extras.push(index(`${entity.table}_${snakeCase(name)}_gin`).using('gin', t[name]));
      else if (field.index) extras.push(index(`${entity.table}_${snakeCase(name)}_idx`).on(t[name]));
    }
    // Trigram indexes make `search=` and `__cnt` on the searched fields index scans.
    const searchedColumns = new Set<string>();
    for (const { field: name, key } of searchFieldsOf(entity)) {
      const field = entity.fields[name];
      if (!field || !hasColumn(field) || !(key !== null || textKinds.includes(field.kind))) continue;
      if (key === null) searchedColumns.add(name);
      const stem = key === null ? snakeCase(name) : `${snakeCase(name)}_${snakeCase(key)}`;
      extras.push(index(`${entity.table}_${stem}_trgm`).using('gin', sql`${lowerText(searchedSql(t[name], key))} gin_trgm_ops`));
    }
    for (const declared of entity.indexes ?? []) {
      const { names, covering, nameWords, kind } = indexShape(declared);
      const name = `${entity.table}_${nameWords.map(snakeCase).join('_')}_${kind}`;
      // A searched text column in a covering index brings its lower-case text, which `__cnt` compares.
      const withLower = names.slice(1).flatMap((n) => (covering && searchedColumns.has(n) ? [t[n], lowerText(t[n])] : [t[n]]));
      extras.push(index(name).on(t[names[0]], ...withLower));
    }
    return extras;
  });
}

/** The table of an entity; a view reads and writes the table of the entity it is a view of. */
export function tableOf(entity: AnyEntity): EntityTable {
  if (entity.view) return tableOf(entitiesByName[entity.view.of]);
  return (tables[entity.name] ??= buildTable(entity));
}

export const entityTables: Record<string, EntityTable> = Object.fromEntries(entities.filter((e) => !e.view).map((e) => [e.table, tableOf(e)]));

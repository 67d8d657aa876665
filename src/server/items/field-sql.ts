/**
 * The SQL of a field in reads, filters, orderings and totals: its column, or for a computed
 * `sql` field its expression with `{field}` and `{ref.field}` placeholders filled in. A
 * `{ref.field}` becomes a correlated subquery, so counts and totals need no joins. `{today}` is
 * the business day (domain/calendar), never the session's `current_date`.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyEntity } from '../../domain/core/entity';
import { entitiesByName } from '../../domain/core/entities';
import { expressionOf, type FieldDef } from '../../domain/core/fields';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tableOf, type EntityTable } from '../db/entity-tables';
import { businessDaySql } from '../../domain/core/calendar/business-day';

const placeholder = /\{(\w+)(?:\.(\w+))?\}/g;

function expand(entity: AnyEntity, table: EntityTable, expression: string, depth: number): SQL {
  if (depth > 8) throw new Error(`Computed field expressions of ${entity.name} refer to each other in a loop`);
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of expression.matchAll(placeholder)) {
    chunks.push(sql.raw(expression.slice(last, match.index)));
    const [, name, targetField] = match;
    if (name === 'today' && !targetField) {
      chunks.push(sql.raw(businessDaySql()));
    } else if (targetField) {
      const field = (entity.fields as Record<string, FieldDef>)[name];
      if (!field || field.kind !== 'ref') throw new Error(`${entity.name}: {${name}.${targetField}} needs ${name} to be a reference`);
      const target = tableOf(entitiesByName[field.ref]);
      if (target === table) throw new Error(`${entity.name}: {${name}.${targetField}} refers to its own table`);
      chunks.push(sql`(select ${target[targetField]} from ${target} where ${target.id} = ${table[name]})`);
    } else {
      chunks.push(sql`(${sqlOf(entity, table, name, depth + 1)})`);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(expression.slice(last)));
  return sql.join(chunks);
}

function sqlOf(entity: AnyEntity, table: EntityTable, name: string, depth: number): AnyColumn | SQL {
  const field = Object.hasOwn(entity.fields, name) ? (entity.fields as Record<string, FieldDef>)[name] : undefined;
  const expression = field ? expressionOf(field) : null;
  return expression ? expand(entity, table, expression, depth) : (table[name] as AnyColumn);
}

export function fieldSql(entity: AnyEntity, table: EntityTable, name: string): AnyColumn | SQL {
  return sqlOf(entity, table, name, 0);
}

/** An expression in the computed-field syntax (`{field}`, `{ref.field}`, `{today}`) on `entity`'s rows. */
export function expressionSql(entity: AnyEntity, expression: string): SQL {
  return expand(entity, tableOf(entity), expression, 0);
}

/** The display text of an entity's rows: its display column, or a computed `sql` field (KKTU's code and name). */
export function displaySql(entity: AnyEntity): PgColumn | SQL {
  return fieldSql(entity, tableOf(entity), entity.display) as PgColumn | SQL;
}

/**
 * A computed field that is just another row's field (`{platform.name}`: a domain's host name):
 * the reference and the target's table and column, so that a search on it can look the target
 * up through the target's own (trigram) index instead of a subquery per row.
 */
export function referencedColumnOf(entity: AnyEntity, table: EntityTable, name: string): { reference: AnyColumn; targetId: AnyColumn; target: EntityTable; column: AnyColumn } | null {
  const field = Object.hasOwn(entity.fields, name) ? (entity.fields as Record<string, FieldDef>)[name] : undefined;
  const match = /^\{(\w+)\.(\w+)\}$/.exec((field && expressionOf(field)) ?? '');
  const ref = match ? (entity.fields as Record<string, FieldDef>)[match[1]] : undefined;
  if (!match || ref?.kind !== 'ref') return null;
  const target = tableOf(entitiesByName[ref.ref]);
  return { reference: table[match[1]] as AnyColumn, targetId: target.id as AnyColumn, target, column: target[match[2]] as AnyColumn };
}

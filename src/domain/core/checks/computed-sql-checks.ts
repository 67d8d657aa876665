/**
 * E027: a raw-SQL computed field (`computed: {sql}`) must name only what the declarations hold:
 * each `{field}` placeholder a field of its entity (or `today`, `id`, an audit field), each
 * `{ref.field}` a reference and a field of the entity it points at, each table after FROM or
 * JOIN the table of a declared entity (or another table the server declares), and each `alias.column` of such a table one of that
 * entity's columns. A renamed field or table then stops the server at start instead of failing
 * the first list that reads the field.
 */
import type { AnyEntity } from '../entity';
import { expressionOf, type FieldDef } from '../fields';
import type { DeclarationProblem } from './declaration-checks';

const auditFields = ['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];
const placeholder = /\{(\w+)(?:\.(\w+))?\}/g;
// A table after FROM / JOIN (not a subquery, not a function call), with its optional alias.
const tableUse = /\b(?:from|join)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()(?:\s+(?:as\s+)?(?!where\b|on\b|join\b|left\b|inner\b|order\b|group\b|limit\b)([a-z_][a-z0-9_]*))?/gi;
const qualified = /\b([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)\b/gi;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column names an entity's table may have: its fields and audit fields in snake_case, references also with `_id`. */
function columnsOf(entity: AnyEntity): Set<string> {
  const columns = new Set<string>();
  for (const name of [...Object.keys(entity.fields), ...auditFields]) {
    columns.add(snake(name));
    columns.add(`${snake(name)}_id`);
  }
  return columns;
}

const fieldOf = (owner: AnyEntity, key: string): FieldDef | undefined => (owner.fields as Record<string, FieldDef>)[key];

/** What is wrong with one `{first}` or `{first.second}` placeholder of `entity`'s expression, or null. */
function placeholderProblem(entity: AnyEntity, byName: ReadonlyMap<string, AnyEntity>, first: string, second: string | undefined): string | null {
  if (!second) {
    const known = first === 'today' || fieldOf(entity, first) || auditFields.includes(first);
    return known ? null : `computed SQL names {${first}}, which is not a field of ${entity.name}`;
  }
  const ref = fieldOf(entity, first);
  const target = ref?.kind === 'ref' ? byName.get(ref.ref) : undefined;
  if (!target) return `computed SQL names {${first}.${second}}, but ${first} is not a reference of ${entity.name}`;
  if (!fieldOf(target, second) && !auditFields.includes(second)) return `computed SQL names {${first}.${second}}, which is not a field of ${target.name}`;
  return null;
}

/** The tables the expression reads, by table name and alias; a table that is none of the declared ones is a problem. */
function tablesRead(text: string, byTable: ReadonlyMap<string, AnyEntity>, otherTables: ReadonlySet<string>, problems: string[]): Map<string, AnyEntity> {
  const aliases = new Map<string, AnyEntity>();
  for (const [, table, alias] of text.matchAll(tableUse)) {
    const target = byTable.get(table);
    if (!target && otherTables.has(table)) continue;
    if (!target) {
      problems.push(`computed SQL reads table "${table}", which is no declared entity's table`);
      continue;
    }
    aliases.set(table, target);
    if (alias) aliases.set(alias, target);
  }
  return aliases;
}

/** The messages of one field's expression, in the order they are found. */
function expressionProblems(entity: AnyEntity, expression: string, byName: ReadonlyMap<string, AnyEntity>, byTable: ReadonlyMap<string, AnyEntity>, otherTables: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [, first, second] of expression.matchAll(placeholder)) {
    const problem = placeholderProblem(entity, byName, first, second);
    if (problem) problems.push(problem);
  }
  const text = expression.replace(placeholder, ' ');
  const aliases = tablesRead(text, byTable, otherTables, problems);
  for (const [, alias, column] of text.matchAll(qualified)) {
    const target = aliases.get(alias);
    if (target && !columnsOf(target).has(column)) problems.push(`computed SQL reads ${alias}.${column}, which is not a column of ${target.name} (${target.table})`);
  }
  return problems;
}

/** `otherTables`: the tables the server declares besides the entities' (an area's own tables, system tables). */
export function computedSqlProblems(entities: readonly AnyEntity[], otherTables: ReadonlySet<string> = new Set()): DeclarationProblem[] {
  const problems: DeclarationProblem[] = [];
  const byName = new Map(entities.map((e) => [e.name, e]));
  const byTable = new Map(entities.filter((e) => !e.view).map((e) => [e.table, e]));
  for (const entity of entities) {
    for (const [name, field] of Object.entries(entity.fields as Record<string, FieldDef>)) {
      const expression = expressionOf(field);
      if (!expression) continue;
      for (const message of expressionProblems(entity, expression, byName, byTable, otherTables)) problems.push({ code: 'E027', entity: entity.name, field: name, message });
    }
  }
  return problems;
}

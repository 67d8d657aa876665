/**
 * What a saved view points at must exist (API.md "Saved views"): its `entity` names a declared
 * entity by its API path without the slash, its `columns` are that entity's table columns and
 * its `query` is a list query that entity's list accepts. Kept apart from the declaration,
 * which the entity list itself is built from.
 */
import type { AnyEntity } from '../core/entity';
import { entities } from '../core/entities';
import { parseListQuery } from '../core/query/list-query';
import { invalidField, Refusal } from '../core/refusals/refusal';
import { columnFields } from '../core/table-columns';

export interface ViewTarget {
  entity: unknown;
  columns?: unknown;
  query?: unknown;
}

/** The declared entity a saved view's `entity` names (`orders` → the order), if any. */
export function viewedEntity(name: unknown): AnyEntity | undefined {
  return typeof name === 'string' ? entities.find((entity) => entity.path === `${name}/`) : undefined;
}

/** The query string's parameters, a repeated key as a list (`ordering=-date&ordering=name`). */
export function queryParams(query: string): Record<string, string | string[]> {
  const params = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, ''))) {
    const known = Object.hasOwn(params, key) ? params[key] : undefined;
    params[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return params;
}

/**
 * The refusal (400 on the field) of a view whose entity, columns or query do not fit, or null.
 * `extraParams` are the list parameters the entity's area adds beyond the generic filters.
 */
export function savedViewRefusal(view: ViewTarget, extraParams: (entity: AnyEntity) => readonly string[] = () => []): Refusal | null {
  const entity = viewedEntity(view.entity);
  if (!entity) return invalidField('entity', 'views.unknownEntity', { entity: String(view.entity ?? '') });
  const known = new Set(columnFields(entity).map(([name]) => name));
  const columns = Array.isArray(view.columns) ? view.columns.map(String) : [];
  const unknown = columns.filter((name) => !known.has(name));
  if (unknown.length) return invalidField('columns', 'views.unknownColumns', { entity: String(view.entity), columns: unknown.join(', ') });
  const duplicated = columns.filter((name, at) => columns.indexOf(name) !== at);
  if (duplicated.length) return invalidField('columns', 'views.repeatedColumns', { columns: [...new Set(duplicated)].join(', ') });
  try {
    parseListQuery(entity, queryParams(typeof view.query === 'string' ? view.query : ''), extraParams(entity));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return invalidField('query', error.code, error.values);
  }
  return null;
}

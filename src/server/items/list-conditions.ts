/**
 * The rows a list query selects for a reader: the query's filters and search, the entity's
 * extra list parameters (area hooks), its view condition and the reader's `{ where }` of the
 * read access. Lists, short lists and the aggregates over a list (statistics) share it.
 */
import { or, type SQL } from 'drizzle-orm';
import { accessVerdict, type Actor, type AnyEntity } from '../../domain/core/entity';
import { parseListQuery, type ListQuery } from '../../domain/core/query/list-query';
import { tableOf } from '../db/entity-tables';
import type { ServerContext } from '../server-context';
import { entityConditions } from './entity-reader';
import { whereOf } from './filter-sql';

export type QueryParams = Record<string, string | string[] | undefined>;

/** The reader's `{ where }` of the entity's read access, as conditions (a list of filter sets: any of them). */
export function readConditions(entity: AnyEntity, actor: Actor | null): SQL[] {
  const verdict = accessVerdict(entity, 'read', actor, null);
  if (!verdict.allowed || !verdict.where) return [];
  const sets = Array.isArray(verdict.where) ? verdict.where : [verdict.where as Record<string, string>];
  const conditions = sets.map((filters) => whereOf(entity, tableOf(entity), parseListQuery(entity, filters)));
  // A filter set without filters matches every row.
  if (conditions.some((condition) => !condition)) return [];
  const condition = conditions.length === 1 ? conditions[0] : or(...conditions);
  return condition ? [condition] : [];
}

/** The parsed query and the conditions beyond it; an unknown field or operator is a 400. */
export function listQueryFor(ctx: ServerContext, entity: AnyEntity, actor: Actor | null, params: QueryParams): { query: ListQuery; extra: SQL[] } {
  const hooks = ctx.hooks.of(entity);
  const extraNames = Object.keys(hooks.extraFilters ?? {});
  const query = parseListQuery(entity, params, extraNames);
  const table = tableOf(entity);
  const extra = Object.entries(query.extra).map(([name, value]) => hooks.extraFilters![name](value, table));
  return { query, extra: [...extra, ...readConditions(entity, actor)] };
}

/** The whole WHERE of a list query for this reader. */
export function listWhere(ctx: ServerContext, entity: AnyEntity, actor: Actor | null, params: QueryParams): SQL | undefined {
  const { query, extra } = listQueryFor(ctx, entity, actor, params);
  return whereOf(entity, tableOf(entity), query, [...entityConditions(entity), ...extra]);
}

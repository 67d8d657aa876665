/**
 * What the search box asks the API for one entity and one word, without counting every match:
 * the entity's short list (`short/?search=`, API.md "Generic entity calls": id and display
 * text, filtered like the list, no count), its first rows kept. When the entity names a record
 * by another field than its display text (an order: number, beside its name), those few rows
 * are then read from the list by id (`?id=a,b,…`), whose count is of those rows alone.
 * The browser asks through the data provider; the global search bench through its own HTTP
 * client, so that it times exactly these calls.
 */
import { titleFieldOf, type AnyEntity } from '../../../domain/core/entity';
import type { Query } from '../../data/api-url';
import type { ShortItem } from '../api';

/** Rows shown per entity. */
export const searchRowsPerEntity = 5;

export type SearchRow = Record<string, unknown>;

/** The two calls the search makes (the data provider has them). */
export interface SearchClient {
  short(resource: AnyEntity, query: Query, signal?: AbortSignal): Promise<ShortItem[]>;
  list(resource: AnyEntity, query: Query, signal?: AbortSignal): Promise<{ results: SearchRow[] }>;
}

/** The first matches of `word`, in the short list's order, each with its id, display field and title field. */
export async function searchRows(client: SearchClient, entity: AnyEntity, word: string, signal?: AbortSignal): Promise<SearchRow[]> {
  const items = (await client.short(entity, { search: word }, signal)).slice(0, searchRowsPerEntity);
  if (titleFieldOf(entity) === entity.display) return items.map((item) => ({ id: item.v, [entity.display]: item.t }));
  if (!items.length) return [];
  const ids = items.map((item) => item.v);
  const { results } = await client.list(entity, { id: ids, page_size: ids.length }, signal);
  const byId = new Map(results.map((row) => [String(row.id), row]));
  // A row gone (or no longer readable) between the two calls is left out.
  return ids.flatMap<SearchRow>((id) => byId.get(String(id)) ?? []);
}

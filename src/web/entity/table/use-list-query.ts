/** The list request of a table: GET {path}?<state> → {count, total, results}. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnyEntity } from '../../../domain/core/entity';
import type { FilterMap } from './filter-keys';
import type { Row } from './table-options';
import { stateToQuery, type TableState } from './table-state';
import { dataProvider } from '../../data/data-provider';

export function listKey(entityName: string) {
  return ['list', entityName] as const;
}

/** Key and loader of a table's list call (shared by the table and the early prefetch). */
export function listQueryOptions(entity: AnyEntity, state: TableState, fixed: FilterMap = {}) {
  const text = stateToQuery(state, fixed).toString();
  return {
    queryKey: [...listKey(entity.name), text],
    queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.list<Row>(entity, new URLSearchParams(text), signal),
  };
}

export function useListQuery(entity: AnyEntity, state: TableState, fixed: FilterMap = {}) {
  // A list loaded in the last 2 s (the prefetch right after sign-in) is not loaded again on mount;
  // writes invalidate lists explicitly.
  return useQuery({ ...listQueryOptions(entity, state, fixed), placeholderData: keepPreviousData, staleTime: 2_000 });
}

/**
 * How many rows the table would show without its filters (the screen's fixed filters kept):
 * one cheap call, `page_size=1` with no filter (the count of a whole table is kept by the
 * server for entities with cached totals), made only while a filter is on.
 */
export function unfilteredCountOptions(entity: AnyEntity, fixed: FilterMap = {}) {
  const query = new URLSearchParams({ ...fixed, page_size: '1' }).toString();
  return {
    queryKey: [...listKey(entity.name), 'unfiltered', query],
    queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.list<Row>(entity, new URLSearchParams(query), signal),
  };
}

export function useUnfilteredCount(entity: AnyEntity, filtered: boolean, fixed: FilterMap = {}): number | null {
  const all = useQuery({
    ...unfilteredCountOptions(entity, fixed),
    enabled: filtered,
    staleTime: 30_000,
  });
  return filtered ? (all.data?.count ?? null) : null;
}

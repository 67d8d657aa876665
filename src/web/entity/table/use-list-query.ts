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

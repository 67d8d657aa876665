/** The list request of a table: GET {path}?<state> → {count, total, results}. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnyEntity } from '../../../domain/entity';
import { api, type ListAnswer } from '../../app/api';
import type { FilterMap } from './filter-keys';
import type { Row } from './table-options';
import { stateToQuery, type TableState } from './table-state';

export function listKey(entityName: string) {
  return ['list', entityName] as const;
}

export function useListQuery(entity: AnyEntity, state: TableState, fixed: FilterMap = {}) {
  const query = stateToQuery(state, fixed);
  const text = query.toString();
  return useQuery({
    queryKey: [...listKey(entity.name), text],
    queryFn: ({ signal }) => api.get<ListAnswer<Row>>(entity.path, new URLSearchParams(text), signal),
    placeholderData: keepPreviousData,
  });
}

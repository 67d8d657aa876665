/**
 * Table state: filters, ordering and page. It is kept in the address in the API's own query
 * syntax and per entity in localStorage; the address wins, then the stored state, then the
 * entity's defaults (spec 1 §9, API.md "The web app keeps a table's filter...").
 */
import type { AnyEntity, ViewerContext } from '../../../domain/core/entity';
import { isEntityFilter, type FilterMap } from './filter-keys';

export interface TableState {
  filters: FilterMap;
  ordering: string[];
  page: number;
}

export const pageSize = 40;

export function storageKey(entityName: string): string {
  return `table.${entityName}`;
}

export function defaultTableState(entity: AnyEntity, ctx: ViewerContext): TableState {
  return {
    filters: { ...(entity.defaultFilters?.(ctx) ?? {}) },
    ordering: [...(entity.defaultOrdering ?? [])],
    page: 1,
  };
}

/** The address form: filters, then `ordering` comma-joined, then `page` when above 1. */
export function stateToSearch(state: TableState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters)) params.set(key, value);
  if (state.ordering.length) params.set('ordering', state.ordering.join(','));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Query of a list request: the table state plus fixed filters. */
export function stateToQuery(state: TableState, fixed: FilterMap = {}): URLSearchParams {
  const params = stateToSearch(state);
  for (const [key, value] of Object.entries(fixed)) params.set(key, value);
  return params;
}

/**
 * Read the state back from an address. `null` when the address carries no table key at all.
 * Keys containing `$`, unknown fields and operators that do not fit the kind are ignored.
 */
export function searchToState(entity: AnyEntity, params: URLSearchParams): TableState | null {
  const state: TableState = { filters: {}, ordering: [], page: 1 };
  let present = false;
  for (const [key, value] of params) {
    if (key.includes('$')) continue;
    if (key === 'ordering') {
      state.ordering.push(...value.split(',').filter(Boolean));
      present = true;
    } else if (key === 'page') {
      const page = Number.parseInt(value, 10);
      state.page = Number.isFinite(page) && page > 0 ? page : 1;
      present = true;
    } else if (isEntityFilter(entity, key)) {
      state.filters[key] = value;
      present = true;
    }
  }
  return present ? state : null;
}

export function loadStoredState(entity: AnyEntity, storage: Storage): TableState | null {
  try {
    const text = storage.getItem(storageKey(entity.name));
    if (!text) return null;
    const raw = JSON.parse(text) as Partial<TableState>;
    const filters: FilterMap = {};
    for (const [key, value] of Object.entries(raw.filters ?? {})) {
      if (typeof value === 'string' && isEntityFilter(entity, key)) filters[key] = value;
    }
    return {
      filters,
      ordering: Array.isArray(raw.ordering) ? raw.ordering.filter((o): o is string => typeof o === 'string') : [],
      page: typeof raw.page === 'number' && raw.page > 0 ? raw.page : 1,
    };
  } catch {
    return null;
  }
}

export function saveState(entity: AnyEntity, state: TableState, storage: Storage): void {
  storage.setItem(storageKey(entity.name), JSON.stringify(state));
}

/** The address wins, then the stored state, then the defaults. */
export function resolveInitialState(
  entity: AnyEntity,
  params: URLSearchParams,
  storage: Storage,
  ctx: ViewerContext,
): { state: TableState; fromAddress: boolean } {
  const fromAddress = searchToState(entity, params);
  if (fromAddress) return { state: fromAddress, fromAddress: true };
  return { state: loadStoredState(entity, storage) ?? defaultTableState(entity, ctx), fromAddress: false };
}

export function lastPage(count: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** MRT sorting ↔ API ordering. */
export function orderingToSorting(ordering: string[]): Array<{ id: string; desc: boolean }> {
  return ordering.map((o) => (o.startsWith('-') ? { id: o.slice(1), desc: true } : { id: o, desc: false }));
}
export function sortingToOrdering(sorting: Array<{ id: string; desc: boolean }>): string[] {
  return sorting.map((s) => (s.desc ? `-${s.id}` : s.id));
}

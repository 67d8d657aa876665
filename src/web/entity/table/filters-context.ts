/** The filters of one table, shared with its column filter inputs. */
import { createContext, useContext } from 'react';
import type { FilterMap } from './filter-keys';

export interface FiltersState {
  filters: FilterMap;
  setFilters(filters: FilterMap): void;
}

export const FiltersContext = createContext<FiltersState>({ filters: {}, setFilters: () => undefined });

export function useFilters(): FiltersState {
  return useContext(FiltersContext);
}

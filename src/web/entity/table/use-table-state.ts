/**
 * Table state hook: the address is the source of truth when the table is synced with it; an
 * address without table keys is filled from localStorage or the defaults (replace, no new
 * history entry). Every change is also stored per entity.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyEntity, ViewerContext } from '../../../domain/core/entity';
import { viewParam } from './table-views';
import { defaultTableState, resolveInitialState, saveState, searchToState, stateToSearch, type TableState } from './table-state';

export interface TableStateApi {
  state: TableState;
  setState(next: TableState): void;
  reset(): void;
}

export function useTableState(entity: AnyEntity, ctx: ViewerContext, syncUrl = true): TableStateApi {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<TableState>(() =>
    syncUrl ? defaultTableState(entity, ctx) : resolveInitialState(entity, new URLSearchParams(), localStorage, ctx).state,
  );
  const paramsText = params.toString();
  const fromAddress = useMemo(() => (syncUrl ? searchToState(entity, new URLSearchParams(paramsText)) : null), [entity, paramsText, syncUrl]);
  const restored = useMemo(
    () => (syncUrl && !fromAddress ? resolveInitialState(entity, new URLSearchParams(), localStorage, ctx).state : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entity, fromAddress, syncUrl],
  );
  const state = syncUrl ? (fromAddress ?? restored ?? defaultTableState(entity, ctx)) : local;

  const write = useCallback(
    (next: TableState) => {
      saveState(entity, next, localStorage);
      if (!syncUrl) {
        setLocal(next);
        return;
      }
      setParams(
        (current) => {
          const merged = stateToSearch(next);
          // keep foreign keys of the address (other screens' parameters), not a link's view once applied
          for (const [key, value] of current) {
            if (key !== viewParam && !merged.has(key) && !searchToState(entity, new URLSearchParams([[key, value]]))) merged.append(key, value);
          }
          return merged;
        },
        { replace: true },
      );
    },
    [entity, setParams, syncUrl],
  );

  useEffect(() => {
    if (syncUrl && !fromAddress && restored) {
      const search = stateToSearch(restored);
      if (search.toString()) setParams(search, { replace: true });
    }
  }, [syncUrl, fromAddress, restored, setParams]);

  const reset = useCallback(() => write(defaultTableState(entity, ctx)), [write, entity, ctx]);
  return { state, setState: write, reset };
}

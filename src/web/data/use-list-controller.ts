/**
 * The data side of a generic entity list (react-admin's list controller): the list state in the
 * address, its query, reload, what the actor may do (open, create, delete: the entity's declared
 * access), delete with its notification, and the recovery rules of spec 1 §8 (a failed load
 * with filters clears them; a page past the end goes to the last page), and how many rows the
 * filters hide. EntityTable draws it.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { hasAccess, mayDo, type AnyEntity } from '../../domain/core/entity';
import { errorMessage } from '../app/api-error';
import { actorOfAccount, useAuth } from '../app/auth';
import { useNotify } from '../app/snackbar';
import { viewerContext } from '../app/viewer';
import type { EntityTableOptions, Row } from '../entity/table/table-options';
import { lastPage } from '../entity/table/table-state';
import { listKey, useListQuery, useUnfilteredCount } from '../entity/table/use-list-query';
import { useTableState } from '../entity/table/use-table-state';
import { dataProvider } from './data-provider';
import { runCall } from './run-action';

export function useListController(entity: AnyEntity, options: Pick<EntityTableOptions, 'syncUrl' | 'fixedFilters' | 'rowAccess' | 'newRow'> = {}) {
  const { account } = useAuth();
  const actor = actorOfAccount(account);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const ctx = useMemo(() => viewerContext(account ?? { id: 0, department: null }), [account]);
  const { state, setState, reset } = useTableState(entity, ctx, options.syncUrl ?? true);
  const list = useListQuery(entity, state, options.fixedFilters);
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: listKey(entity.name) }), [queryClient, entity.name]);

  // A failed load with filters: say so, clear the filters and load everything (spec 1 §8).
  const { isError, error } = list;
  useEffect(() => {
    if (!isError) return;
    if (Object.keys(state.filters).length) {
      notify('Error while load by filters, try load all', 'error');
      setState({ ...state, filters: {}, page: 1 });
    } else notify(errorMessage(error), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, error]);

  const count = list.data?.count ?? 0;
  const filtered = Object.keys(state.filters).length > 0;
  const unfilteredCount = useUnfilteredCount(entity, filtered, options.fixedFilters);
  useEffect(() => {
    if (list.data && state.page > lastPage(count)) setState({ ...state, page: lastPage(count) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, list.data]);

  const total = useMemo(() => list.data?.total ?? {}, [list.data]);
  const canOpen = hasAccess(options.rowAccess, actor);
  return {
    actor,
    ctx,
    state,
    setState,
    reset,
    list,
    rows: list.data?.results ?? [],
    count,
    /** Rows without the filters (null while unknown); `count` when no filter is on. */
    allCount: filtered ? unfilteredCount : count,
    total,
    reload,
    notify,
    canOpen,
    canCreate: !entity.listView?.noCreate && !entity.view && mayDo(entity, 'create', actor, options.newRow ?? null),
    canDelete: (row: Row) => !entity.listView?.noDelete && !entity.view && mayDo(entity, 'delete', actor, row),
    showMenu: canOpen && !entity.listView?.noMenu,
    remove: (row: Row) => runCall(() => dataProvider.delete(entity, row.id), { success: 'Item has been deleted' }, { notify, reload }),
  };
}

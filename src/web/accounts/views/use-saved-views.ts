/**
 * The saved views of a table (API.md "Saved views"): the actor's own and the shared ones, kept
 * on the server; save the table's filters, sort and columns as a view, apply one, rename, share
 * or delete it (as the declared access allows), and apply the view an opened link names.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { mayDo, type AnyEntity } from '../../../domain/core/entity';
import { savedView } from '../../../domain/accounts/saved-views';
import { errorMessage } from '../../app/api-error';
import { actorOfAccount, useAuth } from '../../app/auth';
import { useNotify } from '../../app/snackbar';
import { dataProvider } from '../../data/data-provider';
import { runCall } from '../../data/run-action';
import { visibleColumns } from '../../entity/table/column-prefs';
import { viewParam, type TableSide } from '../../entity/table/table-views';
import { activeView, prefsOfView, queryOfState, stateOfView, viewEntityOf, type SavedView } from './saved-views';

export function viewsKey(entity: AnyEntity) {
  return ['views', viewEntityOf(entity)] as const;
}

export function useSavedViews(entity: AnyEntity, { state, setState, prefs, setPrefs, enabled }: TableSide) {
  const { account } = useAuth();
  const actor = actorOfAccount(account);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = useMemo(() => viewsKey(entity), [entity]);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.list<SavedView>(savedView, new URLSearchParams({ entity: viewEntityOf(entity), page_size: '1000' }), signal).then((answer) => answer.results),
    enabled,
    staleTime: 30_000,
  });
  const views = useMemo(() => list.data ?? [], [list.data]);
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const helpers = { notify, reload };

  const apply = useCallback(
    (view: SavedView) => {
      setPrefs(prefsOfView(entity, view));
      setState(stateOfView(entity, view));
    },
    [entity, setPrefs, setState],
  );

  // A link to a view (`?…&view=7`): apply it once; the table's next address leaves the id out.
  const [params, setParams] = useSearchParams();
  const linked = enabled ? params.get(viewParam) : null;
  useEffect(() => {
    if (!linked) return;
    let live = true;
    dataProvider.one<SavedView>(savedView, linked).then(
      (view) => live && apply(view),
      (error: unknown) => {
        if (!live) return;
        notify(errorMessage(error), 'error');
        setParams(
          (current) => {
            current.delete(viewParam);
            return current;
          },
          { replace: true },
        );
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked]);

  return {
    views,
    loading: list.isPending && enabled,
    /** The view the table shows exactly now, if any. */
    active: activeView(views, entity, state, prefs),
    apply,
    save: (values: { name: string; shared: boolean }) =>
      runCall(
        () => dataProvider.create<SavedView>(savedView, { entity: viewEntityOf(entity), query: queryOfState(state), columns: visibleColumns(prefs), ...values }),
        { success: 'The view has been saved' },
        helpers,
      ),
    change: (view: SavedView, values: { name: string; shared: boolean }) =>
      runCall(() => dataProvider.patch<SavedView>(savedView, view.id, { ...values, updatedAt: view.updatedAt }), { success: 'The view has been saved' }, helpers),
    remove: (view: SavedView) => runCall(() => dataProvider.delete(savedView, view.id), { success: 'The view has been deleted' }, helpers),
    mayChange: (view: SavedView) => mayDo(savedView, 'update', actor, view),
    mayDelete: (view: SavedView) => mayDo(savedView, 'delete', actor, view),
    isOwn: (view: SavedView) => view.owner === actor?.id,
  };
}

export type SavedViewsApi = ReturnType<typeof useSavedViews>;

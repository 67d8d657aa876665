/**
 * Saved views in the table (issue 24, API.md "Saved views"): a view is the table's query (its
 * filters and sort, as in the address) and its chosen columns in order. A link to a view is the
 * table's address with the view's query and `view=<id>`: whoever opens it (and may read the
 * view) gets its filters, sort and columns.
 */
import type { SavedViewModel } from '../../../domain/accounts/saved-views';
import type { AnyEntity } from '../../../domain/core/entity';
import { fitColumnPrefs, visibleColumns, type ColumnPrefs } from '../../entity/table/column-prefs';
import { searchToState, stateToSearch, type TableState } from '../../entity/table/table-state';
import { viewParam } from '../../entity/table/table-views';

export type SavedView = SavedViewModel;

/** The `entity` of the entity's views: its API path without the slash (`orders`). */
export function viewEntityOf(entity: AnyEntity): string {
  return entity.path.replace(/\/$/, '');
}

/** What a view keeps of the table state: its filters and sort, never its page. */
export function queryOfState(state: TableState): string {
  return stateToSearch({ ...state, page: 1 }).toString();
}

/** The table state a view's query gives (no filter and no sort for an empty one). */
export function stateOfView(entity: AnyEntity, view: Pick<SavedView, 'query'>): TableState {
  return searchToState(entity, new URLSearchParams(view.query ?? '')) ?? { filters: {}, ordering: [], page: 1 };
}

/** The column prefs a view gives: its columns shown in its order, the others hidden after them. */
export function prefsOfView(entity: AnyEntity, view: Pick<SavedView, 'columns'>): ColumnPrefs {
  const fitted = fitColumnPrefs(entity, { order: view.columns, hidden: [] });
  return { order: fitted.order, hidden: fitted.order.filter((name) => !view.columns.includes(name)) };
}

/** The view that shows exactly this state and these columns, if one does. */
export function activeView(views: readonly SavedView[], entity: AnyEntity, state: TableState, prefs: ColumnPrefs): SavedView | undefined {
  const query = queryOfState(state);
  const columns = visibleColumns(prefs).join(',');
  return views.find((view) => queryOfState(stateOfView(entity, view)) === query && view.columns.join(',') === columns);
}

/** The link that opens a view: the table's address with the view's query and its id. */
export function viewLink(origin: string, pathname: string, view: Pick<SavedView, 'id' | 'query'>): string {
  const params = new URLSearchParams(view.query ?? '');
  params.set(viewParam, String(view.id));
  return `${origin}${pathname}?${params.toString()}`;
}

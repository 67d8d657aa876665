import { describe, expect, it } from 'vitest';
import { order } from '../../../domain/sales/orders';
import { defaultColumnPrefs, visibleColumns } from '../../entity/table/column-prefs';
import { activeView, prefsOfView, queryOfState, stateOfView, viewEntityOf, viewLink, type SavedView } from './saved-views';

const view = (values: Partial<SavedView>): SavedView => ({ id: 3, entity: 'orders', name: 'v', query: '', columns: [], shared: false, owner: 1, ...values });

describe('saved views in the table state', () => {
  it('names the entity by its API path and keeps filters and sort, never the page', () => {
    expect(viewEntityOf(order)).toBe('orders');
    expect(queryOfState({ filters: { status: 'PREPARED' }, ordering: ['-id'], page: 4 })).toBe('status=PREPARED&ordering=-id');
    expect(stateOfView(order, view({ query: 'status=PREPARED&ordering=-id' }))).toEqual({ filters: { status: 'PREPARED' }, ordering: ['-id'], page: 1 });
    expect(stateOfView(order, view({ query: '' }))).toEqual({ filters: {}, ordering: [], page: 1 });
  });

  it("shows a view's columns in its order and hides the rest", () => {
    const prefs = prefsOfView(order, view({ columns: ['status', 'number', 'nothing'] }));
    expect(visibleColumns(prefs)).toEqual(['status', 'number']);
    expect(prefs.order.length).toBe(defaultColumnPrefs(order).order.length);
  });

  it('finds the view the table shows and makes its link', () => {
    const shown = view({ id: 9, query: 'ordering=-id&status=PREPARED', columns: ['status', 'number'] });
    const state = { filters: { status: 'PREPARED' }, ordering: ['-id'], page: 2 };
    expect(activeView([view({}), shown], order, state, prefsOfView(order, shown))?.id).toBe(9);
    expect(activeView([shown], order, { ...state, ordering: [] }, prefsOfView(order, shown))).toBeUndefined();
    expect(viewLink('https://bo.example', '/orders', shown)).toBe('https://bo.example/orders?ordering=-id&status=PREPARED&view=9');
  });
});

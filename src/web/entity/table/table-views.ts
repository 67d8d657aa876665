/**
 * A screen's table offers saved views when an area provides them (the accounts area's,
 * src/web/accounts/views/, through its screens file): a hook the table's controller calls with
 * the table's state and column prefs, which answers the menu drawn at the table's foot. Without
 * one the table has no views.
 */
import type { ReactNode } from 'react';
import type { AnyEntity } from '../../../domain/core/entity';
import type { ColumnPrefs } from './column-prefs';
import type { TableState } from './table-state';
import { provided } from '../../app/provided';

/** The address parameter that names a view to apply. */
export const viewParam = 'view';

/** What a table gives its views: its state and column prefs, to save and to set. */
export interface TableSide {
  state: TableState;
  setState(next: TableState): void;
  prefs: ColumnPrefs;
  setPrefs(next: ColumnPrefs): void;
  /** Views belong to a screen's own table (the one in the address), not to tables inside editors. */
  enabled: boolean;
}

/** A hook: the views menu of the table of `entity`. */
export type TableViewsHook = (entity: AnyEntity, side: TableSide) => ReactNode;

const noViews: TableViewsHook = () => null;

const views = provided<TableViewsHook>(noViews);

/** Set once, before any table is drawn (the route table's load; the tests' setup). */
export const provideTableViews = (hook: TableViewsHook): void => views.provide(hook);

/** The provided hook; the same function on every render once the routes are loaded. */
export const tableViewsHook = (): TableViewsHook => views.get();

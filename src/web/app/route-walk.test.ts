/**
 * The route walk (issue "Month close" #1): every row a table screen opens, every record the
 * global search opens, and every page editor's own address land on a route of the app.
 */
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { entitiesByName } from '../../domain/core/entities';
import { rowEditorPath } from '../entity/table/row-open';
import type { RowAction } from '../entity/table/table-options';
import type { AppRoute } from './routes';
import { appRoutes } from './route-table';
import { searchSources } from './search/global-search';

const routed = (address: string) => appRoutes.some((route) => matchPath({ path: route.path, end: true }, address) !== null);

/** Every address a screen's row menu opens or copies: its actions' targets, sub-menus included. */
function rowMenuTargets(route: Pick<AppRoute, 'path' | 'tableOptions' | 'rowActions'>): string[] {
  const walk = (actions: readonly RowAction[]): string[] => actions.flatMap((action) => [...[7, 'ssp-1'].flatMap((id) => action.target?.({ id }) ?? []), ...walk(action.children ?? [])]);
  return walk([...(route.tableOptions?.actions ?? []), ...(route.rowActions ?? [])]);
}

describe('route walk', () => {
  it('opens every generic table screen\'s rows (row click and the row menu\'s Edit) on an existing route', () => {
    const lost: string[] = [];
    for (const route of appRoutes) {
      if (!route.tableOptions || !route.entity) continue;
      const path = rowEditorPath(entitiesByName[route.entity], route.tableOptions);
      for (const id of [7, 'ssp-1']) {
        if (path && !routed(path(id))) lost.push(`${route.path} → ${path(id)}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it('opens every row-menu target (an action that opens or copies an address) on an existing route', () => {
    const targets = appRoutes.flatMap((route) => rowMenuTargets(route).map((target) => `${route.path} → ${target}`));
    expect(targets).toEqual(expect.arrayContaining(['/publishers → /publishers/7', '/orders → /order/7']));
    expect(targets.filter((line) => !routed(line.split(' → ')[1]))).toEqual([]);
  });

  it('catches a row-menu target that lands on no route', () => {
    const broken: RowAction = { label: 'Open', run: () => undefined, children: [{ label: 'Deep', run: () => undefined, target: (row) => `/dspInvoice/${row.id}` }] };
    expect(rowMenuTargets({ path: '/dspInvoices', rowActions: [broken] }).filter((target) => !routed(target))).toEqual(['/dspInvoice/7', '/dspInvoice/ssp-1']);
  });

  it('opens DSP invoices on /dspInvoices/{id} (spec 2 §2.1)', () => {
    const route = appRoutes.find((r) => r.path === '/dspInvoices');
    expect(rowEditorPath(entitiesByName.dspInvoice, route?.tableOptions ?? {})?.(5)).toBe('/dspInvoices/5');
  });

  it('opens every page-edited entity shown by a screen somewhere: its default address or the screen\'s own', () => {
    const lost: string[] = [];
    for (const route of appRoutes) {
      if (!route.entity || route.path.includes(':')) continue;
      const entity = entitiesByName[route.entity];
      const path = rowEditorPath(entity, route.tableOptions ?? {});
      if (path && !routed(path(7))) lost.push(`${route.path} → ${path(7)}`);
    }
    expect(lost).toEqual([]);
  });

  it('opens global search hits on existing routes', () => {
    for (const source of searchSources(Object.values(entitiesByName), appRoutes)) expect(routed(source.editorPath(3))).toBe(true);
  });
});

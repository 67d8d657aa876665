/**
 * The route walk (issue "Month close" #1): every row a table screen opens, every record the
 * global search opens, and every page editor's own address land on a route of the app.
 */
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { entitiesByName } from '../../domain/core/entities';
import { rowEditorPath } from '../entity/table/row-open';
import { appRoutes } from './route-table';
import { searchSources } from './search/global-search';

const routed = (address: string) => appRoutes.some((route) => matchPath({ path: route.path, end: true }, address) !== null);

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

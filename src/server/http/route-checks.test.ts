import { describe, expect, it } from 'vitest';
import { cloneOrder } from '../../domain/sales/sales-actions';
import { actionKey, routeProblems } from './route-checks';
import { otherRoutesOf } from './matrix-other-routes';

const otherRoutes = otherRoutesOf([]);

describe('route checks', () => {
  it('passes entity calls, declared actions and the listed core routes', () => {
    const routes = [
      { module: 'entities', method: 'GET', url: '/api/orders/:id/' },
      { module: 'sales', method: cloneOrder.method, url: `/api/${cloneOrder.path}`, declaredAction: actionKey(cloneOrder) },
      { module: 'files', method: 'GET', url: '/api/files/:id/' },
      { module: 'files', method: 'HEAD', url: '/api/files/:id/' },
    ];
    expect(routeProblems(routes, [cloneOrder], otherRoutes)).toEqual([]);
  });

  it('names a declared action without a route (A001) and a route without a declaration (A002)', () => {
    const routes = [{ module: 'sales', method: 'POST', url: '/api/orders/:id/secret/' }];
    expect(routeProblems(routes, [cloneOrder], otherRoutes)).toEqual([
      'A002 Route POST /api/orders/:id/secret/ of module sales implements no declared action',
      `A001 Action ${actionKey(cloneOrder)} is declared but no module registers its route`,
    ]);
  });
});

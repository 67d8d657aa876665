/**
 * Start-up checks of the API's routes against the declarations (docs/declaration-checks.md):
 * every declared action has its route (A001), and every route is a generic entity call, a
 * declared action or one of the few listed core routes (A002). The server refuses to start on
 * either, so an action cannot be declared (and offered by the web app) without a route, nor a
 * route slip past the access matrix without a declaration.
 */
import type { ActionDef } from '../../domain/core/actions/action';
import type { OtherRoute } from './matrix-other-routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `METHOD path` of the declared action this route implements (start-up check A001). */
    declaredAction?: string;
  }
}

export interface RegisteredRoute {
  /** The module that registered it ('entities' for the generic entity calls). */
  module: string;
  method: string;
  /** The full URL template as Fastify has it, `/api/orders/:id/`. */
  url: string;
  /** `METHOD path` of the declared action the route implements (set by actionRoute). */
  declaredAction?: string;
}

export const actionKey = (action: Pick<ActionDef, 'method' | 'path'>) => `${action.method} ${action.path}`;

const openApiKey = (route: RegisteredRoute) => `${route.method} ${route.url.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;

export function routeProblems(routes: readonly RegisteredRoute[], actions: readonly ActionDef[], otherRoutes: Readonly<Record<string, OtherRoute>>): string[] {
  const problems: string[] = [];
  const routed = new Set<string>();
  for (const route of routes) {
    if (route.method === 'HEAD' || !route.url.startsWith('/api/')) continue;
    if (route.module === 'entities') continue;
    if (route.declaredAction) {
      routed.add(route.declaredAction);
      continue;
    }
    if (!(openApiKey(route) in otherRoutes)) problems.push(`A002 Route ${route.method} ${route.url} of module ${route.module} implements no declared action`);
  }
  for (const action of actions) {
    if (!routed.has(actionKey(action))) problems.push(`A001 Action ${actionKey(action)} is declared but no module registers its route`);
  }
  return problems;
}

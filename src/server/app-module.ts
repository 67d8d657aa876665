/**
 * What a module of the server contributes: a business area (accounts, counterparties, sales…)
 * or a core service (files, tasks, mail, profiler). Every process builds itself from the one
 * list in app-modules.ts: the API server registers the routes, every process's entity service
 * uses the hooks, the worker runs the jobs. Nothing registers itself as a side effect of an
 * import, so a module that is listed cannot lose part of its rules.
 */
import type { EntityHooksOf } from './items/entity-hooks';
import type { RouteModule } from './http/route-module';
import type { JobDefinition } from './jobs/job-handlers';

export interface AppModule {
  /** An area's name is the `area` its entities declare. */
  name: string;
  /** Entity hooks; only for entities that declare this area. */
  hooks?: readonly EntityHooksOf[];
  /** Route groups registered under /api/. */
  routes?: readonly RouteModule[];
  /** Background jobs. */
  jobs?: readonly JobDefinition[];
}

export function defineModule(module: AppModule): AppModule {
  return module;
}

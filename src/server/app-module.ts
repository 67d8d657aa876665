/**
 * What a module of the server contributes: a business area (accounts, counterparties, sales…)
 * or a core service (files, tasks, mail, profiler). Every process builds itself from the one
 * list in app-modules.ts: the API server registers the routes, every process's entity service
 * uses the hooks, the worker runs the jobs. Nothing registers itself as a side effect of an
 * import, so a module that is listed cannot lose part of its rules.
 */
import type { FastifyInstance } from 'fastify';
import type { EntityHooksOf } from './items/entity-hooks';
import type { RouteModule } from './http/route-module';
import type { JobDefinition } from './jobs/job-handlers';
import type { OtherRoute } from './http/matrix-other-routes';
import type { CompanyLanguage } from './config';
import type { ServerContext } from './server-context';

/** Rows a fresh database is seeded with: a table is written only while it is empty. */
export interface SeededTable {
  table: string;
  columns: string[];
  rows: unknown[][];
}

export interface AppModule {
  /** An area's name is the `area` its entities declare. */
  name: string;
  /** Entity hooks; only for entities that declare this area. */
  hooks?: readonly EntityHooksOf[];
  /** Route groups registered under /api/. */
  routes?: readonly RouteModule[];
  /** Background jobs. */
  jobs?: readonly JobDefinition[];
  /**
   * The area's own tables (not entity tables), by export name: db/schema.ts takes them into the
   * schema the migrations are generated from (start-up check A003: no name taken twice).
   */
  tables?: Readonly<Record<string, unknown>>;
  /** Its routes that are neither entity calls nor declared actions (`METHOD /api/path/{id}/`), for check A002 and the access matrix. */
  otherRoutes?: Readonly<Record<string, OtherRoute>>;
  /** The rows of its tables a fresh database starts with, named in the company's language. */
  seed?: (language: CompanyLanguage) => SeededTable[];
  /** Request hooks of its own, added to the app before any route (the profiler's timing). */
  install?: (app: FastifyInstance, ctx: ServerContext) => void;
}

export function defineModule(module: AppModule): AppModule {
  return module;
}

/**
 * The one list of everything the server is made of: the core modules and the business areas.
 * The API server, the worker and the tests all build their context and routes from it.
 */
import type { AnyEntity } from '../domain/core/entity';
import { entities } from '../domain/core/entities';
import type { AppModule } from './app-module';
import { areas } from './areas';
import { entityRoutes } from './http/crud/entity-routes';
import { fileRoutes } from './files/file-routes';
import { taskRoutes } from './jobs/task-routes';
import { mailDelivery } from './mail/mail';
import { profilerRoutes } from './profiler/profiler-routes';

export const coreModules: readonly AppModule[] = [
  { name: 'entities', routes: [entityRoutes] },
  { name: 'files', routes: [fileRoutes] },
  { name: 'tasks', routes: [taskRoutes] },
  { name: 'mail', jobs: [mailDelivery] },
  { name: 'profiler', routes: [profilerRoutes] },
];

export const appModules: readonly AppModule[] = [...coreModules, ...areas];

/**
 * Wiring mistakes that would silently lose rules: an entity whose area is not listed, hooks
 * listed by another area than the entity's, two modules or jobs of one name. Answers the
 * problems found (empty when the wiring is sound); the server refuses to start on any.
 */
export function wiringProblems(modules: readonly AppModule[], declared: readonly AnyEntity[] = entities): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const jobNames = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) problems.push(`Module ${module.name} is listed twice`);
    names.add(module.name);
    for (const { entity } of module.hooks ?? []) {
      if (entity.area !== module.name) {
        problems.push(`Hooks of ${entity.name} are listed by module ${module.name}, but the entity belongs to area ${entity.area}`);
      }
    }
    for (const job of module.jobs ?? []) {
      if (jobNames.has(job.name)) problems.push(`Job ${job.name} is defined twice`);
      jobNames.add(job.name);
    }
  }
  for (const entity of declared) {
    if (!names.has(entity.area)) problems.push(`Entity ${entity.name} belongs to area ${entity.area}, which is not in the list of areas (src/server/areas.ts)`);
  }
  return problems;
}

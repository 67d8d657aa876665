/**
 * Everything the server is made of: the core modules and, read from the one list of areas
 * (src/domain/areas.ts), each area's module `src/server/<area>/<area>-area.ts`. The API server,
 * the worker and the tests all build their context and routes from `loadAppModules()`, and the
 * server refuses to start on any problem `wiringProblems` names (docs/declaration-checks.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AreaManifest } from '../domain/core/area';
import { areas } from '../domain/areas';
import type { AnyEntity } from '../domain/core/entity';
import { entities } from '../domain/core/entities';
import type { AppModule } from './app-module';
import { tableNameClashes } from './db/schema';
import { entityRoutes } from './http/crud/entity-routes';
import { fileRoutes } from './files/file-routes';
import { orphanSweep } from './files/orphan-sweep';
import { taskRoutes } from './jobs/task-routes';
import { taskListRoutes } from './jobs/task-list-routes';
import { mailDelivery } from './mail/mail';

export const coreModules: readonly AppModule[] = [
  { name: 'entities', routes: [entityRoutes] },
  { name: 'files', routes: [fileRoutes], jobs: [orphanSweep] },
  { name: 'tasks', routes: [taskRoutes, taskListRoutes] },
  { name: 'mail', jobs: [mailDelivery] },
];

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** Where an area's server module is: `src/server/<area>/<area>-area.ts`. */
export function areaModuleFile(name: string, dir = serverDir): string {
  return path.join(dir, name, `${name}-area.ts`);
}

function isAppModule(value: unknown): value is AppModule {
  return !!value && typeof value === 'object' && typeof (value as AppModule).name === 'string';
}

export interface LoadedAreas {
  modules: AppModule[];
  /** Problems met while loading (A005), reported with the other wiring problems. */
  problems: string[];
}

/** Imports the server module of every listed area that declares one (and finds strays). */
export async function loadAreaModules(listed: readonly AreaManifest[] = areas, dir = serverDir): Promise<LoadedAreas> {
  const modules: AppModule[] = [];
  const problems: string[] = [];
  for (const area of listed) {
    const file = areaModuleFile(area.name, dir);
    const exists = fs.existsSync(file);
    if (!area.floors.server) {
      if (exists) problems.push(`A005 Area ${area.name} declares no server part, but ${path.relative(dir, file)} exists`);
      continue;
    }
    if (!exists) {
      problems.push(`A005 Area ${area.name} declares a server part, but ${path.relative(dir, file)} is missing`);
      continue;
    }
    const found = Object.values(await import(pathToFileURL(file).href)).filter(isAppModule);
    const module = found.find((candidate) => candidate.name === area.name);
    if (!module) problems.push(`A005 ${path.relative(dir, file)} exports no module named ${area.name}`);
    else modules.push(module);
  }
  const names = new Set(listed.map((area) => area.name));
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !names.has(entry.name) && fs.existsSync(areaModuleFile(entry.name, dir))) {
      problems.push(`A005 ${entry.name}/${entry.name}-area.ts is an area module, but area ${entry.name} is not in src/domain/areas.ts`);
    }
  }
  return { modules, problems };
}

let loading: Promise<LoadedAreas> | null = null;

/** The core modules and the areas' modules (loaded once per process). */
export async function loadAppModules(): Promise<{ modules: AppModule[]; problems: string[] }> {
  loading ??= loadAreaModules();
  const loaded = await loading;
  return { modules: [...coreModules, ...loaded.modules], problems: loaded.problems };
}

/**
 * Wiring mistakes that would silently lose rules: an entity whose area is not listed or that
 * another area's manifest lists, hooks listed by another area than the entity's, two modules or
 * jobs of one name, an area table named as another table. Answers the problems
 * found (empty when the wiring is sound); the server refuses to start on any.
 */
export function wiringProblems(modules: readonly AppModule[], declared: readonly AnyEntity[] = entities, listed: readonly AreaManifest[] = areas): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const jobNames = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) problems.push(`A006 Module ${module.name} is listed twice`);
    names.add(module.name);
    for (const { entity } of module.hooks ?? []) {
      if (entity.area !== module.name) {
        problems.push(`A007 Hooks of ${entity.name} are listed by module ${module.name}, but the entity belongs to area ${entity.area}`);
      }
    }
    for (const job of module.jobs ?? []) {
      if (jobNames.has(job.name)) problems.push(`A008 Job ${job.name} is defined twice`);
      jobNames.add(job.name);
    }
  }
  problems.push(...tableNameClashes(modules));
  // A test's probe module stands for an area of its own.
  const areaNames = new Set([...listed.map((area) => area.name), ...names]);
  for (const area of listed) {
    for (const entity of area.entities) {
      if (entity.area !== area.name) problems.push(`A009 Entity ${entity.name} is listed by area ${area.name}, but declares area ${entity.area}`);
    }
  }
  for (const entity of declared) {
    if (!areaNames.has(entity.area)) problems.push(`A009 Entity ${entity.name} belongs to area ${entity.area}, which is not in the list of areas (src/domain/areas.ts)`);
  }
  return problems;
}

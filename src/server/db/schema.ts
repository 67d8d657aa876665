/**
 * The whole database schema, read through drizzle-kit's API to generate the committed migrations:
 * the system tables, the entity tables built from the declarations, and each listed area's own
 * tables (its module's `tables`), so an area's table is created by naming it in its module.
 */
import type { AppModule } from '../app-module';
import { loadAppModules } from '../app-modules';
import { entityTables } from './entity-tables';
import * as systemTables from './system-tables';

/** Area tables whose export name is already another table's (start-up check A003). */
export function tableNameClashes(modules: readonly Pick<AppModule, 'name' | 'tables'>[]): string[] {
  const taken = new Map<string, unknown>([...Object.entries(systemTables), ...Object.entries(entityTables)]);
  const clashes: string[] = [];
  for (const module of modules) {
    for (const [name, table] of Object.entries(module.tables ?? {})) {
      if (taken.has(name) && taken.get(name) !== table) clashes.push(`A003 Table ${name} of area ${module.name} has the name of another table`);
      taken.set(name, table);
    }
  }
  return clashes;
}

export function schemaOf(modules: readonly Pick<AppModule, 'tables'>[]): Record<string, unknown> {
  return Object.assign({}, systemTables, entityTables, ...modules.map((module) => module.tables ?? {}));
}

/** The schema of the server as it runs: its core modules and every listed area's. */
export async function databaseSchema(): Promise<Record<string, unknown>> {
  return schemaOf((await loadAppModules()).modules);
}

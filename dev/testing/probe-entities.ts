/**
 * Entities a test declares to probe the generic machinery: added to the declared entities
 * (so routes, references, rollups and OpenAPI see them) and given tables built from their
 * declarations the way migrations are. Each test file runs in its own module scope.
 */
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { AnyEntity } from '../../src/domain/core/entity';
import { entities, entitiesByName } from '../../src/domain/core/entities';
import type { Database } from '../../src/server/db/connection';
import { tableOf } from '../../src/server/db/entity-tables';

export function addProbeEntities(probes: readonly AnyEntity[]): void {
  for (const probe of probes) {
    if (entitiesByName[probe.name]) continue;
    entities.push(probe);
    entitiesByName[probe.name] = probe;
  }
}

export async function createProbeTables(database: Database, probes: readonly AnyEntity[]): Promise<void> {
  const tables = Object.fromEntries(probes.filter((probe) => !probe.view).map((probe) => [probe.table, tableOf(probe)]));
  if (!Object.keys(tables).length) return;
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  for (const statement of statements) await database.exec(statement);
}

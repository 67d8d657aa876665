/**
 * An area's own table (not an entity's) whose rows hang on an entity's rows declares its foreign
 * key here: the area names the entity, the schema gets the entity table's id column, and the area
 * holds no entity table (reads go through the readers of src/server/items/readers.ts).
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyEntity } from '../../domain/core/entity';
import { tableOf } from './entity-tables';

/** For `.references(foreignKeyTo(entity), …)`: the entity table's id column, read when the schema is built. */
export function foreignKeyTo(entity: AnyEntity): () => AnyPgColumn {
  return () => tableOf(entity).id;
}

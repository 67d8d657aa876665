/**
 * The key an area's own table (a module's `tables`, not an entity) points a foreign key at,
 * without holding the entity's table: `.references(entityKey(nonMedia), { onDelete: 'cascade' })`.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyEntity } from '../../domain/core/entity';
import { tableOf } from './entity-tables';

/** The entity's id column, handed to drizzle's `references` as it asks (when the schema is built). */
export function entityKey(entity: AnyEntity): () => AnyPgColumn {
  return () => tableOf(entity).id;
}

/**
 * What is special about an entity lives in its area as hooks beside the generic path
 * (DESIGN.md): computed values, extra permission rules, side effects, extra list filters.
 */
import type { SQL } from 'drizzle-orm';
import type { Actor, AnyEntity } from '../../domain/entity';
import type { Executor } from '../db/connection';
import type { EntityTable } from '../db/entity-tables';
import type { ServerContext } from '../server-context';

export type Model = Record<string, unknown> & { id?: number | string };

export interface WriteContext {
  ctx: ServerContext;
  actor: Actor;
  tx: Executor;
  entity: AnyEntity;
  mode: 'create' | 'update';
  /** The stored model before the write (update only). */
  existing: Model | null;
}

export interface EntityHooks {
  /** Who may write this record at all, checked before the input is validated (403 before 400). */
  authorize?(write: WriteContext): void | Promise<void>;
  /** Refuse (throw ApiError) or complete the validated model before it is stored. */
  beforeWrite?(write: WriteContext, model: Model): void | Promise<void>;
  /** Side effects in the same transaction, after the row is stored. */
  afterWrite?(write: WriteContext, saved: Model): void | Promise<void>;
  beforeDelete?(write: Omit<WriteContext, 'mode'>, existing: Model): void | Promise<void>;
  /** Values that depend on who reads (a user's `isCurrent`), set on every model answered. */
  decorate?(models: Model[], actor: Actor): void;
  /** Query parameters of this entity's list beyond the generic filters. */
  extraFilters?: Record<string, (value: string, table: EntityTable) => SQL>;
}

const registry = new Map<string, EntityHooks>();

export function registerHooks(entity: AnyEntity, hooks: EntityHooks): void {
  if (registry.has(entity.name)) throw new Error(`Hooks of ${entity.name} registered twice`);
  registry.set(entity.name, hooks);
}

export function hooksOf(entity: AnyEntity): EntityHooks {
  return registry.get(entity.name) ?? {};
}

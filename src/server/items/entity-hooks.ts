/**
 * The contract between the generic entity service and a business area: what is special about
 * an entity (computed values, side effects, extra list parameters) lives in its area as hooks
 * beside the generic path (DESIGN.md). Who may do what is not a hook: it is declared on the
 * entity (`access`, `readOnlyFields`) and enforced by the service.
 *
 * Hooks are typed by their entity's model; an area lists them (`defineModule`) and the server
 * context carries them, so no import can be forgotten.
 */
import type { SQL } from 'drizzle-orm';
import type { Actor, AnyEntity, EntityDef, IdKind, ModelOf } from '../../domain/core/entity';
import type { Fields } from '../../domain/core/fields';
import type { Executor } from '../db/connection';
import type { EntityTable } from '../db/entity-tables';
import type { ServerContext } from '../server-context';

/** A stored row as the API answers it: declared fields, `<ref>Name` texts, audit fields. */
export type EntityRecord = Record<string, unknown> & { id?: number | string };

export interface WriteContext<M = EntityRecord> {
  ctx: ServerContext;
  actor: Actor;
  tx: Executor;
  entity: AnyEntity;
  mode: 'create' | 'update';
  /** The stored record before the write (update only). */
  existing: M | null;
  /**
   * Who decided the write: a person's create, update or delete through the API (or an upload or
   * action on their behalf), or the system's own write (`items(...).system`: an operator's ids,
   * a month's generated rows, values that follow another record). A hook that models only a
   * person's edit says so by returning early on `'system'`.
   */
  origin: 'person' | 'system';
}

export interface EntityHooks<M = EntityRecord> {
  /** Refuse (throw a Refusal) or complete the validated model before it is stored. */
  beforeWrite?(write: WriteContext<M>, model: M): void | Promise<void>;
  /** Side effects in the same transaction, after the row is stored. */
  afterWrite?(write: WriteContext<M>, saved: M): void | Promise<void>;
  beforeDelete?(write: Omit<WriteContext<M>, 'mode'>, existing: M): void | Promise<void>;
  /** Values that depend on who reads (a user's `isCurrent`), set on every record answered. */
  decorate?(records: M[], actor: Actor): void;
  /** Query parameters of this entity's list beyond the generic filters. */
  extraFilters?: Record<string, (value: string, table: EntityTable) => SQL>;
}

/** The hooks of one entity, as an area lists them. */
export interface EntityHooksOf {
  entity: AnyEntity;
  hooks: EntityHooks;
}

/** Hooks typed by the entity's declaration: `model.fullName` is a string, `existing.id` an id. */
export function defineHooks<F extends Fields, K extends IdKind>(entity: EntityDef<F, K>, hooks: EntityHooks<ModelOf<F, K>>): EntityHooksOf {
  return { entity, hooks: hooks as EntityHooks };
}

/** Every entity's hooks, built once from the areas' lists; an entity may have one set only. */
export class HookRegistry {
  private readonly byEntity = new Map<string, EntityHooks>();

  constructor(lists: Iterable<EntityHooksOf>) {
    for (const { entity, hooks } of lists) {
      if (this.byEntity.has(entity.name)) throw new Error(`Hooks of ${entity.name} are listed twice`);
      this.byEntity.set(entity.name, hooks);
    }
  }

  of(entity: AnyEntity): EntityHooks {
    return this.byEntity.get(entity.name) ?? {};
  }

  has(entity: AnyEntity): boolean {
    return this.byEntity.has(entity.name);
  }
}

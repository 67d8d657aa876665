/**
 * The area's hooks on the system's own writes (`items(...).system`), as on a person's: each row
 * the write touches passes `beforeWrite` (which may refuse it or complete its values) and
 * `afterWrite`, a deleted row `beforeDelete`, with `origin: 'system'` so that a hook modelling a
 * person's edit only can stand aside. An entity without hooks pays nothing.
 */
import type { Actor, AnyEntity } from '../../domain/core/entity';
import type { FieldDef } from '../../domain/core/fields';
import type { Executor } from '../db/connection';
import type { ServerContext } from '../server-context';
import type { EntityHooks, EntityRecord, WriteContext } from './entity-hooks';
import { sameValue } from './same-value';

/** The hooks a system write runs, with the server's context they are given. */
export interface SystemHooks {
  ctx: ServerContext;
  hooks: EntityHooks;
}

export function systemHooksOf(ctx: ServerContext, entity: AnyEntity): SystemHooks {
  return { ctx, hooks: ctx.hooks.of(entity) };
}

export function writesThroughHooks(run: SystemHooks): boolean {
  return !!(run.hooks.beforeWrite || run.hooks.afterWrite);
}

function writeContext(run: SystemHooks, tx: Executor, entity: AnyEntity, actor: Actor, existing: EntityRecord | null): WriteContext {
  return { ctx: run.ctx, actor, tx, entity, mode: existing ? 'update' : 'create', existing, origin: 'system' };
}

/**
 * Each row's values once `beforeWrite` ran on it: the values given, and every stored field the
 * hook changed from the row as it would be (`existing` and the values; a new row's values alone).
 */
export async function valuesAfterBeforeWrite(
  run: SystemHooks,
  tx: Executor,
  entity: AnyEntity,
  actor: Actor,
  rows: ReadonlyArray<{ existing: EntityRecord | null; values: Record<string, unknown> }>,
): Promise<Array<Record<string, unknown>>> {
  const beforeWrite = run.hooks.beforeWrite;
  if (!beforeWrite) return rows.map((row) => row.values);
  const fields = entity.fields as Record<string, FieldDef>;
  const answered: Array<Record<string, unknown>> = [];
  for (const { existing, values } of rows) {
    const planned: EntityRecord = { ...(existing ?? {}), ...values };
    const model: EntityRecord = { ...planned };
    await beforeWrite(writeContext(run, tx, entity, actor, existing), model);
    const completed = { ...values };
    for (const [name, field] of Object.entries(fields)) {
      if (field.computed && !('hooks' in field.computed)) continue;
      if (name in model && !sameValue(field, model[name], planned[name])) completed[name] = model[name];
    }
    answered.push(completed);
  }
  return answered;
}

/** `afterWrite` on each row written, with the row before (null for a new one) and as stored. */
export async function runAfterWrite(run: SystemHooks, tx: Executor, entity: AnyEntity, actor: Actor, written: ReadonlyArray<[EntityRecord | null, EntityRecord]>): Promise<void> {
  const afterWrite = run.hooks.afterWrite;
  if (!afterWrite) return;
  for (const [existing, saved] of written) await afterWrite(writeContext(run, tx, entity, actor, existing), saved);
}

/** `beforeDelete` on each row about to be deleted (it may refuse). */
export async function runBeforeDelete(run: SystemHooks, tx: Executor, entity: AnyEntity, actor: Actor, rows: readonly EntityRecord[]): Promise<void> {
  const beforeDelete = run.hooks.beforeDelete;
  if (!beforeDelete) return;
  for (const existing of rows) await beforeDelete({ ctx: run.ctx, actor, tx, entity, existing, origin: 'system' }, existing);
}

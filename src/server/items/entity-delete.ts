/**
 * Deleting an entity's row, for HTTP routes, jobs and integrations alike: declared access, the
 * delete guards, the rows its `cascade` references hold (deleted with it) and those its `clear`
 * references hold (released, with their history), rollups and the change history, in one
 * transaction (a savepoint inside the caller's, when it passes one).
 */
import { eq } from 'drizzle-orm';
import type { Actor, AnyEntity } from '../../domain/core/entity';
import { notFound } from '../../domain/core/refusals/refusal';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import type { ServerContext } from '../server-context';
import { refuseKeptRow, releaseHolders, type ClearRecorder } from './delete-guard';
import type { EntityRecord } from './entity-hooks';
import { readOne } from './entity-reader';
import { inTransaction, requireAccess, type WriteOptions } from './entity-writer';
import { recordHistory, recordHistoryMany } from './history';
import { lockRollupParents, refreshParents } from './rollups';

export async function deleteEntity(ctx: ServerContext, entity: AnyEntity, actor: Actor, id: number | string, options: WriteOptions = {}): Promise<void> {
  await inTransaction(ctx, options, (tx) => deleteRow(ctx, tx, entity, actor, id, true));
}

/** A cleared reference is a change of each row that held it: their history says who took it out and when. */
function recordedClear(tx: Executor, actor: Actor): ClearRecorder {
  return async (holder, ids, clear) => {
    const before = await Promise.all(ids.map((holderId) => readOne(tx, holder, holderId)));
    await clear();
    const after = await Promise.all(ids.map((holderId) => readOne(tx, holder, holderId)));
    await recordHistoryMany(tx, holder, 'update', actor, before.map((row, index) => [row, after[index]] as [EntityRecord | null, EntityRecord | null]));
  };
}

/**
 * One row's delete: its rows held by `cascade` references go first, each with its hooks and
 * history; the access check is the deleted row's alone (a product goes with its order), the
 * declared delete guards hold for every row, cascaded or not.
 */
async function deleteRow(ctx: ServerContext, tx: Executor, entity: AnyEntity, actor: Actor, id: number | string, checkAccess: boolean): Promise<void> {
  const existing = await readOne(tx, entity, id);
  if (!existing) throw notFound();
  if (checkAccess) requireAccess(entity, 'delete', actor, existing);
  await refuseKeptRow(tx, entity, existing);
  await lockRollupParents(tx, entity, [existing]);
  await ctx.hooks.of(entity).beforeDelete?.({ ctx, actor, tx, entity, existing, origin: 'person' }, existing);
  await releaseHolders(tx, entity, id, (holder, holderId) => deleteRow(ctx, tx, holder, actor, holderId, false), recordedClear(tx, actor));
  const table = tableOf(entity);
  await tx.delete(table).where(eq(table.id, id));
  await refreshParents(tx, entity, [existing]);
  await recordHistory(tx, entity, 'delete', actor, existing, null);
}

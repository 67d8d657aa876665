/**
 * Creating many records of one entity in one pass, with everything a single create does:
 * access, locked fields, validation, area hooks, derived values, inverse lists, rollups and
 * history. The set-based parts run once for the whole batch: one multi-row insert, the rollups
 * of each affected parent recomputed once, one history insert; hooks still see every row.
 */
import { inArray } from 'drizzle-orm';
import type { Actor, AnyEntity, ModelOf } from '../../domain/core/entity';
import type { Fields } from '../../domain/core/fields';
import { bulkInsert } from '../db/bulk-insert';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import { invalidFormData } from '../../domain/core/refusals/refusal';
import { refuseUnacceptedFiles } from '../files/stored-file-check';
import { refuseUnknownListIdsOfMany } from './list-reference-check';
import type { ServerContext } from '../server-context';
import type { EntityRecord, WriteContext } from './entity-hooks';
import { readMany } from './entity-reader';
import { inTransaction, newModel, requireAccess, storedValues, writeInverseLists, type WriteOptions } from './entity-writer';
import { recordHistoryMany } from './history';
import { lockRollupParents, refreshComputed } from './rollups';
import { authorId } from './system-actor';
import { recordableAsWritten, writtenRecords } from './written-records';

export const duplicateIdMessage = 'An item with this id already exists';

/** Text ids must be new, in the table and within the batch. */
async function refuseTakenIds(tx: Executor, entity: AnyEntity, models: EntityRecord[]): Promise<void> {
  if (entity.idKind !== 'text') return;
  const ids = models.map((model) => model.id!);
  const table = tableOf(entity);
  const taken = ids.length ? await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids)).limit(1) : [];
  if (taken.length || new Set(ids).size !== ids.length) throw invalidFormData({ id: [duplicateIdMessage] });
}

/** A new record's model, checked as a create checks it before writing (access, locked fields, validation); nothing is read or written. */
export async function checkedNewModel(entity: AnyEntity, actor: Actor, body: unknown): Promise<EntityRecord> {
  requireAccess(entity, 'create', actor, null);
  return newModel(entity, actor, body);
}

export async function createMany(ctx: ServerContext, entity: AnyEntity, actor: Actor, bodies: readonly unknown[], options: WriteOptions = {}): Promise<EntityRecord[]> {
  requireAccess(entity, 'create', actor, null);
  if (!bodies.length) return [];
  const models: EntityRecord[] = [];
  for (const body of bodies) models.push(await newModel(entity, actor, body));
  return createModels(ctx, entity, actor, models, options);
}

/** `readBack: false` answers the records as written (written-records.ts: no computed or audit values) where they can be. */
export interface BulkOptions {
  readBack?: boolean;
}

/**
 * The writing part of `createMany`, for models `checkedNewModel` gave (a caller that checked its
 * rows first, as an upload does, then sets the references it made meanwhile).
 */
export async function createModels(ctx: ServerContext, entity: AnyEntity, actor: Actor, models: EntityRecord[], options: WriteOptions & BulkOptions = {}): Promise<EntityRecord[]> {
  requireAccess(entity, 'create', actor, null);
  if (!models.length) return [];
  const hooks = ctx.hooks.of(entity);
  return inTransaction(ctx, options, async (tx) => {
    const write: WriteContext = { ctx, actor, tx, entity, mode: 'create', existing: null, origin: 'person' };
    await lockRollupParents(tx, entity, models);
    await refuseUnknownListIdsOfMany(tx, entity, models.map((model) => ({ model, existing: null })));
    for (const model of models) {
      await refuseUnacceptedFiles(tx, entity, model, null);
      await hooks.beforeWrite?.(write, model);
      Object.assign(model, entity.derive?.(model as ModelOf<Fields>) ?? {});
    }
    await refuseTakenIds(tx, entity, models);
    const now = new Date().toISOString();
    const author = authorId(actor);
    const rows = models.map((model) => ({
      ...storedValues(entity, model, 'create'),
      ...(entity.idKind === 'text' ? { id: model.id } : {}),
      createdBy: author,
      updatedBy: author,
      createdAt: now,
      updatedAt: now,
    }));
    // One statement's rows share their columns: a value one model leaves out is null in it.
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const uniform = rows.map((row: Record<string, unknown>) => Object.fromEntries(columns.map((name) => [name, row[name] ?? null])));
    const inserted = await bulkInsert<{ id: number | string }>(tx, tableOf(entity), uniform, ['id']);
    // A serial id is drawn row by row in the statement's order: the ids sorted are the rows' ids.
    const ids = entity.idKind === 'text' ? models.map((model) => model.id!) : inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
    for (const [index, model] of models.entries()) await writeInverseLists(tx, entity, ids[index], model);
    await refreshComputed(tx, entity, ids);
    let saved = options.readBack === false && recordableAsWritten(entity, models, !!hooks.afterWrite) ? await writtenRecords(tx, entity, models, ids) : await readMany(tx, entity, ids);
    if (hooks.afterWrite) {
      for (const record of saved) await hooks.afterWrite(write, record);
      saved = await readMany(tx, entity, ids);
    }
    await recordHistoryMany(tx, entity, 'create', actor, saved.map((record) => [null, record]));
    return saved;
  });
}

/**
 * Updating many records of one entity in one pass, with everything a single update does:
 * parents and rows locked, access, lost updates, validation, locked fields, area hooks, derived
 * values, inverse lists, rollups and history. The set-based parts run once for the batch: the
 * rows read and locked together, one update statement per set of changed columns, the rollups
 * of each affected parent recomputed once, one history insert; hooks still see every row.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Actor, AnyEntity } from '../../domain/core/entity';
import { notFound } from '../../domain/core/refusals/refusal';
import { bulkUpdate } from '../db/bulk-update';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import { refuseUnacceptedFiles } from '../files/stored-file-check';
import { refuseUnknownListIdsOfMany } from './list-reference-check';
import type { ServerContext } from '../server-context';
import type { EntityRecord, WriteContext } from './entity-hooks';
import { readMany } from './entity-reader';
import { checkedUpdate, inTransaction, requireObject, updateChanges, updateEntity, writeInverseLists, type WriteOptions } from './entity-writer';
import { recordHistoryMany } from './history';
import { feedsRollups, lockRollupParents, refreshParents } from './rollups';
import { authorId } from './system-actor';

export interface RowChange {
  id: number | string;
  values: Record<string, unknown>;
}

/** The rows, read and locked in id order (their rollup parents first, as every writer locks them). */
async function lockedRows(tx: Executor, entity: AnyEntity, ids: Array<number | string>): Promise<Map<unknown, EntityRecord>> {
  const table = tableOf(entity);
  if (feedsRollups(entity)) await lockRollupParents(tx, entity, await readMany(tx, entity, ids));
  await tx.execute(sql`select 1 from ${table} where ${inArray(table.id, ids)} order by ${table.id} for update`);
  const rows = await readMany(tx, entity, ids);
  return new Map(rows.map((row) => [String(row.id), row]));
}

/** Many updates in one transaction; a batch naming a row twice is applied row by row, in order. */
export async function updateMany(ctx: ServerContext, entity: AnyEntity, actor: Actor, changes: readonly RowChange[], options: WriteOptions = {}): Promise<EntityRecord[]> {
  const inputs = changes.map(({ id, values }) => ({ id, input: requireObject(values) }));
  const repeated = new Set(inputs.map(({ id }) => String(id))).size !== inputs.length;
  const hooks = ctx.hooks.of(entity);
  return inTransaction(ctx, options, async (tx) => {
    if (repeated) {
      const saved: EntityRecord[] = [];
      for (const { id, input } of inputs) saved.push(await updateEntity(ctx, entity, actor, id, input, { tx }));
      return saved;
    }
    if (!inputs.length) return [];
    const existing = await lockedRows(tx, entity, inputs.map(({ id }) => id));
    const planned: Array<{ id: number | string; input: Record<string, unknown>; before: EntityRecord; model: EntityRecord }> = [];
    for (const { id, input } of inputs) {
      const before = existing.get(String(id));
      if (!before) throw notFound();
      const model = await checkedUpdate(entity, actor, before, input);
      await refuseUnacceptedFiles(tx, entity, model, before);
      planned.push({ id: before.id!, input, before, model });
    }
    await refuseUnknownListIdsOfMany(tx, entity, planned.map(({ model, before }) => ({ model, existing: before })));
    await lockRollupParents(tx, entity, planned.map(({ model }) => model));
    const writes: Array<(typeof planned)[number] & ReturnType<typeof updateChanges>> = [];
    for (const row of planned) {
      const write: WriteContext = { ctx, actor, tx, entity, mode: 'update', existing: row.before, origin: 'person' };
      await hooks.beforeWrite?.(write, row.model);
      const changed = updateChanges(entity, row.before, row.model, row.input);
      // A row that changes nothing changes nothing: no updatedAt, no history.
      if (changed.changed.length || Object.keys(changed.inverse).length) writes.push({ ...row, ...changed });
    }
    const now = new Date().toISOString();
    const author = authorId(actor);
    const rows = writes.filter(({ changed }) => changed.length).map(({ id, changed }) => ({ id, values: { ...Object.fromEntries(changed), updatedBy: author, updatedAt: now } }));
    await bulkUpdate(tx, tableOf(entity), rows);
    for (const { id, inverse } of writes) if (Object.keys(inverse).length) await writeInverseLists(tx, entity, id, inverse);
    const ids = writes.map(({ id }) => id);
    let saved = await readMany(tx, entity, ids);
    await refreshParents(tx, entity, [...writes.map(({ before }) => before), ...saved]);
    if (hooks.afterWrite) {
      for (const [index, record] of saved.entries()) await hooks.afterWrite({ ctx, actor, tx, entity, mode: 'update', existing: writes[index].before, origin: 'person' }, record);
      saved = await readMany(tx, entity, ids);
    }
    await recordHistoryMany(tx, entity, 'update', actor, writes.map(({ before }, index) => [before, saved[index]]));
    const savedById = new Map(saved.map((record) => [String(record.id), record]));
    return inputs.map(({ id }) => savedById.get(String(id)) ?? existing.get(String(id))!);
  });
}

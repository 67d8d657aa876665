/**
 * What an accepted send writes on the record itself: the operator's id in `vkId` / `ozonId` /
 * `otmId` and "actual in registry" on (legal entities, contracts, platforms); an act its
 * operator id (`ordId`) and "actual"; a creative its operator id, its erid as the marker and
 * (when empty) the operator id as its ERIR id; a statistic row the time it was sent. Like a
 * computed value, this does not move the record's `updatedAt` (an editor open on it saves
 * without a 409); history records it as the user who started the send. Only a successful
 * answer's ids ever reach here.
 */
import { eq } from 'drizzle-orm';
import { erirStatistic } from '../../../domain/entities/registry/statistics';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import { readOne } from '../../entity-service/entity-reader';
import { recordHistory } from '../../entity-service/history';
import { systemActor } from '../../entity-service/system-actor';
import type { OrdApi, OrdCreativeSent, OrdObjectKind, OrdSent } from '../../integrations/ord';
import { entityOfKind, isRecordKind, type RecordKind } from './record-kinds';

const idColumn: Record<OrdApi, 'vkId' | 'ozonId' | 'otmId'> = { VK: 'vkId', OZON: 'ozonId', OTM: 'otmId' };

async function writeOn(tx: Executor, kind: RecordKind, id: number, values: Record<string, unknown>, userId: number | null) {
  const entity = entityOfKind[kind];
  const before = await readOne(tx, entity, id);
  if (!before) return;
  const table = tableOf(entity);
  await tx.update(table).set(values).where(eq(table.id, id));
  await recordHistory(tx, entity, 'update', systemActor(userId), before, (await readOne(tx, entity, id))!);
}

export async function writeRecordIds(tx: Executor, kind: OrdObjectKind, id: number, api: OrdApi, sent: OrdSent | OrdCreativeSent, userId: number | null): Promise<void> {
  // Our billing organisations and media files keep their ids in the submission rows only.
  if (!isRecordKind(kind)) return;
  if (kind === 'creative') {
    const current = await readOne(tx, entityOfKind.creative, id);
    const erirId = typeof current?.erirId === 'string' && current.erirId.trim() ? current.erirId : sent.ordId;
    await writeOn(tx, kind, id, { ordId: sent.ordId, marker: 'erid' in sent ? sent.erid : current?.marker, erirId }, userId);
    return;
  }
  if (kind === 'act') {
    await writeOn(tx, kind, id, { ordId: sent.ordId, isUpdated: true }, userId);
    return;
  }
  await writeOn(tx, kind, id, { [idColumn[api]]: sent.ordId, isUpdated: true }, userId);
}

/** A statistic row the operator took (the build's own rows: no history). */
export async function markStatisticSent(tx: Executor, rowId: number): Promise<void> {
  const table = tableOf(erirStatistic);
  await tx.update(table).set({ sentAt: new Date().toISOString() }).where(eq(table.id, rowId));
}

/** ERIR refused a record the operator had taken: it is no longer actual in the registry. */
export async function clearActualFlag(tx: Executor, kind: string, id: string, userId: number | null): Promise<void> {
  if (!isRecordKind(kind) || kind === 'creative') return;
  await writeOn(tx, kind, Number(id), { isUpdated: false }, userId);
}

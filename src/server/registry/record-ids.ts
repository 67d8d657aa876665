/**
 * What an accepted send writes on the record itself: the operator's id in `vkId` / `ozonId` /
 * `otmId` and "actual in registry" on (legal entities, contracts, platforms); an act its
 * operator id (`ordId`) and "actual"; a creative its operator id, its erid as the marker and
 * (when empty) the operator id as its ERIR id; a statistic row the time it was sent. Like a
 * computed value, this does not move the record's `updatedAt` (an editor open on it saves
 * without a 409); history records it as the user who started the send. Only a successful
 * answer's ids ever reach here.
 */
import type { Executor } from '../db/connection';
import type { ServerContext } from '../server-context';
import { items } from '../items/items';
import { systemActor } from '../items/system-actor';
import type { OrdApi, OrdCreativeSent, OrdObjectKind, OrdSent } from '../integrations/ord';
import { entityOf, registryKinds } from '../../domain/registry-kinds';
import { entityOfKind, isRecordKind, type RecordKind } from './record-kinds';

const idColumn: Record<OrdApi, 'vkId' | 'ozonId' | 'otmId'> = { VK: 'vkId', OZON: 'ozonId', OTM: 'otmId' };

async function writeOn(ctx: ServerContext, tx: Executor, kind: RecordKind, id: number, values: Record<string, unknown>, userId: number | null) {
  await items(entityOfKind[kind], { ctx, actor: systemActor(userId), tx }).system.set(id, values, { touch: false });
}

export async function writeRecordIds(ctx: ServerContext, tx: Executor, kind: OrdObjectKind, id: number, api: OrdApi, sent: OrdSent | OrdCreativeSent, userId: number | null): Promise<void> {
  // Our billing organisations and media files keep their ids in the submission rows only.
  if (!isRecordKind(kind)) return;
  const declaration = registryKinds[kind];
  if (declaration.plan === 'creative') {
    const current = await items(entityOfKind[kind], { actor: systemActor(userId), tx }).read(id);
    const erirId = typeof current?.erirId === 'string' && current.erirId.trim() ? current.erirId : sent.ordId;
    await writeOn(ctx, tx, kind, id, { ordId: sent.ordId, marker: 'erid' in sent ? sent.erid : current?.marker, erirId }, userId);
    return;
  }
  if (declaration.plan === 'buyingAct') {
    // A buying-side act keeps the operator that took it (it is sent where its contract is registered).
    await writeOn(ctx, tx, kind, id, { ordId: sent.ordId, erirApi: api, isUpdated: true }, userId);
    return;
  }
  if ('object' in declaration && declaration.object === 'invoice') {
    await writeOn(ctx, tx, kind, id, { ordId: sent.ordId, isUpdated: true }, userId);
    return;
  }
  await writeOn(ctx, tx, kind, id, { [idColumn[api]]: sent.ordId, isUpdated: true }, userId);
}

/** A statistic row the operator took (the build's own rows: no history). */
export async function markStatisticSent(ctx: ServerContext, tx: Executor, rowId: number): Promise<void> {
  await items(entityOf('statistic'), { ctx, actor: systemActor(null), tx }).system.set(rowId, { sentAt: new Date().toISOString() }, { touch: false });
}

/** ERIR refused a record the operator had taken: it is no longer actual in the registry. */
export async function clearActualFlag(ctx: ServerContext, tx: Executor, kind: string, id: string, userId: number | null): Promise<void> {
  if (!isRecordKind(kind) || registryKinds[kind].plan === 'creative') return;
  await writeOn(ctx, tx, kind, Number(id), { isUpdated: false }, userId);
}

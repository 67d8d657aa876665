/**
 * What an accepted send writes on the record itself: the operator's id in `vkId` / `ozonId` /
 * `otmId` and "actual in registry" on; a creative gets its operator id, its erid as the marker
 * and (when empty) the operator id as its ERIR id. Like a computed value, this does not move
 * the record's `updatedAt` (an editor open on it saves without a 409); history records it as
 * the user who started the send. Only a successful answer's ids ever reach here.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import { readOne } from '../../entity-service/entity-reader';
import { recordHistory } from '../../entity-service/history';
import { systemActor } from '../../entity-service/system-actor';
import type { OrdApi, OrdCreativeSent, OrdSent } from '../../integrations/ord';
import { entityOfKind, type StepKind } from './send-plan';

const idColumn: Record<OrdApi, 'vkId' | 'ozonId' | 'otmId'> = { VK: 'vkId', OZON: 'ozonId', OTM: 'otmId' };

async function writeOn(tx: Executor, kind: Exclude<StepKind, 'organisation'>, id: number, values: Record<string, unknown>, userId: number | null) {
  const entity = entityOfKind[kind];
  const before = await readOne(tx, entity, id);
  if (!before) return;
  const table = tableOf(entity);
  await tx.update(table).set(values).where(eq(table.id, id));
  await recordHistory(tx, entity, 'update', systemActor(userId), before, (await readOne(tx, entity, id))!);
}

export async function writeRecordIds(tx: Executor, kind: StepKind, id: number, api: OrdApi, sent: OrdSent | OrdCreativeSent, userId: number | null): Promise<void> {
  if (kind === 'organisation') return; // our billing organisations keep their ids in the submission rows only
  if (kind === 'creative') {
    const current = await readOne(tx, entityOfKind.creative, id);
    const erirId = typeof current?.erirId === 'string' && current.erirId.trim() ? current.erirId : sent.ordId;
    await writeOn(tx, kind, id, { ordId: sent.ordId, marker: 'erid' in sent ? sent.erid : current?.marker, erirId }, userId);
    return;
  }
  await writeOn(tx, kind, id, { [idColumn[api]]: sent.ordId, isUpdated: true }, userId);
}

/** ERIR refused a record the operator had taken: it is no longer actual in the registry. */
export async function clearActualFlag(tx: Executor, kind: StepKind, id: number, userId: number | null): Promise<void> {
  if (kind === 'organisation' || kind === 'creative') return;
  await writeOn(tx, kind, id, { isUpdated: false }, userId);
}

/**
 * The ERIR status poll (issue "Registry reporting"): the records an operator accepted wait in
 * `processing` until the operator reports ERIR's verdict. The poll asks each operator about
 * them in batches, stores `verified` or `rejected` (with ERIR's messages; a rejected record is
 * no longer actual in the registry) or `sent` when the operator holds the record but reports no
 * verdict (Ozon). While some stay processing it queues itself again; an accepted send starts it.
 */
import type { Logger } from 'pino';
import { defineJob } from '../jobs/job-handlers';
import { operatorFor, type OrdApi, type OrdStatus, type OrdStatusKind } from '../integrations/ord';
import type { ServerContext } from '../server-context';
import { clearActualFlag } from './record-ids';
import { processingSubmissions, writeSubmission, type Submission, type SubmissionState } from './submission-store';

export const registryStatusPollJob = 'registry.status-poll';
/** Seconds between polls while records wait for ERIR. */
export const statusPollInterval = 300;
const batchSize = 100;

const stateOf: Record<OrdStatus['state'], SubmissionState | null> = { PROCESSING: null, VERIFIED: 'verified', REJECTED: 'rejected', RECEIVED: 'sent' };

export async function enqueueStatusPoll(ctx: ServerContext, afterSeconds = 60): Promise<void> {
  await ctx.jobs.enqueue(registryStatusPollJob, {}, { singleFlight: 'all', startAfterSeconds: afterSeconds });
}

function groups(rows: Submission[]): Map<string, Submission[]> {
  const byKey = new Map<string, Submission[]>();
  for (const row of rows) {
    if (!row.externalId) continue;
    const key = `${row.api}|${row.objectKind}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

async function pollGroup(ctx: ServerContext, api: OrdApi, kind: OrdStatusKind, rows: Submission[], logger: Logger): Promise<number> {
  const db = ctx.database.db;
  let changed = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    let statuses: OrdStatus[];
    try {
      statuses = await operatorFor(api).getStatus(kind, batch.map((row) => row.externalId!));
    } catch (error) {
      // An operator that cannot answer now is asked again at the next poll.
      logger.warn({ err: error, api, kind }, 'registry status poll failed');
      return changed;
    }
    const rowOf = new Map(batch.map((row) => [row.externalId!, row]));
    for (const status of statuses) {
      const row = rowOf.get(status.externalId);
      const state = stateOf[status.state];
      if (!row || !state) continue;
      await db.transaction(async (tx) => {
        await writeSubmission(tx, { kind, id: row.objectId, api }, { state, messages: status.messages, fieldErrors: {} });
        if (state === 'rejected') await clearActualFlag(ctx, tx, kind, row.objectId, null);
      });
      changed += 1;
    }
  }
  return changed;
}

/** One poll over every operator; answers how many rows changed and how many still wait. */
export async function pollStatuses(ctx: ServerContext): Promise<{ changed: number; waiting: number }> {
  let changed = 0;
  for (const [key, rows] of groups(await processingSubmissions(ctx.database.db))) {
    // Only kinds that wait for ERIR are ever left processing (a media file is `sent` once held).
    const [api, kind] = key.split('|') as [OrdApi, OrdStatusKind];
    changed += await pollGroup(ctx, api, kind, rows, ctx.logger);
  }
  return { changed, waiting: (await processingSubmissions(ctx.database.db)).length };
}

export const registryStatusPoll = defineJob(registryStatusPollJob, async (ctx) => {
  const result = await pollStatuses(ctx);
  // Not single-flight: this task still holds the scope; a second poll queued meanwhile only asks again.
  if (result.waiting) await ctx.jobs.enqueue(registryStatusPollJob, {}, { startAfterSeconds: statusPollInterval });
  return result;
});

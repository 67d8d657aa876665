/**
 * The send task (issue "Registry reporting"): one job chain per record sent, dependencies
 * first (send-plan.ts), each step skipped when unchanged. A retryable failure queues the same
 * send again after the backoff (the steps already accepted are then skipped); anything else
 * ends the task with the operator's message. An accepted send starts the status poll.
 */
import { defineJob } from '../../jobs/job-handlers';
import { operatorFor, type OrdApi, type RetryPolicy } from '../../integrations/ord';
import type { ServerContext } from '../../server-context';
import { operatorPause } from './operator-pause';
import { SendPlan, type RootKind } from './send-plan';
import { RetryLater, runStep } from './send-step';
import { enqueueStatusPoll } from './status-poll';

export const registrySendJob = 'registry.send';

export interface SendRequest {
  kind: RootKind;
  id: number;
  api: OrdApi;
  userId: number | null;
}

export interface SendResult {
  sent: number;
  unchanged: number;
}

export async function runSend(ctx: ServerContext, request: SendRequest, policy?: RetryPolicy): Promise<SendResult> {
  const db = ctx.database.db;
  const paused = await operatorPause(db, request.api);
  if (paused) throw new Error(paused);
  const steps = await new SendPlan(db).root(request.kind, request.id);
  const operator = operatorFor(request.api);
  const result: SendResult = { sent: 0, unchanged: 0 };
  try {
    for (const step of steps) {
      const outcome = await runStep({ db, operator, userId: request.userId, policy }, step);
      result[outcome === 'sent' ? 'sent' : 'unchanged'] += 1;
    }
  } finally {
    if (result.sent) await enqueueStatusPoll(ctx);
  }
  return result;
}

export const registrySend = defineJob(registrySendJob, async (ctx, data) => {
  const request = data as unknown as SendRequest;
  try {
    return await runSend(ctx, request);
  } catch (error) {
    if (error instanceof RetryLater) {
      await ctx.jobs.enqueue(registrySendJob, { ...request }, { startAfterSeconds: Math.ceil(error.delayMs / 1000) });
    }
    throw error;
  }
});

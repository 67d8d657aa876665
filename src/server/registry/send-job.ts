/**
 * The send task (issue "Registry reporting"): one job chain per record sent, dependencies
 * first (send-plan.ts), each step skipped when unchanged. A retryable failure queues the same
 * send again after the backoff (the steps already accepted are then skipped); anything else
 * ends the task with the operator's message. An accepted send starts the status poll.
 */
import { refuse } from '../../domain/core/refusals/refusal';
import { defineJob } from '../jobs/job-handlers';
import { operatorFor, type OrdApi, type RetryPolicy } from '../integrations/ord';
import type { ServerContext } from '../server-context';
import { operatorProblem } from './operator-problem';
import type { RecordKind } from './record-kinds';
import { SendPlan } from './send-plan';
import { RetryLater, type StepOutcome } from './send-step';
import { enqueueStatusPoll } from './status-poll';
import { StepRunner } from './step-runner';
import { reasonValues } from '../../domain/core/refusals/reason-parts';

export const registrySendJob = 'registry.send';

export interface SendRequest {
  kind: RecordKind;
  id: number;
  api: OrdApi;
  userId: number | null;
}

export type SendResult = StepOutcome;

/** A runner of one job through `api`, unless the operator cannot be sent to now (then its reason, nothing written). */
export async function operatorRunner(ctx: ServerContext, api: OrdApi, userId: number | null, policy?: RetryPolicy): Promise<StepRunner> {
  const problem = await operatorProblem(ctx.database.db, api);
  if (problem) throw refuse.invalid('registry.operatorUnavailable', reasonValues([problem]));
  return new StepRunner({ ctx, db: ctx.database.db, operator: operatorFor(api), userId, policy });
}

export async function runSend(ctx: ServerContext, request: SendRequest, policy?: RetryPolicy): Promise<SendResult> {
  const runner = await operatorRunner(ctx, request.api, request.userId, policy);
  const chain = await new SendPlan(ctx.database.db, ctx.config).root(request.kind, request.id);
  try {
    await runner.run(chain);
  } finally {
    if (runner.counts.sent) await enqueueStatusPoll(ctx);
  }
  return { ...runner.counts };
}

/** Queues the send of one record again after a retryable failure's backoff. */
export async function retrySendLater(ctx: ServerContext, request: SendRequest, error: RetryLater): Promise<void> {
  await ctx.jobs.enqueue(registrySendJob, { ...request }, { startAfterSeconds: Math.ceil(error.delayMs / 1000) });
}

/** One record sent through several operators, one after the other (a send without a chosen operator). */
export const registrySendEveryJob = 'registry.send-every';

export interface SendEveryRequest {
  kind: RecordKind;
  id: number;
  apis: OrdApi[];
  userId: number | null;
}

export const registrySendEvery = defineJob(registrySendEveryJob, async (ctx, data) => {
  const request = data as unknown as SendEveryRequest;
  const results: Record<string, SendResult> = {};
  for (const api of request.apis) {
    const one: SendRequest = { kind: request.kind, id: request.id, api, userId: request.userId };
    try {
      results[api] = await runSend(ctx, one);
    } catch (error) {
      if (error instanceof RetryLater) await retrySendLater(ctx, one, error);
      throw error;
    }
  }
  return results;
});

export const registrySend = defineJob(registrySendJob, async (ctx, data) => {
  const request = data as unknown as SendRequest;
  try {
    return await runSend(ctx, request);
  } catch (error) {
    if (error instanceof RetryLater) await retrySendLater(ctx, request, error);
    throw error;
  }
});

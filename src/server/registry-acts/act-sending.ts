/**
 * `GET erir/send_acts/?date=` (spec 2 §2.4, §7.4): a background task sends the month's acts that
 * are not actual in the registry (`isUpdated` false) to each act's operator, one act after the
 * other, through the registry's send machinery: each act's chain (its contract, original
 * contracts, platform, creatives and their files, the month's statistics of those creatives)
 * goes first, steps the operator already holds unchanged are skipped, then the act and its
 * "ready". Every record keeps its submission row; an accepted act keeps the operator's id
 * (`ordId`) and becomes actual. One act's refusal does not stop the others; the result lists
 * them. A retryable failure queues that act's own send after the backoff. An act that goes to no
 * operator (none can be called now) is not sent either, with each operator's reason. When no act
 * could be sent the task fails: "N acts not sent: <the first reason>" (an operator that cannot be
 * called now is named once, nothing written for it); never a success that sent nothing.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { registryApis } from '../../domain/registry/registry-actions';
import { registryActMessages, sendErirActs } from '../../domain/registry-acts/registry-act-actions';
import { erirAct } from '../../domain/registry-acts/erir-acts';
import { actMonth } from '../../domain/core/calendar/act-month';
import { systemReader } from '../items/readers';
import { actionRoute } from '../http/actions/action-route';
import { refuse } from '../../domain/core/refusals/refusal';
import type { OrdApi } from '../integrations/ord';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { operatorProblem } from '../registry/operator-problem';
import { operatorRunner, retrySendLater } from '../registry/send-job';
import { SendPlan } from '../registry/send-plan';
import { RetryLater } from '../registry/send-step';
import { enqueueStatusPoll } from '../registry/status-poll';
import type { StepRunner } from '../registry/step-runner';
import type { RecordKind } from '../registry/record-kinds';
import { codedPart, reasonPartsOf, reasonValues, type ReasonPart } from '../../domain/core/refusals/reason-parts';

export const actSendingJob = 'registry.acts-send';

export interface ActSendingResult {
  detail: string;
  month: string;
  sent: number;
  failed: number;
  /** Records sent on the way (acts and what they needed) and records the operator already held. */
  steps: { sent: number; unchanged: number };
  errors: Array<{ act: number; number: string | null; message: string }>;
}

/** Why no operator can be sent to now: each operator's own reason. */
async function whyNoOperator(ctx: ServerContext): Promise<ReasonPart[]> {
  const reasons: ReasonPart[] = [];
  for (const api of registryApis) reasons.push({ ...((await operatorProblem(ctx.database.db, api)) ?? codedPart('registry.operatorNotChosen')), label: api });
  return reasons;
}

/** An act to send: its kind, id and number, and the operators it goes to. */
export interface PendingAct {
  kind: RecordKind;
  id: number;
  number: string | null;
  apis: readonly OrdApi[];
}

/**
 * Sends acts one after the other, each with its chain, through each of its operators (one runner
 * per operator, so the acts' shared records are asked about once and an unusable operator is
 * named once); order acts and the buying side's acts alike.
 */
export async function sendActs(ctx: ServerContext, month: string, detail: string, pending: readonly PendingAct[], userId: number | null): Promise<ActSendingResult> {
  const result: ActSendingResult = { detail, month, sent: 0, failed: 0, steps: { sent: 0, unchanged: 0 }, errors: [] };
  const plan = new SendPlan(ctx.database.db, ctx.config);
  const runners = new Map<OrdApi, Promise<StepRunner>>();
  let noOperator: Promise<ReasonPart[]> | null = null;
  // The first act's reason, part by part: the task's failure when none was sent.
  let firstReason: ReasonPart[] | null = null;
  for (const act of pending) {
    const problems: ReasonPart[] = [];
    // An act that goes to no operator (none can be called now) is not sent, and says why.
    if (!act.apis.length) problems.push(...(await (noOperator ??= whyNoOperator(ctx))));
    for (const api of act.apis) {
      const runner = runners.get(api) ?? operatorRunner(ctx, api, userId);
      runners.set(api, runner);
      try {
        await (await runner).run(await plan.root(act.kind, act.id));
      } catch (error) {
        if (error instanceof RetryLater) await retrySendLater(ctx, { kind: act.kind, id: act.id, api, userId }, error);
        problems.push(...reasonPartsOf(error, act.apis.length > 1 ? api : undefined));
      }
    }
    if (!problems.length) result.sent++;
    else {
      result.failed++;
      firstReason ??= problems;
      result.errors.push({ act: act.id, number: act.number, message: reasonValues(problems).reason });
    }
  }
  for (const runner of runners.values()) {
    const counts = await runner.then((r) => r.counts).catch(() => ({ sent: 0, unchanged: 0 }));
    result.steps.sent += counts.sent;
    result.steps.unchanged += counts.unchanged;
  }
  if (result.steps.sent) await enqueueStatusPoll(ctx);
  if (result.failed && !result.sent) throw refuse.invalid('registryActs.notSent', { ...reasonValues(firstReason ?? []), failed: result.failed });
  return result;
}

export async function sendMonthActs(ctx: ServerContext, date: string, userId: number | null): Promise<ActSendingResult> {
  const month = actMonth(date);
  const table = systemReader('the task sends every act of the month not actual in the registry, whoever started it').rows(erirAct);
  const pending = await ctx.database.db
    .select({ id: table.id, number: table.number, erirApi: table.erirApi })
    .from(table)
    .where(and(gte(table.date, month.start), lt(table.date, month.next), eq(table.isUpdated, false)))
    .orderBy(asc(table.id));
  const acts = pending.map((act) => ({ kind: 'act' as const, id: Number(act.id), number: (act.number as string | null) ?? null, apis: [String(act.erirApi) as OrdApi] }));
  return sendActs(ctx, month.start, registryActMessages.sent, acts, userId);
}

export const actSending = defineJob(actSendingJob, (ctx, data) => sendMonthActs(ctx, String(data.month), (data.userId as number | null) ?? null));

export const sendActsRoute = actionRoute(sendErirActs, async ({ ctx, actor, query }) => {
  if (!query.date) throw refuse.invalid('registryActs.sendWithoutDate');
  const month = actMonth(query.date.length === 7 ? `${query.date}-01` : query.date);
  return { taskId: await ctx.jobs.enqueue(actSendingJob, { month: month.start, userId: actor.id }, { singleFlight: month.start }) };
});

/**
 * `GET erir/send_acts/?date=` (spec 2 §2.4, §7.4): a background task sends the month's acts that
 * are not actual in the registry (`isUpdated` false) to each act's operator, one act after the
 * other: `upsertAct`, then `markActReady`; a success keeps the operator's id (`ordId`) and marks
 * the act actual. One act's refusal does not stop the others; the result lists them. When no act
 * could be sent the task fails with the first reason (an unconfigured operator names its
 * variables). To move onto the registry area's shared send machinery (submission states, retries,
 * status polling) once it lands.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { registryActMessages, sendErirActs } from '../../../domain/actions/registry-act-actions';
import { erirAct } from '../../../domain/entities/registry/acts';
import type { Actor } from '../../../domain/entity';
import { actMonth } from '../../../domain/rules/act-month';
import { tableOf } from '../../db/entity-tables';
import { readOne } from '../../entity-service/entity-reader';
import { recordHistory } from '../../entity-service/history';
import { authorId, systemActor } from '../../entity-service/system-actor';
import { actionRoute } from '../../http/actions/action-route';
import { badRequest } from '../../http/api-error';
import { operatorFor, OrdError, type OrdApi, type OrdOperator } from '../../integrations/ord';
import { defineJob } from '../../jobs/job-handlers';
import type { ServerContext } from '../../server-context';
import { ordActInput } from './act-input';

export const actSendingJob = 'registry.acts-send';

export interface ActSendingResult {
  detail: string;
  month: string;
  sent: number;
  failed: number;
  errors: Array<{ act: number; number: string | null; message: string }>;
}

export async function sendMonthActs(
  ctx: ServerContext,
  date: string,
  actor: Actor,
  operators: (api: OrdApi) => OrdOperator = (api) => operatorFor(api),
): Promise<ActSendingResult> {
  const month = actMonth(date);
  const table = tableOf(erirAct);
  const db = ctx.database.db;
  const pending = await db
    .select({ id: table.id })
    .from(table)
    .where(and(gte(table.date, month.start), lt(table.date, month.next), eq(table.isUpdated, false)))
    .orderBy(asc(table.id));
  const result: ActSendingResult = { detail: registryActMessages.sent, month: month.start, sent: 0, failed: 0, errors: [] };
  // An operator that is not configured refuses every act alike: asked once.
  const unusable = new Map<string, string>();
  for (const { id } of pending) {
    const act = (await readOne(db, erirAct, id as number))!;
    const api = String(act.erirApi) as OrdApi;
    try {
      const known = unusable.get(api);
      if (known) throw new Error(known);
      const input = await ordActInput(db, act);
      const operator = operators(api);
      const sent = await operator.upsertAct(input);
      await operator.markActReady(input.id);
      await db.transaction(async (tx) => {
        await tx.update(table).set({ ordId: sent.ordId, isUpdated: true, updatedBy: authorId(actor), updatedAt: new Date().toISOString() }).where(eq(table.id, id));
        await recordHistory(tx, erirAct, 'update', actor, act, (await readOne(tx, erirAct, id as number))!);
      });
      result.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof OrdError && error.answerClass === 'MISCONFIGURED') unusable.set(api, message);
      result.failed++;
      result.errors.push({ act: id as number, number: (act.number as string | null) ?? null, message });
    }
  }
  if (result.failed && !result.sent) throw new Error(`${result.errors[0].message} (${result.failed} acts not sent)`);
  return result;
}

export const actSending = defineJob(actSendingJob, (ctx, data) => sendMonthActs(ctx, String(data.month), systemActor((data.userId as number | null) ?? null)));

export const sendActsRoute = actionRoute(sendErirActs, async ({ ctx, actor, query }) => {
  if (!query.date) throw badRequest(registryActMessages.sendWithoutDate);
  const month = actMonth(query.date.length === 7 ? `${query.date}-01` : query.date).start;
  return { taskId: await ctx.jobs.enqueue(actSendingJob, { month, userId: actor.id }, { singleFlight: month }) };
});

/**
 * `GET erir/{publisher|dsp}/send_acts/?date=` (API.md "Buying side"): a task sends each act of
 * the month not actual in the registry, with its counterparty and contract first where the
 * operator lacks them (registry/send-plan.ts), to every operator the act's contract is
 * registered with, or to every operator that can be called now when the contract is registered
 * nowhere yet. The order acts' sending does the rest (act-sending.ts): one runner per operator,
 * one act's refusal not stopping the others, the task failing only when no act was sent.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AnyEntity } from '../../domain/core/entity';
import { registryApis } from '../../domain/registry/registry-actions';
import { actMonth } from '../../domain/core/calendar/act-month';
import { systemReader } from '../items/readers';
import type { OrdApi } from '../integrations/ord';
import { defineJob, type JobDefinition } from '../jobs/job-handlers';
import { sendActs, type ActSendingResult } from '../registry-acts/act-sending';
import type { RecordKind } from '../registry/record-kinds';
import { operatorProblem } from '../registry/operator-problem';
import type { ServerContext } from '../server-context';

export interface BuyingActSending {
  job: JobDefinition;
  name: string;
}

const operatorOfColumn = { vkId: 'VK', ozonId: 'OZON', otmId: 'OTM' } as const;

/** The operators that can be called now (a contract registered nowhere goes to each of them). */
async function callableOperators(ctx: ServerContext): Promise<OrdApi[]> {
  const apis: OrdApi[] = [];
  for (const api of registryApis) if (!(await operatorProblem(ctx.database.db, api))) apis.push(api);
  return apis;
}

export function buyingActSending(user: { name: string; kind: RecordKind; act: AnyEntity; contract: AnyEntity; done: string }): BuyingActSending {
  async function send(ctx: ServerContext, date: string, userId: number | null): Promise<ActSendingResult> {
    const month = actMonth(date);
    const reader = systemReader('the task sends every act of the month not actual in the registry, whoever started it');
    const [acts, contracts] = [reader.rows(user.act), reader.rows(user.contract)];
    const rows = await ctx.database.db
      .select({ id: acts.id, number: acts.number, vkId: contracts.vkId, ozonId: contracts.ozonId, otmId: contracts.otmId })
      .from(acts)
      .leftJoin(contracts, eq(contracts.id, acts.contract))
      .where(and(gte(acts.date, month.start), lt(acts.date, month.next), eq(acts.isUpdated, false)))
      .orderBy(asc(acts.id));
    let everyOperator: OrdApi[] | null = null;
    const pending = [];
    for (const row of rows) {
      const registered = (Object.keys(operatorOfColumn) as Array<keyof typeof operatorOfColumn>).filter((column) => row[column] !== null).map((column) => operatorOfColumn[column]);
      everyOperator ??= registered.length ? null : await callableOperators(ctx);
      const apis = registered.length ? registered : (everyOperator ?? (await callableOperators(ctx)));
      pending.push({ kind: user.kind, id: Number(row.id), number: (row.number as string | null) ?? null, apis });
    }
    return sendActs(ctx, month.start, user.done, pending, userId);
  }
  return { name: user.name, job: defineJob(user.name, (ctx, data) => send(ctx, String(data.month), (data.userId as number | null) ?? null)) };
}

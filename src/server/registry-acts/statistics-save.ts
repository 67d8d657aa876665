/**
 * `POST estats/action/save/` (spec 2 §2.4): a task sends the month's statistics (rows not deleted,
 * with known shows) to each row's operator (the order's) through the registry's send machinery:
 * each row needs the platform its order ran on (the order's site in the platform list, the one
 * rule of `order-platform.ts`) and its creative; their chains go first (what the operator
 * already holds unchanged is skipped), then the month's rows in one call per operator and month,
 * each keeping its submission row, so an unchanged statistic is not sent again. A row that
 * cannot be sent (no platform, a creative registered elsewhere or refused) is reported by its
 * marker and does not stop the others. A retryable failure asks the job to run again after the
 * backoff (`retryInMs`). When no row could be sent the task fails with each reason once
 * (`nothingSaved`).
 */
import { refuse, type Refusal } from '../../domain/core/refusals/refusal';
import { reasonPartsOf, reasonValues, type ReasonPart } from '../../domain/core/refusals/reason-parts';
import { actMonth } from '../../domain/core/calendar/act-month';
import type { ServerContext } from '../server-context';
import { operatorRunner } from '../registry/send-job';
import { SendPlan } from '../registry/send-plan';
import { RetryLater, type StatisticItem } from '../registry/send-step';
import type { StatisticRow } from '../registry/statistic-input';
import { statisticRows } from '../registry/statistic-rows';
import { enqueueStatusPoll } from '../registry/status-poll';

export interface StatisticsSaveResult {
  detail: string;
  month: string;
  sent: number;
  /** Rows the operator already holds as they are. */
  unchanged: number;
  failed: number;
  errors: Array<{ marker: string; message: string }>;
  /** Set when some rows wait for another attempt: the job runs again after this delay. */
  retryInMs?: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Each reason's parts with their codes (reason-parts.ts), by its English message: the failure reads in the user's language. */
const reasonsOfResult = new WeakMap<StatisticsSaveResult, Map<string, ReasonPart[]>>();

export async function saveMonthStatistics(ctx: ServerContext, date: string, userId: number | null = null): Promise<StatisticsSaveResult> {
  const month = actMonth(date);
  const result: StatisticsSaveResult = { detail: 'Action complete!', month: month.start, sent: 0, unchanged: 0, failed: 0, errors: [] };
  const reasons = new Map<string, ReasonPart[]>();
  reasonsOfResult.set(result, reasons);
  const fail = (rows: StatisticRow[], error: unknown) => {
    if (!reasons.has(messageOf(error))) reasons.set(messageOf(error), reasonPartsOf(error));
    if (error instanceof RetryLater) result.retryInMs = Math.max(result.retryInMs ?? 0, error.delayMs);
    result.failed += rows.length;
    for (const row of rows) result.errors.push({ marker: row.marker, message: messageOf(error) });
  };
  const rows = await statisticRows(ctx.database.db, month);
  const plan = new SendPlan(ctx.database.db, ctx.config);
  let sentSteps = 0;
  for (const api of [...new Set(rows.map((row) => row.api))]) {
    const mine = rows.filter((row) => row.api === api);
    const runner = await operatorRunner(ctx, api, userId).catch((error: unknown) => fail(mine, error));
    if (!runner) continue;
    const ready: Array<{ row: StatisticRow; item: StatisticItem }> = [];
    for (const row of mine) {
      try {
        const planned = await plan.statisticRow(row);
        await runner.run(planned.chain);
        ready.push({ row, item: planned.item });
      } catch (error) {
        fail([row], error);
      }
    }
    const before = { ...runner.counts };
    try {
      if (ready.length) await runner.run([plan.statistics(ready.map((r) => r.item))]);
      result.sent += runner.counts.sent - before.sent;
      result.unchanged += runner.counts.unchanged - before.unchanged;
    } catch (error) {
      fail(ready.map((r) => r.row), error);
    }
    sentSteps += runner.counts.sent;
  }
  if (sentSteps) await enqueueStatusPoll(ctx);
  return result;
}

/** The task's failure when no row went (nor was already there): each reason once. */
export function nothingSaved(result: StatisticsSaveResult): Refusal | null {
  if (!result.failed || result.sent || result.unchanged) return null;
  const reasons = reasonsOfResult.get(result);
  const parts = [...new Set(result.errors.map((e) => e.message))].flatMap((message) => reasons?.get(message) ?? [{ text: message }]);
  return refuse.invalid('registryActs.statisticsNotSent', { ...reasonValues(parts), failed: result.failed });
}

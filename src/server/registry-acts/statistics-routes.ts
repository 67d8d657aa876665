/**
 * ERIR statistics actions (spec 2 §2.4, §4, §7.4): `POST estats/action/{build|save}/` starts the
 * month's task (one at a time per action and month), `GET estats/action/{name}/` answers the
 * state of the last one (`success`, `failed` with the reason, `running`, or `none`), and
 * `GET estats/marker/{id}/` switches a row's marker between deleted and restored.
 */
import { eq } from 'drizzle-orm';
import { estatsActionState, registryActMessages, startEstatsAction, switchEstatsMarker, type EstatsActionName } from '../../domain/registry-acts/registry-act-actions';
import { erirStatistic } from '../../domain/registry-acts/erir-statistics';
import { actMonth, shiftMonth } from '../../domain/core/calendar/act-month';
import { monthStart } from '../../domain/sales/order-dates';
import { items } from '../items/items';
import { systemActor } from '../items/system-actor';
import { actionRoute } from '../http/actions/action-route';
import { notFound } from '../../domain/core/refusals/refusal';
import { defineJob } from '../jobs/job-handlers';
import { serverAnalytics } from '../analytics/analytics';
import { buildMonthStatistics } from './statistics-build';
import { nothingSaved, saveMonthStatistics } from './statistics-save';
import { businessDay } from '../../domain/core/calendar/business-day';

export const estatsJobName = (name: EstatsActionName) => `registry.estats-${name}`;

export const statisticsBuild = defineJob(estatsJobName('build'), (ctx, data) => buildMonthStatistics(ctx, String(data.month), systemActor((data.userId as number | null) ?? null)));
export const statisticsSave = defineJob(estatsJobName('save'), async (ctx, data) => {
  const result = await saveMonthStatistics(ctx, String(data.month), (data.userId as number | null) ?? null);
  // Rows that wait for another attempt: the same save runs again (rows already taken are then skipped).
  if (result.retryInMs) await ctx.jobs.enqueue(estatsJobName('save'), { ...data }, { startAfterSeconds: Math.ceil(result.retryInMs / 1000) });
  const failure = nothingSaved(result);
  if (failure) throw failure;
  return result;
});

export const startEstatsActionRoute = actionRoute(startEstatsAction, async ({ ctx, actor, params, body }) => {
  const date = body?.date;
  // Where the embedded analytics database cannot load, the build is refused now rather than failing later.
  if (params.name === 'build') await serverAnalytics(ctx.config.dataDir);
  const month = date ? actMonth(date.length === 7 ? `${date}-01` : date).start : shiftMonth(monthStart(businessDay()), -1);
  return { taskId: await ctx.jobs.enqueue(estatsJobName(params.name), { month, userId: actor.id }, { singleFlight: month }) };
});

const stateWord = { PENDING: 'running', STARTED: 'running', SUCCESS: 'success', FAILURE: 'failed' } as const;

export const estatsActionStateRoute = actionRoute(estatsActionState, async ({ ctx, params }) => {
  const taskId = await ctx.jobs.latestTask(estatsJobName(params.name));
  const task = taskId ? await ctx.jobs.state(taskId) : null;
  if (!task) return { state: 'none' as const, detail: null, taskId };
  const state = stateWord[task.state];
  // A failure keeps its code and values beside the English reason, for the user's language (API.md "Values").
  const failed = task.state === 'FAILURE' ? { message: registryActMessages.actionFailed, reason: task.detail, code: task.code, values: task.values } : null;
  return { state, detail: failed ?? task.detail, taskId };
});

export const switchEstatsMarkerRoute = actionRoute(
  switchEstatsMarker,
  async ({ ctx, actor, tx, params }) => {
    const statistics = items(erirStatistic, { ctx, actor, tx });
    const table = statistics.rows();
    const [row] = await tx.select({ markerDeleted: table.markerDeleted }).from(table).where(eq(table.id, params.id)).for('update');
    if (!row) throw notFound();
    const markerDeleted = !row.markerDeleted;
    // The user's change, with its history; the generic update of a statistic stays closed.
    await statistics.update(params.id, { markerDeleted }, switchEstatsMarker);
    return { detail: registryActMessages.markerChanged, markerDeleted };
  },
  { transaction: true },
);

/**
 * One machine for every month generation (order acts; publisher and DSP invoices and acts; DMP
 * exports): a declaration (month-generation-def.ts) becomes a background job that, for one month
 * and scope, reads the analytics database first when it is declared to (its failure fails the
 * task naming it, and nothing was written), then in ONE transaction takes the month's lock,
 * runs the source query and the row rule, keeps what is kept, replaces the rest through the
 * items service with history, and reports its counts. Any failure, a crash included, rolls the
 * month back to what it was. The task's outcome is recorded in that same transaction, so a
 * process that dies after the commit leaves a task that reads SUCCESS (task-outcome.ts).
 */
import type { Actor } from '../../../domain/core/entity';
import type { Fields } from '../../../domain/core/fields';
import { en } from '../../../domain/core/i18n/en';
import { monthGenerationMessages } from '../../../domain/core/i18n/month-generation-en';
import { renderMessage } from '../../../domain/core/refusals/render-message';
import { actMonth } from '../../../domain/core/calendar/act-month';
import { serverAnalytics } from '../../analytics/analytics';
import type { Executor } from '../../db/connection';
import { systemActor } from '../../items/system-actor';
import type { FileStore, ServerContext } from '../../server-context';
import { defineJob, type JobDefinition } from '../job-handlers';
import { jobSchema } from '../pg-boss-jobs';
import { recordTaskOutcome } from '../task-outcome';
import type { GenerationCounts, GenerationScope, MonthGenerationDef } from './month-generation-def';
import { lockMonth } from './month-lock';
import { writeMonth } from './month-writes';

export type { GenerationCounts, GenerationScope, MonthGenerationDef } from './month-generation-def';

/** One generation to run: a day of its month, its scope, who started it. */
export interface GenerationRun {
  date: string;
  scope?: GenerationScope;
  actor: Actor;
  /** The file store, for a generation that makes files. */
  files?: FileStore;
  /** The task running it: its outcome is recorded in the generation's transaction (task-outcome.ts). */
  taskId?: string;
}

/** The task's detail: the success text, the month, the counts and their sentence in English. */
export interface GenerationResult extends GenerationCounts {
  detail: string;
  month: string;
  summary: string;
  scope?: number;
  [more: string]: unknown;
}

export interface MonthGeneration {
  name: string;
  job: JobDefinition;
  /**
   * Queues the month's task (one at a time per month and scope: a second start joins the
   * running one) and answers its id. Refuses at once where the analytics database it needs
   * cannot load (400 naming CLICKHOUSE_URL).
   */
  start(ctx: ServerContext, request: { date: string; scope?: GenerationScope; userId: number | null }): Promise<string>;
  /** Reads what the analytics database gives (outside any transaction), then answers the month's writes for a transaction. */
  prepare(ctx: ServerContext, run: GenerationRun): Promise<(tx: Executor) => Promise<GenerationResult>>;
  /** Prepares, then writes in one transaction of its own. */
  run(ctx: ServerContext, run: GenerationRun): Promise<GenerationResult>;
}

export const countsSummary = (counts: GenerationCounts): string => renderMessage(monthGenerationMessages.counts, { ...counts }, (key) => en[key]);

export function defineMonthGeneration<F extends Fields, C extends Fields = Fields, Figures = unknown, A = undefined>(def: MonthGenerationDef<F, C, Figures, A>): MonthGeneration {
  const erased = def as unknown as MonthGenerationDef<Fields, Fields, unknown, unknown>;
  // Children are written in bulk without history of their own: their entity says so (system-writes.ts).
  if (def.children && !def.children.entity.generated) throw new Error(`The month generation ${def.name} writes ${def.children.entity.name} rows: declare that entity \`generated\``);

  async function prepare(ctx: ServerContext, run: GenerationRun) {
    const month = actMonth(run.date);
    const scope = run.scope ?? null;
    const read = (def.analytics ? await def.analytics(await serverAnalytics(ctx.config.dataDir), month, scope) : undefined) as A;
    return async (tx: Executor): Promise<GenerationResult> => {
      await lockMonth(tx, def.name, month.start);
      const figures = await def.source({ ctx, tx, month, scope, analytics: read, files: run.files ?? null });
      const rows = def.rows(figures, month);
      const counts = await writeMonth(tx, { ctx, def: erased, month, scope, actor: run.actor }, rows);
      return {
        detail: def.done,
        month: month.start,
        ...counts,
        summary: countsSummary(counts),
        ...(scope === null ? {} : { scope }),
        ...def.result?.(counts),
      };
    };
  }

  async function run(ctx: ServerContext, generation: GenerationRun) {
    const write = await prepare(ctx, generation);
    return ctx.database.db.transaction(async (tx) => {
      const result = await write(tx);
      if (generation.taskId) await recordTaskOutcome(tx, jobSchema, generation.taskId, result);
      return result;
    });
  }

  const job = defineJob(
    def.name,
    (ctx, data, taskId) =>
      run(ctx, { date: String(data.month), scope: typeof data.scope === 'number' ? data.scope : null, actor: systemActor((data.userId as number | null) ?? null), files: ctx.files, taskId }),
    def.queue,
  );

  return {
    name: def.name,
    job,
    prepare,
    run,
    async start(ctx, { date, scope = null, userId }) {
      if (def.analytics) await serverAnalytics(ctx.config.dataDir);
      const month = actMonth(date).start;
      return ctx.jobs.enqueue(def.name, { month, scope, userId }, { singleFlight: scope === null ? month : `${month}|${scope}` });
    },
  };
}

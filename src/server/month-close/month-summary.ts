/**
 * A month's close figures (domain/month-close/month-close-figures.ts), each read through the
 * items service as its list is (the caller's read rule, the list's filters and footer totals),
 * so the screen's counts and sums are the lists' own. A list the caller may not read is null.
 */
import { monthFigures, figureQuery, monthSections } from '../../domain/month-close/month-close-figures';
import { entityByName } from '../../domain/core/entities';
import type { Actor } from '../../domain/core/entity';
import { Refusal } from '../../domain/core/refusals/refusal';
import { actMonth } from '../../domain/core/calendar/act-month';
import { items } from '../items/items';
import { latestTaskRun } from '../jobs/latest-task-run';
import type { TaskRow } from '../jobs/task-list';
import { notSentGroups, type NotSentGroup } from './not-sent-groups';
import type { ServerContext } from '../server-context';

export interface FigureAnswer {
  count: number;
  total: Record<string, number | null>;
}

export interface MonthSummary {
  month: string;
  next: string;
  figures: Record<string, FigureAnswer | null>;
  runs: Record<string, TaskRow | null>;
  notSent: Record<string, NotSentGroup[] | null>;
}

export async function readMonthSummary(ctx: ServerContext, actor: Actor, date: string): Promise<MonthSummary> {
  const month = actMonth(date);
  const figures: Record<string, FigureAnswer | null> = {};
  for (const figure of monthFigures) {
    try {
      const answer = await items(entityByName(figure.entity), { ctx, actor }).list({ ...figureQuery(figure, month.start, month.next), page_size: '1' });
      const total = answer.total as Record<string, unknown>;
      figures[figure.key] = { count: answer.count, total: Object.fromEntries(figure.sums.map((field) => [field, total[field] === undefined || total[field] === null ? null : Number(total[field])])) };
    } catch (error) {
      if (error instanceof Refusal && error.kind === 'forbidden') figures[figure.key] = null;
      else throw error;
    }
  }
  const runs: Record<string, TaskRow | null> = {};
  const notSent: Record<string, NotSentGroup[] | null> = {};
  for (const section of monthSections) {
    // A section none of whose lists the caller may read shows no runs either.
    const readable = section.figures.some((figure) => figures[figure.key] !== null);
    for (const key of section.runs ?? []) runs[key] = readable ? await latestTaskRun(ctx.database, key, month.start) : null;
    if (!section.registry) continue;
    const notRegistered = figures[section.registry.notRegistered];
    notSent[section.key] = notRegistered ? notSentGroups(runs[section.registry.send] ?? null, notRegistered.count) : null;
  }
  return { month: month.start, next: month.next, figures, runs, notSent };
}

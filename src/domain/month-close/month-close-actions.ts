/**
 * The Month close screen's one call: a month's figures (month-close-figures.ts) as the lists
 * count them for the caller. Every signed-in user reads it (the figures are of lists each may
 * read; one the caller may not read is null); only admins act on it (the next steps are the
 * other areas' declared actions, with their own access and confirmations).
 */
import { z } from 'zod';
import { defineAction } from '../core/actions/action';
import { messages } from '../core/rules/field-rules';
import { taskStates } from '../core/tasks/task-list-row';

const taskRun = z
  .object({
    id: z.string(),
    name: z.string(),
    state: z.enum(taskStates),
    detail: z.unknown(),
    code: z.string().nullable(),
    values: z.record(z.string(), z.unknown()),
    startedBy: z.number().nullable(),
    startedByName: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    fileId: z.union([z.number(), z.string()]).nullable(),
  })
  .nullable();
/** Acts not sent for one reason: the reason as text, or as a code with its values; both null: not sent yet or changed since the last send. */
const notSentGroup = z.object({ reason: z.string().nullable(), code: z.string().nullable(), values: z.record(z.string(), z.unknown()), count: z.number() });
const figureAnswer = z.object({ count: z.number(), total: z.record(z.string(), z.number().nullable()) }).nullable();

export const monthCloseSummary = defineAction({
  method: 'GET',
  path: 'month_close/',
  summary: "A month's close: per figure (invoices, acts and their registry state, DMP exports, order acts, ERIR statistics, differences) the count and sums of the list it names; the last run of each send and statistics task and the acts not sent grouped by reason; for the month given (default: the previous one)",
  tags: ['month-close'],
  access: 'all',
  query: z.object({ date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, messages.date).optional().describe('YYYY-MM-01; default the previous month') }),
  answer: z.object({
    month: z.string(),
    next: z.string(),
    figures: z.record(z.string(), figureAnswer),
    /** Per task key of a section's runs: its last task for the month (null: never run, or not readable). */
    runs: z.record(z.string(), taskRun),
    /** Per section with a registry: its acts not actual in the registry grouped by reason (null: not readable). */
    notSent: z.record(z.string(), z.array(notSentGroup).nullable()),
  }),
});

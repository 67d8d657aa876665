/**
 * The Month close screen's one call: a month's figures (month-close-figures.ts) as the lists
 * count them for the caller. Every signed-in user reads it (the figures are of lists each may
 * read; one the caller may not read is null); only admins act on it (the next steps are the
 * other areas' declared actions, with their own access and confirmations).
 */
import { z } from 'zod';
import { defineAction } from '../core/actions/action';
import { messages } from '../core/rules/field-rules';

const figureAnswer = z.object({ count: z.number(), total: z.record(z.string(), z.number().nullable()) }).nullable();

export const monthCloseSummary = defineAction({
  method: 'GET',
  path: 'month_close/',
  summary: "A month's close: per figure (invoices, acts and their registry state, DMP exports, order acts, ERIR statistics, differences) the count and sums of the list it names, for the month given (default: the previous one)",
  tags: ['month-close'],
  access: 'all',
  query: z.object({ date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, messages.date).optional().describe('YYYY-MM-01; default the previous month') }),
  answer: z.object({ month: z.string(), next: z.string(), figures: z.record(z.string(), figureAnswer) }),
});

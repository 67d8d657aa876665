/**
 * Actions of the DMPs (spec 2 §2.3, §7.4; API.md "Buying side"): the month's exports, one per
 * DMP (or the chosen one), each replacing that DMP's earlier export of the month, made by a
 * background task after the audiences are refreshed from the analytics database.
 */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { defineAction } from '../core/actions/action';
import { taskAnswer } from '../core/actions/task-answer';

export const dmpMessages = {
  exported: 'DMP export complete',
  audiencesRefreshed: 'DMP audiences refreshed',
} as const;

const month = z
  .string({ error: messages.required })
  .min(1, { error: messages.required, abort: true })
  .refine((value) => /^\d{4}-\d{2}(-\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value.length === 7 ? `${value}-01` : value)), messages.date);

export const exportDmps = defineAction({
  method: 'POST',
  path: 'dmp/exports/',
  summary: "Export the month's DMP budgets and audiences (a task): one export per DMP, or the given one, replacing that DMP's earlier export of the month",
  tags: ['dmps'],
  access: 'all',
  body: z.object({
    date: month,
    dmp: z.coerce.number({ error: messages.invalid }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid).nullish(),
  }),
  answer: taskAnswer,
});

/**
 * Actions of the order acts and ERIR statistics (spec 2 §2.4, §7.4, §8; API.md "Entity paths"):
 * generating and sending a month's acts (admins; background tasks), building and saving a
 * month's statistics with their polled state, and switching a statistic's marker between
 * deleted and restored.
 */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { defineAction } from '../core/actions/action';
import { taskAnswer } from '../core/actions/task-answer';

const tags = ['registry'];

/** A day of the month to act on (`YYYY-MM-DD`, or `YYYY-MM`); empty or absent is refused by the handler with the spec's text. */
const monthDate = z
  .string()
  .refine((value) => value === '' || (/^\d{4}-\d{2}(-\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value.length === 7 ? `${value}-01` : value))), messages.date)
  .optional();

export const registryActMessages = {
  generateWithoutDate: 'Cannot generate acts without specified date',
  sendWithoutDate: 'Cannot send acts without specified date',
  generated: 'Act generation complete',
  sent: 'Act sending complete',
  markerChanged: 'Marker state changed',
  actionFailed: 'Action failed, check DAG logs for info',
  actionFailedBecause: 'Action failed, check DAG logs for info: {{reason}}',
  withoutContract: 'An act without contract cannot be sent: choose its contract',
};

export const generateErirActs = defineAction({
  method: 'POST',
  path: 'erir/acts/',
  summary: "Generate the month's order acts and their items (a task); unsent acts of the month are replaced, sent ones kept",
  tags,
  access: 'admin',
  confirm: 'Generate the acts of the month? Acts not yet sent are replaced.',
  query: z.object({ date: monthDate }),
  body: z.unknown().optional(),
  answer: taskAnswer,
});

export const sendErirActs = defineAction({
  method: 'GET',
  path: 'erir/send_acts/',
  changesState: true,
  summary: "Send the month's order acts that are not actual in the registry to their operators (a task)",
  tags,
  access: 'admin',
  confirm: 'Send the acts of the month to ERIR?',
  query: z.object({ date: monthDate }),
  answer: taskAnswer,
});

export const estatsActionNames = ['build', 'save'] as const;
export type EstatsActionName = (typeof estatsActionNames)[number];
const actionName = z.object({ name: z.enum(estatsActionNames, { error: 'Unknown action: build or save' }) });

export const startEstatsAction = defineAction({
  method: 'POST',
  path: 'estats/action/:name/',
  summary: "Build the month's ERIR statistics, or save (send) them to the creatives' operators (a task); date defaults to the previous month",
  tags,
  access: 'admin',
  params: actionName,
  body: z.object({ date: monthDate }).optional(),
  answer: taskAnswer,
});

export const estatsActionStates = ['success', 'failed', 'running', 'none'] as const;

export const estatsActionState = defineAction({
  method: 'GET',
  path: 'estats/action/:name/',
  summary: 'State of the last build or save: success, failed (with the reason), running, or none when never started',
  tags,
  access: 'all',
  params: actionName,
  answer: z.object({ state: z.enum(estatsActionStates), detail: z.unknown(), taskId: z.string().nullable() }),
});

export const switchEstatsMarker = defineAction({
  method: 'GET',
  path: 'estats/marker/:id/',
  changesState: true,
  summary: "Switch a statistic's marker between deleted and restored",
  tags,
  access: 'admin',
  params: z.object({ id: z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid) }),
  answer: z.object({ detail: z.string(), markerDeleted: z.boolean() }),
});

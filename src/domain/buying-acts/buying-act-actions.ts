/**
 * Actions of the buying side's acts (spec 2 §2.2, §2.3, §7.4, §8; API.md "Entity paths",
 * "Buying side"): for publisher acts and DSP acts alike, generating a month's acts (the POST on
 * the collection, a single synchronous call) and sending them to the registry (a task). Both
 * are admin only and need the month (`date`).
 */
import { z } from 'zod';
import { defineAction } from '../core/actions/action';
import { taskAnswer } from '../core/actions/task-answer';
import { messages } from '../core/rules/field-rules';

/** A day of the month (`YYYY-MM-DD`, or `YYYY-MM`); empty or absent is refused by the handler with the spec's text. */
const monthDate = z
  .string()
  .refine((value) => value === '' || (/^\d{4}-\d{2}(-\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value.length === 7 ? `${value}-01` : value))), messages.date)
  .optional();

/** What a generation answers: the success text, the month and its counts. */
export const generationAnswer = z.object({ detail: z.string(), month: z.string(), created: z.number(), replaced: z.number(), kept: z.number(), summary: z.string() }).passthrough();

export const buyingActMessages = {
  publisherGenerated: 'Publisher Acts generation complete',
  publisherSent: 'Publisher Acts sending complete',
  dspGenerated: 'DSP Acts generation complete',
  dspSent: 'DSP Acts sending complete',
} as const;

/** The two actions of one user's acts: `POST {acts}?date=` and `GET {base}send_acts/?date=`. */
function monthActActions(acts: string, sendPath: string, who: string) {
  return {
    generate: defineAction({
      method: 'POST',
      path: acts,
      changesState: true,
      summary: `Generate the month's ${who} acts and their items from the month's invoices; unsent acts of the month are replaced, sent ones kept`,
      tags: ['registry'],
      access: 'admin',
      confirm: 'Generate the acts of the month? Acts not yet sent are replaced.',
      query: z.object({ date: monthDate }),
      body: z.unknown().optional(),
      answer: generationAnswer,
    }),
    send: defineAction({
      method: 'GET',
      path: sendPath,
      changesState: true,
      summary: `Send the month's ${who} acts that are not actual in the registry, their counterparty and contract first (a task)`,
      tags: ['registry'],
      access: 'admin',
      confirm: 'Send the acts of the month to ERIR?',
      query: z.object({ date: monthDate }),
      answer: taskAnswer,
    }),
  };
}

const publisherActions = monthActActions('erir/publisher/acts/', 'erir/publisher/send_acts/', 'publisher');
export const generatePublisherActs = publisherActions.generate;
export const sendPublisherActs = publisherActions.send;

const dspActions = monthActActions('erir/dsp/acts/', 'erir/dsp/send_acts/', 'DSP');
export const generateDspActs = dspActions.generate;
export const sendDspActs = dspActions.send;

/**
 * Actions of the DSP side (spec 2 §2.3, §7.4; API.md "Buying side", "DSPs"): sending a DSP
 * contract to the registry, generating a month's DSP invoices, and the export of a DSP's
 * unmatched uploaded lines of a month. The DSP spreadsheet upload is a multipart route of its
 * own (server/dsps/dsp-info-upload-route.ts).
 */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { defineAction } from '../core/actions/action';
import { taskAnswer } from '../core/actions/task-answer';
import { registryApis } from '../registry/registry-actions';

/** `POST erir/dsp_info/` multipart (`file`, `name`): the DSP spreadsheet of stated lines. */
export const dspInfoUploadPath = 'erir/dsp_info/';

/** The specification's success messages (spec 2 §8). */
export const dspMessages = {
  invoicesGenerated: 'Invoices generation complete',
  exported: 'Export complete',
  contractSent: 'Contract sent successfully',
} as const;

const id = z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid);
const api = z.enum(registryApis, { error: 'Choose one of the offered values' });
/** A month's day (`YYYY-MM-DD`); empty or absent is refused by the handler with the spec's text. */
const monthDate = z
  .string()
  .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), messages.date)
  .nullish();

export const dspContractToErir = defineAction({
  method: 'GET',
  path: 'dsp/contract/to_erir/:id/',
  changesState: true,
  summary: 'Send a DSP contract to the registry through the chosen operator, or every configured one without `api` (our organisation and the DSP first); answers the task to poll',
  tags: ['registry'],
  access: 'all',
  params: z.object({ id }),
  query: z.object({ api: api.optional() }),
  answer: taskAnswer,
});

export const generateDspInvoices = defineAction({
  method: 'POST',
  path: 'dsp/invoice/generate/',
  summary: "Generate the month's DSP invoices from the analytics database's dsp_stats (a task); PAID invoices are kept, the others updated in place",
  tags: ['dsps'],
  access: 'all',
  confirm: 'Generate the DSP invoices of the month?',
  body: z.object({ date: monthDate }).partial().nullish(),
  answer: taskAnswer,
});

export const exportDspMissedMarkers = defineAction({
  method: 'POST',
  path: 'dsp/markers/',
  summary: "An .xlsx of a DSP's uploaded lines of a month whose marker belongs to no creative here (a task answering {fileId})",
  tags: ['dsps'],
  access: 'all',
  body: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.date), dsp: z.string().trim().min(1, messages.required) }),
  answer: taskAnswer,
});

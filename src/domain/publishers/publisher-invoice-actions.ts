/**
 * Actions of the publisher invoices (spec 2 §2.2, §7.4; API.md "Buying side"): generating a
 * month's invoices (every signed-in user; all publishers, or one: "regenerate for the
 * publisher") and the statistics exports of an invoice's month (five kinds, a spreadsheet file).
 */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { defineAction } from '../core/actions/action';
import { taskAnswer } from '../core/actions/task-answer';

const tags = ['publishers'];

/** The five statistics exports of an invoice (spec 2 §7.4), each a grouping of the PANEL figures. */
export const statisticsExportTypes = ['PANEL_PLACEMENTS', 'PANEL_DOMAINS', 'PANEL_FORMATS', 'PANEL_DOMAINS_FORMATS', 'PANEL_DOMAINS_PLACEMENTS'] as const;
export type StatisticsExportType = (typeof statisticsExportTypes)[number];

/** The English texts of the specification (spec 2 §8). */
export const publisherInvoiceMessages = {
  generateWithoutDate: 'Cannot generate Invoices without specified date',
  generated: 'Invoices generation complete',
  exported: 'Export complete',
} as const;

const id = z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid);
/** A day of the month (`YYYY-MM-DD` or `YYYY-MM`); empty or absent is refused by the handler with the specification's text. */
const monthDate = z
  .string()
  .refine((value) => value === '' || (/^\d{4}-\d{2}(-\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value.length === 7 ? `${value}-01` : value))), messages.date)
  .nullish();

export const generatePublisherInvoices = defineAction({
  method: 'POST',
  path: 'publishers/invoices/generate/',
  summary: "Generate the month's publisher invoices (all publishers, or the one given) from the analytics figures and the non-media uploads; unpaid invoices are updated in place, PAID ones never change (a task)",
  tags,
  access: 'all',
  confirm: 'Generate the invoices of the month? Unpaid invoices are updated, paid ones kept.',
  body: z.object({ date: monthDate, publisher: id.nullish() }).optional(),
  answer: taskAnswer,
});

export const publisherStatisticsExport = defineAction({
  method: 'POST',
  path: 'publishers/exports/',
  summary: "An .xlsx of the invoice publisher's PANEL figures of the invoice month, grouped by the type, with a total row (a task whose result is `{fileId}`); named `{YYYY-MM}_{type}.xlsx`",
  tags,
  access: 'all',
  body: z.object({ invoice: id, type: z.enum(statisticsExportTypes, { error: 'Choose one of the offered values' }) }),
  answer: taskAnswer,
});

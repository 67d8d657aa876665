/**
 * The DSP side's declarations (spec 2 §2.3, §3, §5, §9; API.md "Buying side", "DSPs"): DSP
 * contracts (sent to the registry as publisher contracts are), DSPs (text id; `dspId` lists the
 * identifiers the analytics database's `dsp_stats.dsp_id` uses), DSP invoices (generated per DSP
 * and month from `dsp_stats`, typed by hand too) and missed markers (one row per DSP and month
 * with uploaded lines, written by the upload only).
 */
import { defineEntity, type ViewerContext } from '../core/entity';
import { registryFields } from '../registry/registry-fields';
import { invoiceActSendingStatus, invoiceActSum, invoiceDeleteGuards } from '../buying-acts/invoice-act-fields';
import { buyingContractFields, publisherContractRegistryFields } from '../buying-invoices/buying-contract-fields';
import { shiftMonth } from '../core/calendar/act-month';
import { monthStart } from '../sales/order-dates';
import { businessDay } from '../core/calendar/business-day';
import { invoiceFields, invoiceMonthFilter } from '../buying-invoices/invoice-fields';

const { number, date, ...contractTerms } = buyingContractFields;

export const dspContract = defineEntity({
  name: 'dspContract',
  area: 'dsps',
  path: 'dsp/contract/',
  table: 'dsp_contracts',
  display: 'number',
  searchFields: ['number'],
  defaultOrdering: ['-date', '-id'],
  editor: { mode: 'page' },
  access: { delete: 'superAdmin' },
  fields: {
    // Number and date first: the order of the DSP contract's answers.
    number,
    date,
    ...contractTerms,
    ...registryFields('dspContract', publisherContractRegistryFields),
  },
});

export const dsp = defineEntity({
  name: 'dsp',
  area: 'dsps',
  path: 'dsp/',
  table: 'dsps',
  idKind: 'text',
  display: 'name',
  searchFields: ['name'],
  globalSearch: 7,
  defaultOrdering: ['name'],
  editor: { mode: 'page' },
  access: { delete: 'superAdmin' },
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
    legalEntity: { kind: 'ref', ref: 'legalEntity', index: true },
    contract: { kind: 'ref', ref: 'dspContract', required: true, index: true },
    dspId: { kind: 'list', trim: true, rules: ['nonBlankItems'] },
    url: { kind: 'url', trim: true, rules: ['url'] },
    needSendOrd: { kind: 'boolean', default: true },
  },
});

/** spec 2 §9: a new DSP invoice is dated the previous month. */
const previousMonth = () => shiftMonth(monthStart(businessDay()), -1);

export const dspInvoice = defineEntity({
  name: 'dspInvoice',
  area: 'dsps',
  path: 'dsp/invoice/',
  table: 'dsp_invoices',
  display: 'id',
  searchFields: [],
  defaultOrdering: ['-date', '-id'],
  defaultFilters: invoiceMonthFilter,
  indexes: [['date', 'dsp']],
  editor: { mode: 'page' },
  // Spec 2 §6: the books' tables are deleted by a super admin only, and never a kept invoice.
  access: { delete: 'superAdmin' },
  deleteGuards: invoiceDeleteGuards('dsp_acts', 'dsp_id', 'dsp'),
  // Seven fit 1440 px (issue 24); the rest are one click away in the chooser.
  listView: { columns: ['dsp', 'date', 'dspAmount', 'originalAmount', 'diff', 'amountWithNds', 'paymentStatus'] },
  fields: {
    dsp: { kind: 'ref', ref: 'dsp', required: true, createOnly: true, index: true },
    ...invoiceFields,
    date: { ...invoiceFields.date, default: previousMonth },
    impressions: { kind: 'int', wide: true, summary: 'sum', rules: ['nonNegativeInteger'] },
    originalAmount: { kind: 'money', summary: 'sum' },
    dspAmount: { kind: 'money', required: true, summary: 'sum' },
    diff: { kind: 'money', summary: 'sum', computed: { sql: 'coalesce({originalAmount} - {dspAmount}, 0)' } },
    needOrdReport: { kind: 'boolean' },
    ...invoiceActSum('dsp_acts', 'dsp_id', 'dsp'),
    ...invoiceActSendingStatus('dsp_acts', 'dsp_id', 'dsp'),
    postponeDays: { kind: 'int', rules: ['nonNegativeInteger'] },
  },
});

/**
 * One row per DSP and month whose spreadsheet lines were uploaded (`POST erir/dsp_info/`):
 * `budget` = Σ the lines' budget (kept by the upload), `invoiceBudget` = that DSP invoice's
 * `amountWithoutNds` (0 without one), `diff` = `budget` − `invoiceBudget`.
 */
export const dspMissedMarker = defineEntity({
  name: 'dspMissedMarker',
  area: 'dsps',
  path: 'dsp/markers/',
  table: 'dsp_missed_markers',
  display: 'id',
  searchFields: [],
  defaultOrdering: ['-date', 'dsp'],
  defaultFilters: (ctx: ViewerContext) => ({ date__btw: `${shiftMonth(monthStart(ctx.today), -1)},${monthStart(ctx.today)}` }),
  indexes: [['date', 'dsp']],
  access: { create: 'none', update: 'none', delete: 'none' },
  editor: { mode: 'dialog', noDelete: true },
  listView: { noCreate: true, noDelete: true },
  fields: {
    dsp: { kind: 'ref', ref: 'dsp', required: true, readOnly: true, index: true, onDelete: 'cascade' },
    date: { kind: 'date', required: true, readOnly: true },
    budget: { kind: 'money', required: true, readOnly: true, summary: 'sum' },
    invoiceBudget: {
      kind: 'money',
      summary: 'sum',
      computed: { sql: '(select coalesce(sum(i.amount_without_nds), 0) from dsp_invoices i where i.dsp_id = {dsp} and i.date = {date})' },
    },
    diff: {
      kind: 'money',
      summary: 'sum',
      computed: { sql: '{budget} - (select coalesce(sum(i.amount_without_nds), 0) from dsp_invoices i where i.dsp_id = {dsp} and i.date = {date})' },
    },
  },
});

export const dspEntities = [dspContract, dsp, dspInvoice, dspMissedMarker] as const;

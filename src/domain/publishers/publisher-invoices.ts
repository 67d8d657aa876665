/**
 * Publisher invoices (spec 2 §2.2, §3, §5, §9; API.md "Buying side"): what we owe a publisher for
 * a month, generated from the analytics database's `publisher_stats` and the non-media figures
 * (server/publishers/invoice-generation.ts) or typed by hand. The shared invoice fields
 * (buying-invoices/invoice-fields.ts) carry the amounts, the payment and its computed status;
 * `impressions` and `panelAmount` are the month's figures; `type` is the publisher's.
 */
import { defineEntity } from '../core/entity';
import { invoiceFields, invoiceMonthFilter } from '../buying-invoices/invoice-fields';
import { invoiceAmountWithNds } from '../buying-invoices/invoice-rules';
import { invoiceActSum, invoiceDeleteGuards } from '../buying-acts/invoice-act-fields';

export const publisherInvoice = defineEntity({
  name: 'publisherInvoice',
  area: 'publishers',
  path: 'publishers/invoices/',
  table: 'publisher_invoices',
  display: 'id',
  searchFields: [],
  defaultOrdering: ['-date', '-id'],
  defaultFilters: (ctx) => ({ ...invoiceMonthFilter(ctx), type: 'REGULAR' }),
  indexes: [['date', 'publisher']],
  editor: { mode: 'dialog', width: 700 },
  // Spec 2 §6: the books' tables are deleted by a super admin only, and never a kept invoice.
  access: { delete: 'superAdmin' },
  deleteGuards: invoiceDeleteGuards('publisher_acts', 'publisher_id', 'publisher'),
  fields: {
    publisher: { kind: 'ref', ref: 'publisher', required: true, createOnly: true, index: true },
    type: { kind: 'enum', enum: 'publisherType', computed: { sql: '{publisher.type}' }, editor: false },
    impressions: { kind: 'int', summary: 'sum', rules: ['nonNegativeInteger'] },
    panelAmount: { kind: 'money', summary: 'sum' },
    ...invoiceFields,
    ...invoiceActSum('publisher_acts', 'publisher_id', 'publisher'),
    divideSource: { kind: 'boolean' },
  },
  listView: {
    // Seven fit 1440 px (issue 24); impressions, the panel amount, the act sum, the statuses and the rest are one click away in the chooser.
    columns: ['date', 'publisher', 'amountWithoutNds', 'amountWithNds', 'paymentAmount', 'toPaySum', 'paymentStatus'],
  },
  // The amount with VAT follows the amount without it and the VAT percent unless the same write sets it.
  normalize: (model, _previous, changed) =>
    (changed.has('amountWithoutNds') || changed.has('nds')) && !changed.has('amountWithNds') && model.amountWithoutNds !== null
      ? { amountWithNds: invoiceAmountWithNds(model.amountWithoutNds, model.nds) }
      : {},
});

/**
 * The fields both invoice kinds of the buying side declare alike (spec 2 §3, §5, §9; API.md
 * "Buying side"): the month's date, the amounts without and with VAT (non-zero), the VAT
 * percent, the sign status (default NO_ORIGIN), the amount paid, the act number, the comment,
 * and the server-computed payment status and amount to pay. Each invoice entity spreads them
 * beside its own counterparty and figures.
 */
import type { ViewerContext } from '../core/entity';
import { defaultActsFilter } from '../core/calendar/act-month';
import { invoicePaymentStatusSql, invoiceToPaySql } from './invoice-rules';

export const invoiceFields = {
  date: { kind: 'date', required: true, index: true },
  amountWithoutNds: { kind: 'money', required: true, summary: 'sum', rules: ['nonZero'] },
  // Without a value the server takes the contract's (server/publishers/invoice-contract-nds.ts).
  nds: { kind: 'decimal', rules: ['unsigned'], min: 0, max: 100 },
  amountWithNds: { kind: 'money', required: true, summary: 'sum', rules: ['nonZero'] },
  status: { kind: 'enum', enum: 'psspInvoiceSignStatus', required: true, default: 'NO_ORIGIN', label: 'fields.invoiceSignStatus' },
  paymentAmount: { kind: 'money', required: true, default: 0, summary: 'sum', additive: true },
  paymentStatus: { kind: 'enum', enum: 'paymentStatus', computed: { sql: invoicePaymentStatusSql }, editor: false },
  toPaySum: { kind: 'money', summary: 'sum', computed: { sql: invoiceToPaySql }, editor: false },
  actNumber: { kind: 'string', trim: true },
  comment: { kind: 'text', trim: true },
} as const;

/** spec 2 §9: an invoice table opens on the previous and the current month. */
export const invoiceMonthFilter = (ctx: ViewerContext) => ({ date__btw: defaultActsFilter(ctx.today) });

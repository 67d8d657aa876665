/**
 * The rules both invoice kinds of the buying side share (publisher and DSP invoices; API.md
 * "Buying side", spec 2 §4, §5, §9): the amount with VAT from the amount without it (rounded to
 * 2 decimals half away from zero; 20 % without a contract's nds), the payment status and the
 * amount still to pay computed from `paymentAmount`, and "set paid" as a PATCH of
 * `paymentAmount` to `amountWithNds`. Pure: the server, the generation and the editor use them.
 */
import Decimal from 'decimal.js';
import { roundMoney } from '../core/money';
import { paidWhen, paymentStatusOf, paymentStatusSql, type PaymentStatus, type PaymentStatusRule } from '../core/rules/payment-status-rule';

/** The VAT percent of an invoice whose counterparty's contract has none (spec 2 §9). */
export const defaultInvoiceNds = 20;

/** A buying invoice's VAT percent from its counterparty's contract's `nds` (absent: no contract, or none on it). */
export function invoiceNdsOf(contractNds: number | string | null | undefined): number {
  return contractNds === null || contractNds === undefined ? defaultInvoiceNds : Number(contractNds);
}

export type InvoicePaymentStatus = PaymentStatus;

/** PAID when `paymentAmount` ≥ `amountWithNds` > 0, PARTIALLY_PAID when 0 < `paymentAmount` < `amountWithNds`, else NOT_PAID. */
export const invoicePaymentRule: PaymentStatusRule = {
  cases: [
    { status: 'PAID', when: paidWhen },
    {
      status: 'PARTIALLY_PAID',
      when: [
        ['paid', '>', 0],
        ['paid', '<', 'due'],
      ],
    },
  ],
  otherwise: 'NOT_PAID',
};

const dec = (value: number | string | null | undefined) => new Decimal(value ?? 0);

/** Money rounded to 2 decimals half away from zero (a generated row's money, API.md "Buying side"): the one money module's. */
export { roundMoney };

/** `amountWithoutNds` × (1 + nds/100), rounded; an absent nds counts 20. */
export function invoiceAmountWithNds(amountWithoutNds: number | string | null | undefined, nds: number | string | null | undefined): number {
  return roundMoney(dec(amountWithoutNds).times(dec(invoiceNdsOf(nds)).dividedBy(100).plus(1)));
}

/** PAID when `paymentAmount` ≥ `amountWithNds` > 0, PARTIALLY_PAID when 0 < `paymentAmount` < `amountWithNds`, else NOT_PAID. */
export function invoicePaymentStatus(amountWithNds: number | null | undefined, paymentAmount: number | null | undefined): InvoicePaymentStatus {
  return paymentStatusOf(invoicePaymentRule, amountWithNds, paymentAmount);
}

/** `amountWithNds` − `paymentAmount`. */
export function invoiceToPay(amountWithNds: number | null | undefined, paymentAmount: number | null | undefined): number {
  return roundMoney(dec(amountWithNds).minus(dec(paymentAmount)));
}

/** The same rules as SQL over the invoice's own columns, for the computed fields (filtered, ordered, totalled in the database). */
export const invoicePaymentStatusSql = paymentStatusSql(invoicePaymentRule, { due: '{amountWithNds}', paid: '{paymentAmount}' });
export const invoiceToPaySql = 'coalesce({amountWithNds}, 0) - coalesce({paymentAmount}, 0)';

export interface PayableInvoice {
  id: number | string;
  amountWithNds: number | null;
  paymentAmount: number | null;
  updatedAt?: string;
}

/** "Set paid" (spec 2 §4): the PATCH that pays the invoice in full; null when it is PAID already (the action is hidden then). */
export function setPaidPatch(invoice: PayableInvoice): { id: number | string; paymentAmount: number; updatedAt?: string } | null {
  if (invoicePaymentStatus(invoice.amountWithNds, invoice.paymentAmount) === 'PAID') return null;
  return { id: invoice.id, paymentAmount: roundMoney(dec(invoice.amountWithNds)), ...(invoice.updatedAt ? { updatedAt: invoice.updatedAt } : {}) };
}

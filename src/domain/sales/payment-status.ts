/** An order's payment status and the date it became paid (API.md "Sales"). */
import Decimal from 'decimal.js';

export type PaymentStatus = 'NOT_PAID' | 'PARTIALLY_PAID' | 'PAID';

export function paymentStatus(sumWithNds: number | null | undefined, paymentSum: number | null | undefined): PaymentStatus {
  const due = new Decimal(sumWithNds ?? 0);
  const paid = new Decimal(paymentSum ?? 0);
  if (paid.isZero()) return 'NOT_PAID';
  if (due.greaterThan(0) && paid.greaterThanOrEqualTo(due)) return 'PAID';
  return 'PARTIALLY_PAID';
}

/** What "set paid" invoices: the unpaid remainder. */
export function unpaidRemainder(sumWithNds: number | null | undefined, paymentSum: number | null | undefined): number {
  return new Decimal(sumWithNds ?? 0).minus(paymentSum ?? 0).toDecimalPlaces(2).toNumber();
}

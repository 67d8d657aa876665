/** An order's payment status and the date it became paid (API.md "Sales"). */
import { moneyDecimal, roundedMoney } from '../core/money';
import { paidWhen, paymentStatusOf, type PaymentStatus, type PaymentStatusRule } from '../core/rules/payment-status-rule';

export type { PaymentStatus };

/** NOT_PAID when `paymentSum` is 0, PAID when `paymentSum` ≥ `sumWithNds` > 0, else PARTIALLY_PAID. */
export const orderPaymentRule: PaymentStatusRule = {
  cases: [
    { status: 'NOT_PAID', when: [['paid', '=', 0]] },
    { status: 'PAID', when: paidWhen },
  ],
  otherwise: 'PARTIALLY_PAID',
};

export function paymentStatus(sumWithNds: number | null | undefined, paymentSum: number | null | undefined): PaymentStatus {
  return paymentStatusOf(orderPaymentRule, sumWithNds, paymentSum);
}

/** What "set paid" invoices: the unpaid remainder. */
export function unpaidRemainder(sumWithNds: number | null | undefined, paymentSum: number | null | undefined): number {
  return roundedMoney(moneyDecimal(sumWithNds).minus(moneyDecimal(paymentSum))).toNumber();
}

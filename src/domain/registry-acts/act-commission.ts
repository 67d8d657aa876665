/**
 * The commission of an order act (spec 2 §5, spec 1 §9): the commission sum is the act's sum
 * times the commission percent / 100, rounded to 2 decimals half away from zero; the percent a
 * generated act carries is the order's commission as a share of its sum without VAT.
 */
import Decimal from 'decimal.js';
import { roundMoney } from '../core/money';

/** Places of a `decimal` field: the percent is stored with 4. */
const percentPlaces = 4;

export function actCommissionSum(sum: number | null, percent: number | null): number | null {
  if (sum === null || percent === null) return null;
  return roundMoney(new Decimal(sum).times(percent).dividedBy(100));
}

/** The order's commission in percent of its sum without VAT (0 when the order sums to 0). */
export function actCommissionPercent(orderSumWithoutNds: number, orderCommission: number): number {
  if (new Decimal(orderSumWithoutNds).isZero()) return 0;
  return new Decimal(orderCommission).times(100).dividedBy(orderSumWithoutNds).toDecimalPlaces(percentPlaces, Decimal.ROUND_HALF_UP).toNumber() || 0;
}

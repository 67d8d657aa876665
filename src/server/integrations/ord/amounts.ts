/**
 * Money as the operators take it: decimal strings, VAT computed from the amount without VAT
 * and the rate, rounded to kopecks half away from zero (as every sum of the product).
 */
import Decimal from 'decimal.js';
import type { OrdMoney } from './records';

export interface VatSplit {
  withoutVat: string;
  vat: string;
  withVat: string;
}

export function decimalText(value: number, places = 2): string {
  return new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

export function vatSplit(money: OrdMoney, places = 2): VatSplit {
  const without = new Decimal(money.withoutVat).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  const vat = without.times(money.vatRate ?? 0).dividedBy(100).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return { withoutVat: without.toFixed(places), vat: vat.toFixed(places), withVat: without.plus(vat).toFixed(places) };
}

/** The calendar month ('YYYY-MM') of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

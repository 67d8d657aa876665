/**
 * Money as the operators take it: decimal strings, VAT computed from the amount without VAT
 * and the rate, rounded to kopecks half away from zero by core/money.ts (as every sum of the product).
 */
import { moneyScale, moneyTextAt, roundedMoney } from '../../../domain/core/money';
import type { OrdMoney } from './records';

export interface VatSplit {
  withoutVat: string;
  vat: string;
  withVat: string;
}

/** An amount as the operators write it: 2 decimals, or a unit price's 5. */
export function decimalText(value: number, places = moneyScale): string {
  return moneyTextAt(value, places);
}

export function vatSplit(money: OrdMoney): VatSplit {
  const without = roundedMoney(money.withoutVat);
  const vat = roundedMoney(without.times(money.vatRate ?? 0).dividedBy(100));
  return { withoutVat: moneyTextAt(without, moneyScale), vat: moneyTextAt(vat, moneyScale), withVat: moneyTextAt(without.plus(vat), moneyScale) };
}

/** The calendar month ('YYYY-MM') of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

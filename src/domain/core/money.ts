/**
 * Money: the one place where amounts are rounded and written out (DESIGN.md "Money and
 * numbers"), on decimal.js, for the server, the browser, uploads and SQL generation alike.
 * Rounding is to 2 decimals, half away from zero (0.005 → 0.01, −0.005 → −0.01), never through
 * `Math.round(x * 100) / 100` or `toFixed(2)` on binary floats (1.005 would become 1.00); a
 * lint rule (eslint.config.js) refuses both everywhere else in src.
 */
import Decimal from 'decimal.js';

/** Decimal places of every money column. */
export const moneyScale = 2;

/** A value as decimal.js reads it; null, undefined and '' count 0, as they do in money sums. */
export function moneyDecimal(value: Decimal.Value | null | undefined): Decimal {
  return new Decimal(value === null || value === undefined || value === '' ? 0 : value);
}

/** The amount rounded to 2 decimals half away from zero, still a decimal (to split or sum further). */
export function roundedMoney(value: Decimal.Value | null | undefined): Decimal {
  return moneyDecimal(value).toDecimalPlaces(moneyScale, Decimal.ROUND_HALF_UP);
}

/** The amount rounded to 2 decimals half away from zero, as a number (never −0). */
export function roundMoney(value: Decimal.Value | null | undefined): number {
  return roundedMoney(value).toNumber() || 0;
}

/** A database's answer (numeric text, a number, null) as a rounded amount; anything unreadable counts 0. */
export function moneyFrom(value: unknown): number {
  if (typeof value !== 'number' && typeof value !== 'string') return 0;
  try {
    return roundMoney(value);
  } catch {
    return 0;
  }
}

/** The amount as text with exactly 2 decimals ("1234.50", "-0.01"), for numeric columns, files and printed documents. */
export function moneyText(value: Decimal.Value | null | undefined): string {
  return moneyDecimal(value).toFixed(moneyScale, Decimal.ROUND_HALF_UP).replace(/^-(0\.0+)$/, '$1');
}

/** An amount at a scale of its own (a unit price to 5 decimals), rounded the same way, as text with exactly that many decimals. */
export function moneyTextAt(value: Decimal.Value, places: number): string {
  return new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

/** SQL that rounds an expression as roundMoney does (PostgreSQL's round(numeric, 2) rounds half away from zero). */
export function roundMoneySql(expression: string): string {
  return `round((${expression})::numeric, ${moneyScale})`;
}

/**
 * The range of values each field may hold (API.md "Values"): numbers fit their column without
 * rounding into another number, money has at most 2 decimals, a date lies between 1900-01-01
 * and 2099-12-31, every text has a maximum length. A field may declare narrower `min`, `max`
 * and `maxLength` (a VAT percent is 0 to 100). Pure: the server and the editor check the same.
 */
import Decimal from 'decimal.js';
import type { FieldDef } from '../fields';

/** A field error's code and the values its message names (`values.max` with `{max: 100}`). */
export interface FieldErrorCode {
  code: 'values.min' | 'values.max' | 'values.maxLength' | 'values.decimals' | 'values.unknownIds';
  values: Record<string, string | number>;
}

/** Whether a value is a field error's code and values (a zod issue's `params`, an `errorCodes` entry). */
export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  if (!value || typeof value !== 'object') return false;
  const { code, values } = value as { code?: unknown; values?: unknown };
  return typeof code === 'string' && code in valueRefusals && !!values && typeof values === 'object';
}

/** The English texts of the codes (the Russian ones are in i18n/refusals-ru.ts). */
export const valueRefusals = {
  'values.min': 'Ensure this value is greater than or equal to {{min}}.',
  'values.max': 'Ensure this value is less than or equal to {{max}}.',
  'values.maxLength': 'Ensure this field has no more than {{maxLength}} characters.',
  'values.decimals': 'Ensure that there are no more than {{decimals}} decimal places.',
  'values.unknownIds': 'These items do not exist: {{ids}}',
} as const;

export const firstDate = '1900-01-01';
export const lastDate = '2099-12-31';

/**
 * Numbers: money is numeric(16,2) and decimals numeric(18,4), kept below 10^12 so that a JSON
 * number still carries every digit; an int is a 32-bit column unless `wide` (64-bit, within
 * JavaScript's exact integers).
 */
const numberLimits: Record<'int' | 'decimal' | 'money', number> = {
  int: 2_147_483_647,
  decimal: 99_999_999_999.9999,
  money: 999_999_999_999.99,
};

export function numberRange(field: FieldDef): { min: number; max: number } {
  const kind = field.kind as keyof typeof numberLimits;
  const limit = kind === 'int' && field.wide ? Number.MAX_SAFE_INTEGER : numberLimits[kind];
  return { min: field.min ?? -limit, max: field.max ?? limit };
}

export function maxLengthOf(field: FieldDef): number {
  return field.maxLength ?? (field.kind === 'text' ? 100_000 : 2_000);
}

export const decimalsOf = (field: FieldDef): number | null => (field.kind === 'money' ? 2 : field.kind === 'decimal' ? 4 : null);

/** Decimal places of a number as typed (`'1.005'`, 1.005 → 3). */
export function decimalPlaces(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value.replace(/\s+/g, '').replace(',', '.');
  const exponent = /e([+-]?\d+)$/i.exec(text);
  const mantissa = text.replace(/e[+-]?\d+$/i, '');
  const fraction = (mantissa.split('.')[1] ?? '').replace(/0+$/, '');
  return Math.max(0, fraction.length - (exponent ? Number(exponent[1]) : 0));
}

/**
 * A JSON number that is its rounding to `decimals` but for binary floating point's last digits
 * (0.57 + 1 = 1.5699999999999998, sent by a script that added in floating point): the number meant
 * has `decimals` places, so it is taken (and stored rounded), while 1.005 is refused.
 */
function isBinaryNoise(typed: number | string, decimals: number): boolean {
  if (typeof typed !== 'number') return false;
  const meant = new Decimal(typed).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  return meant.minus(typed).abs().lessThan(new Decimal(Math.abs(typed)).times(1e-12).plus(1e-12));
}

/** The error of a value beyond its field's range, or null. */
export function rangeError(field: FieldDef, n: number, typed: number | string): FieldErrorCode | null {
  const { min, max } = numberRange(field);
  if (n < min) return { code: 'values.min', values: { min } };
  if (n > max) return { code: 'values.max', values: { max } };
  const decimals = decimalsOf(field);
  if (field.kind === 'money' && decimals !== null && decimalPlaces(typed) > decimals && !isBinaryNoise(typed, decimals)) return { code: 'values.decimals', values: { decimals } };
  return null;
}

export function dateRangeError(text: string): FieldErrorCode | null {
  const day = text.slice(0, 10);
  if (day < firstDate) return { code: 'values.min', values: { min: firstDate } };
  if (day > lastDate) return { code: 'values.max', values: { max: lastDate } };
  return null;
}

/** The English message of a code, its values filled in. */
export function messageOfCode(error: FieldErrorCode): string {
  return valueRefusals[error.code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(error.values[name] ?? ''));
}

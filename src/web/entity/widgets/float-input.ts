/**
 * The float input of spec 1 §5 for typing: the shown text keeps only digits, one separator and
 * a leading minus, and the value is `parseFloatInput` of it (2 decimals; 4 for decimal fields).
 * What is not a plain number stays as typed and is the value, so that the form refuses it on
 * the field instead of saving something else: an exponent ("1e309" is not 1309) and a number
 * too long to hold exactly ("99999999999999999999" is not 100000000100000006144).
 */
import Decimal from 'decimal.js';
import { parseFloatInput, toNumber } from '../../../domain/core/rules/field-rules';

/** Scientific notation ("1e309", "2E5"): not stripped to digits. */
const exponent = /\d\s*[eE]\s*[-+]?\d/;

/** Whether the text is typed scientific notation, kept as typed. */
export function isExponentText(text: string): boolean {
  return exponent.test(text);
}

/** Text as typed, other characters stripped (a trailing separator is kept while typing). */
export function cleanFloatText(text: string): string {
  if (isExponentText(text)) return text.trim();
  const negative = text.trimStart().startsWith('-');
  let body = text.replace(/[^0-9.,]/g, '');
  const sep = body.search(/[.,]/);
  if (sep >= 0) body = body.slice(0, sep + 1) + body.slice(sep + 1).replace(/[.,]/g, '');
  return (negative ? '-' : '') + body;
}

export function floatValue(text: string, decimals = 2): number | string | null {
  if (isExponentText(text)) return text.trim();
  const cleaned = cleanFloatText(text).replace(/[.,]$/, '');
  const whole = toNumber(cleaned);
  // Beyond what a float holds to the cent: the text itself, refused by the form's check.
  if (whole !== null && !Number.isSafeInteger(Math.round(Math.abs(whole) * 10 ** decimals))) return cleaned.replace(',', '.');
  if (decimals === 2) return parseFloatInput(text);
  const n = whole;
  if (n === null) return null;
  const scale = 10 ** decimals;
  return (Math.sign(n) * Math.round(Math.abs(n) * scale)) / scale || 0;
}

/** The text of a number in the input; money shows exactly 2 decimals (spec 1 §9). */
export function floatText(value: unknown, fixed?: number): string {
  if (value === null || value === undefined || value === '') return '';
  // A decimal string, never a float's digits (Decimal of a number reads its shortest form).
  return fixed !== undefined && typeof value === 'number' && Number.isFinite(value) ? new Decimal(value).toFixed(fixed, Decimal.ROUND_HALF_UP) : String(value);
}

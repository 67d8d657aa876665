/**
 * The float input of spec 1 §5 for typing: the shown text keeps only digits, one separator and
 * a leading minus, and the value is `parseFloatInput` of it (2 decimals; 4 for decimal fields).
 */
import { parseFloatInput, toNumber } from '../../../domain/core/rules/field-rules';

/** Text as typed, other characters stripped (a trailing separator is kept while typing). */
export function cleanFloatText(text: string): string {
  const negative = text.trimStart().startsWith('-');
  let body = text.replace(/[^0-9.,]/g, '');
  const sep = body.search(/[.,]/);
  if (sep >= 0) body = body.slice(0, sep + 1) + body.slice(sep + 1).replace(/[.,]/g, '');
  return (negative ? '-' : '') + body;
}

export function floatValue(text: string, decimals = 2): number | null {
  if (decimals === 2) return parseFloatInput(text);
  const n = toNumber(cleanFloatText(text).replace(/[.,]$/, ''));
  if (n === null) return null;
  const scale = 10 ** decimals;
  return (Math.sign(n) * Math.round(Math.abs(n) * scale)) / scale || 0;
}

/** The text of a number in the input; money shows exactly 2 decimals (spec 1 §9). */
export function floatText(value: unknown, fixed?: number): string {
  if (value === null || value === undefined || value === '') return '';
  return fixed !== undefined && typeof value === 'number' ? value.toFixed(fixed) : String(value);
}

/**
 * Display of values in tables and exports (spec 1 §9, API.md "Display"): money and decimals
 * with exactly 2 decimals grouped in the user's language, whole numbers (ids, counts) as plain
 * digits, short K/M display, dates in the user's locale, enum texts, reference display texts.
 */
import type { FieldDef } from '../../domain/core/fields';
import { formatDate, formatDateTime, numberLocale } from '../app/locale';

export interface FormatContext {
  language: string;
  enumLabel(enumName: string, value: string): string;
  refLabel(refName: string, id: unknown): string | null;
}

// One formatter per locale and precision: toLocaleString with options builds a new one per call,
// which is most of a table's first render.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, kind: FieldDef['kind'], language: string): string {
  const whole = kind === 'int';
  const decimals = whole ? 0 : 2;
  const locale = numberLocale(language);
  const key = `${locale}|${decimals}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: !whole });
    numberFormats.set(key, formatter);
  }
  return formatter.format(value);
}

/** Thousands as K, millions and billions both as M (spec 1 §9), 2 decimals in the user's language ("1,23M" in Russian). */
export function formatShort(value: number, language: string): string {
  const abs = Math.abs(value);
  if (abs >= 1e6) return `${formatNumber(value / 1e6, 'decimal', language)}M`;
  if (abs >= 1e3) return `${formatNumber(value / 1e3, 'decimal', language)}K`;
  return formatNumber(value, 'decimal', language);
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const plainText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function numberCell(value: unknown, field: FieldDef, language: string): string {
  const n = asNumber(value);
  if (n === null) return '';
  return field.short ? formatShort(n, language) : formatNumber(n, field.kind, language);
}

function enumListCell(value: unknown, enumName: string, ctx: FormatContext): string {
  return Array.isArray(value) ? value.map((v) => ctx.enumLabel(enumName, String(v))).join(', ') : '';
}

function refCell(name: string, value: unknown, refName: string, row: Record<string, unknown>, ctx: FormatContext): string {
  const named = row[`${name}Name`];
  if (typeof named === 'string') return named;
  if (value === null || value === undefined) return '';
  return ctx.refLabel(refName, value) ?? String(value);
}

function refListCell(name: string, value: unknown, refName: string, row: Record<string, unknown>, ctx: FormatContext): string {
  const named = row[`${name}Names`] ?? row[`${name}Name`];
  if (Array.isArray(named)) return named.join(', ');
  if (typeof named === 'string') return named;
  return Array.isArray(value) ? value.map((v) => ctx.refLabel(refName, v) ?? String(v)).join(', ') : '';
}

const listCell = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : '');

const jsonCell = (value: unknown): string => (value && typeof value === 'object' ? JSON.stringify(value) : '');

/** Display text of one field of a row; `<field>Name` beside a ref wins when present. */
export function cellText(name: string, field: FieldDef, row: Record<string, unknown>, ctx: FormatContext): string {
  const value = row[name];
  switch (field.kind) {
    case 'int':
    case 'decimal':
    case 'money':
      return numberCell(value, field, ctx.language);
    case 'date':
      return formatDate(textOrNull(value), ctx.language);
    case 'datetime':
      return formatDateTime(textOrNull(value), ctx.language);
    case 'boolean':
      return value ? '✓' : '';
    case 'enum':
      return typeof value === 'string' ? ctx.enumLabel(field.enum, value) : '';
    case 'enumlist':
      return enumListCell(value, field.enum, ctx);
    case 'ref':
      return refCell(name, value, field.ref, row, ctx);
    case 'reflist':
      return refListCell(name, value, field.ref, row, ctx);
    case 'list':
    case 'filelist':
      return listCell(value);
    case 'json':
      return jsonCell(value);
    default:
      return plainText(value);
  }
}

/** Numbers stand right-aligned in their column, so that their digits line up. */
export function alignsRight(field: FieldDef): boolean {
  return field.kind === 'int' || field.kind === 'decimal' || field.kind === 'money';
}

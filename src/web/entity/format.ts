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

/** Display text of one field of a row; `<field>Name` beside a ref wins when present. */
export function cellText(name: string, field: FieldDef, row: Record<string, unknown>, ctx: FormatContext): string {
  const value = row[name];
  switch (field.kind) {
    case 'int':
    case 'decimal':
    case 'money': {
      const n = asNumber(value);
      if (n === null) return '';
      return field.short ? formatShort(n, ctx.language) : formatNumber(n, field.kind, ctx.language);
    }
    case 'date':
      return formatDate(typeof value === 'string' ? value : null, ctx.language);
    case 'datetime':
      return formatDateTime(typeof value === 'string' ? value : null, ctx.language);
    case 'boolean':
      return value ? '✓' : '';
    case 'enum':
      return typeof value === 'string' ? ctx.enumLabel(field.enum, value) : '';
    case 'enumlist':
      return Array.isArray(value) ? value.map((v) => ctx.enumLabel(field.enum, String(v))).join(', ') : '';
    case 'ref': {
      const named = row[`${name}Name`];
      if (typeof named === 'string') return named;
      if (value === null || value === undefined) return '';
      return ctx.refLabel(field.ref, value) ?? String(value);
    }
    case 'reflist': {
      const named = row[`${name}Names`] ?? row[`${name}Name`];
      if (Array.isArray(named)) return named.join(', ');
      if (typeof named === 'string') return named;
      return Array.isArray(value) ? value.map((v) => ctx.refLabel(field.ref, v) ?? String(v)).join(', ') : '';
    }
    case 'list':
    case 'filelist':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'json':
      return value && typeof value === 'object' ? JSON.stringify(value) : '';
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** Numbers stand right-aligned in their column, so that their digits line up. */
export function alignsRight(field: FieldDef): boolean {
  return field.kind === 'int' || field.kind === 'decimal' || field.kind === 'money';
}

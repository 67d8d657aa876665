/**
 * A value as a generated spreadsheet shows it to a person in their language: enum values as
 * their labels, yes/no in words, lists joined, dates and instants as real date cells (shown
 * dd.mm.yyyy, an instant at its wall-clock time in the business time zone). Column headers are
 * the fields' labels in that language.
 */
import { businessTimeZone } from '../calendar/business-day';
import { enums, type EnumName } from '../enums';
import type { FieldDef } from '../fields';
import { en } from './en';
import type { Language } from './languages';
import { ru } from './ru';

const catalogues = { en, ru } as const;

export const sheetDateFormat = 'dd.mm.yyyy';
export const sheetDateTimeFormat = 'dd.mm.yyyy hh:mm';

export function sheetText(key: string, language: Language): string {
  return catalogues[language][key] ?? en[key] ?? key;
}

export function sheetEnumLabel(name: EnumName, value: string, language: Language): string {
  return catalogues[language][`enums.${name}.${value}`] ?? enums[name]?.find((item) => item.v === value)?.t ?? value;
}

/** The wall-clock time of an instant in the business time zone, as the UTC parts of a Date (what a spreadsheet cell shows). */
function wallClock(instant: Date): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone(), year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

export function sheetCell(field: FieldDef, value: unknown, language: Language): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'enum':
      return sheetEnumLabel(field.enum, String(value), language);
    case 'enumlist':
      return Array.isArray(value) ? value.map((item) => sheetEnumLabel(field.enum, String(item), language)).join(', ') : null;
    case 'boolean':
      return sheetText(value ? 'Yes' : 'No', language);
    case 'date': {
      const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : String(value);
    }
    case 'datetime': {
      const instant = new Date(String(value));
      return Number.isNaN(instant.getTime()) ? String(value) : wallClock(instant);
    }
    default:
      if (Array.isArray(value)) return value.join(', ');
      return value as string | number;
  }
}

/** The number format of a field's column (dates as dd.mm.yyyy, money with 2 decimals). */
export function sheetNumberFormat(field: FieldDef): string | undefined {
  if (field.kind === 'date') return sheetDateFormat;
  if (field.kind === 'datetime') return sheetDateTimeFormat;
  if (field.kind === 'money') return '0.00';
  return undefined;
}

/**
 * Calendar months, given as their first day: those of registry acts and statistics (spec 2 §5,
 * §9), of generated invoices and acts and of the month screens. The acts table's default filter
 * runs from the previous month's first day to the next month's first day.
 */
import { format, lastDayOfMonth, parseISO } from 'date-fns';

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function monthEnd(date: string): string {
  return format(lastDayOfMonth(parseISO(date)), 'yyyy-MM-dd');
}

export function shiftMonth(first: string, by: number): string {
  const [year, month] = first.split('-').map(Number);
  const index = year * 12 + (month - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export interface ActMonth {
  /** First day of the month. */
  start: string;
  /** Last day: the date of the month's acts. */
  end: string;
  /** First day of the next month (exclusive bound of the month filter). */
  next: string;
}

export function actMonth(date: string): ActMonth {
  const start = monthStart(date);
  return { start, end: monthEnd(start), next: shiftMonth(start, 1) };
}

/** spec 2 §9: from the previous month's start to the next month's start. */
export function defaultActsFilter(today: string): string {
  const start = monthStart(today);
  return `${shiftMonth(start, -1)},${shiftMonth(start, 1)}`;
}

/** The month a `date__btw` filter selects when it spans exactly one calendar month, else null. */
export function singleMonthOf(filter: string | undefined): string | null {
  const [from, to] = (filter ?? '').split(',');
  if (!/^\d{4}-\d{2}-01$/.test(from ?? '') || to !== shiftMonth(from, 1)) return null;
  return from;
}

/**
 * The demo's time: two years of report months ending with today's, so the current month always
 * has orders, and the seasons of the ad market (a slow January, a busy autumn).
 */
import { addDays, addMonths, format, lastDayOfMonth, parseISO } from 'date-fns';

export const demoMonthCount = 24;

/** First days of the report months, oldest first; the last is today's month. */
export function demoMonths(today: string, count = demoMonthCount): string[] {
  const current = parseISO(`${today.slice(0, 7)}-01`);
  return Array.from({ length: count }, (_, i) => format(addMonths(current, i - count + 1), 'yyyy-MM-dd'));
}

const seasons = [0.6, 0.8, 1, 1.05, 0.95, 0.9, 0.8, 0.85, 1.1, 1.2, 1.35, 1.3];

/** How busy a month is, relative to an average one. */
export function seasonOf(month: string): number {
  return seasons[Number(month.slice(5, 7)) - 1];
}

export function plusDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

export function lastDayOf(month: string): string {
  return format(lastDayOfMonth(parseISO(month)), 'yyyy-MM-dd');
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A year's grid of sums: one row per key (a client, a billing organisation) with its 12 month
 * sums and a total, the month totals, and each cell's share of the largest monthly value for the
 * heat shading (spec 1 §2 clients grid, spec 2 §2.6 holding table). Sums add up exactly.
 */
import Decimal from 'decimal.js';
import { roundMoney } from '../core/money';

export interface MonthSum<K> {
  key: K;
  /** YYYY-MM-DD; the month decides the column. */
  date: string;
  sum: number;
}

export interface YearRow<K> {
  key: K;
  /** January … December. */
  months: number[];
  total: number;
}

export const monthIndexes = Array.from({ length: 12 }, (_, month) => month);

const added = (values: readonly number[]) => roundMoney(values.reduce((total, value) => total.plus(value), new Decimal(0)));

/** Rows with a sum, largest total first; `keys` adds rows that must show even when empty, in that order among equals. */
export function yearRows<K>(sums: ReadonlyArray<MonthSum<K>>, keys: readonly K[] = []): Array<YearRow<K>> {
  const cells = new Map<K, Decimal[]>(keys.map((key) => [key, monthIndexes.map(() => new Decimal(0))]));
  for (const { key, date, sum } of sums) {
    const month = Number(date.slice(5, 7)) - 1;
    if (!(month >= 0 && month < 12)) continue;
    let row = cells.get(key);
    if (!row) cells.set(key, (row = monthIndexes.map(() => new Decimal(0))));
    row[month] = row[month].plus(sum);
  }
  const rows = [...cells].map(([key, months]) => ({ key, months: months.map((value) => roundMoney(value)), total: roundMoney(months.reduce((a, b) => a.plus(b))) }));
  return rows.map((row, order) => ({ row, order })).sort((a, b) => b.row.total - a.row.total || a.order - b.order).map(({ row }) => row);
}

/** The sum of each month over the rows, and their total last. */
export function columnTotals<K>(rows: ReadonlyArray<YearRow<K>>): { months: number[]; total: number } {
  const months = monthIndexes.map((month) => added(rows.map((row) => row.months[month])));
  return { months, total: added(rows.map((row) => row.total)) };
}

/** The largest monthly value of the grid (the heat scale's top). */
export function largestMonth<K>(rows: ReadonlyArray<YearRow<K>>): number {
  return rows.reduce((max, row) => Math.max(max, ...row.months), 0);
}

/** A cell's heat from 0 to 1: its share of the largest monthly value. */
export function heatOf(sum: number, largest: number): number {
  return largest > 0 && sum > 0 ? Math.min(1, sum / largest) : 0;
}

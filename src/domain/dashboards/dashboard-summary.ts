/**
 * The summary dashboard's figures (spec 2 §2.6, §3 "Dashboard data", §7.5), derived from the
 * per month and department sums of `GET statistics/dash/`: the department pie, the order month
 * statistics (count, total, average = total ÷ count to 2 decimals), the department stack per
 * month with zero fill and the manager top. Money adds up exactly (decimal.js).
 */
import Decimal from 'decimal.js';
import { roundMoney } from '../core/money';

export interface DepartmentMonth {
  /** The report month, YYYY-MM-01. */
  date: string;
  department: number | null;
  sum: number;
  count: number;
}

export interface ShortItem {
  t: string;
  v: number;
}

export interface MonthStat {
  month: string;
  count: number;
  total: number;
  average: number;
}

export interface DepartmentSeries {
  department: number | null;
  /** One sum per month of the stack's months, 0 where the department had no order. */
  data: number[];
}

/** How many managers the top shows. */
export const managerTopSize = 10;


function sumsBy<K>(items: readonly DepartmentMonth[], key: (item: DepartmentMonth) => K): Map<K, { sum: Decimal; count: number }> {
  const sums = new Map<K, { sum: Decimal; count: number }>();
  for (const item of items) {
    const entry = sums.get(key(item)) ?? { sum: new Decimal(0), count: 0 };
    sums.set(key(item), { sum: entry.sum.plus(item.sum), count: entry.count + item.count });
  }
  return sums;
}

/** The items of one year: the app keeps only the current year's (spec 2 §7.5). */
export function itemsOfYear(items: readonly DepartmentMonth[], year: number): DepartmentMonth[] {
  return items.filter((item) => item.date.startsWith(`${year}-`));
}

/** January up to the later of `today`'s month and the last month with orders, as YYYY-MM-01. */
export function monthsOfYear(items: readonly DepartmentMonth[], year: number, today: string): string[] {
  const last = Math.max(today.startsWith(`${year}-`) ? Number(today.slice(5, 7)) : 12, ...items.map((item) => Number(item.date.slice(5, 7))));
  return Array.from({ length: last }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}-01`);
}

/** Sum per department, largest first. */
export function departmentPie(items: readonly DepartmentMonth[]): Array<{ department: number | null; sum: number }> {
  return [...sumsBy(items, (item) => item.department)]
    .map(([department, { sum }]) => ({ department, sum: roundMoney(sum) }))
    .sort((a, b) => b.sum - a.sum || (a.department ?? 0) - (b.department ?? 0));
}

/** Total ÷ count, to 2 decimals half away from zero; 0 without orders. */
export function averageOf(total: Decimal.Value, count: number): number {
  return count ? roundMoney(new Decimal(total).dividedBy(count)) : 0;
}

/** Count, total and average per month, every month present (0 where none). */
export function orderMonthStat(items: readonly DepartmentMonth[], months: readonly string[]): MonthStat[] {
  const byMonth = sumsBy(items, (item) => item.date);
  return months.map((month) => {
    const { sum, count } = byMonth.get(month) ?? { sum: new Decimal(0), count: 0 };
    return { month, count, total: roundMoney(sum), average: averageOf(sum, count) };
  });
}

/** One series per department (in the pie's order), one value per month, zero-filled. */
export function departmentStack(items: readonly DepartmentMonth[], months: readonly string[]): DepartmentSeries[] {
  const byCell = sumsBy(items, (item) => `${item.department}|${item.date}`);
  return departmentPie(items).map(({ department }) => ({
    department,
    data: months.map((month) => roundMoney(byCell.get(`${department}|${month}`)?.sum ?? new Decimal(0))),
  }));
}

/** The managers with the largest sums, largest first. */
export function managerTop(managers: readonly ShortItem[], size = managerTopSize): ShortItem[] {
  return [...managers].sort((a, b) => b.v - a.v || a.t.localeCompare(b.t)).slice(0, size);
}

/**
 * The debt ageing buckets (spec 2 §2.6, §9): an unpaid order's debt falls in one bucket by its
 * due date (`dateEnd` + the contract's `postponeDays`) seen from `today`:
 * Next (due after this month), Current (due this month and not late), then by days late
 * <30 (1–30), 31–60, 61–90 and >90. The server's SQL and this function share the edges below.
 */
import { addDays, format, lastDayOfMonth, parseISO } from 'date-fns';
import Decimal from 'decimal.js';
import { roundedMoney } from '../core/money';

export const ageingBuckets = ['next', 'current', 'before30', 'before60', 'before90', 'over90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

/** Labels of spec 2 §9, in bucket order, then the total. */
export const ageingBucketLabels: Record<AgeingBucket | 'total', string> = {
  next: 'Next',
  current: 'Current',
  before30: '<30',
  before60: '31-60',
  before90: '61-90',
  over90: '>90',
  total: 'Total',
};

export interface BucketEdge {
  bucket: AgeingBucket;
  /** The earliest due date (YYYY-MM-DD) of the bucket; null for the last one. */
  dueFrom: string | null;
}

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

/** Buckets from the latest due dates to the earliest: a due date belongs to the first whose `dueFrom` it reaches. */
export function ageingEdges(today: string): BucketEdge[] {
  const day = parseISO(today);
  const daysAgo = (days: number) => isoDate(addDays(day, -days));
  return [
    { bucket: 'next', dueFrom: isoDate(addDays(lastDayOfMonth(day), 1)) },
    { bucket: 'current', dueFrom: today },
    { bucket: 'before30', dueFrom: daysAgo(30) },
    { bucket: 'before60', dueFrom: daysAgo(60) },
    { bucket: 'before90', dueFrom: daysAgo(90) },
    { bucket: 'over90', dueFrom: null },
  ];
}

/** The bucket of a debt due on `dueDate`; a debt without a due date counts as current. */
export function ageingBucketOf(dueDate: string | null, today: string): AgeingBucket {
  if (!dueDate) return 'current';
  return ageingEdges(today).find((edge) => edge.dueFrom === null || dueDate >= edge.dueFrom)!.bucket;
}

export const ageingColumns = [...ageingBuckets, 'total'] as const;
export type AgeingColumn = (typeof ageingColumns)[number];

/**
 * A cell lists the ids of its orders up to this many (enough for a link to the orders list that
 * a server accepts); past it, `orders` is null and `count` tells how many there are.
 */
export const maxListedOrderIds = 500;

/**
 * The answer lists ids only when it holds at most this many orders (its size stays in the tens
 * of kilobytes); past it every `orders` is null, and the screen asks for one row or one month
 * (`holding`, `client`, `month`) to have the ids of its figures.
 */
export const maxOrdersWithIds = 5000;

export interface AgeingCell {
  sum: number;
  count: number;
  orders: number[] | null;
}

/** Ids of cells put together, or null when one is not listed or they are too many. */
export function joinedIds(cells: ReadonlyArray<Pick<AgeingCell, 'orders'>>, max = maxListedOrderIds): number[] | null {
  if (cells.some((cell) => cell.orders === null)) return null;
  const ids = cells.flatMap((cell) => cell.orders!).sort((a, b) => a - b);
  return ids.length > max ? null : ids;
}

/** The totals row: each column's debt added exactly, its count, and its ids while listed. */
export function ageingTotals(rows: ReadonlyArray<Record<AgeingColumn, AgeingCell>>): Record<AgeingColumn, AgeingCell> {
  return Object.fromEntries(
    ageingColumns.map((column) => [
      column,
      {
        sum: roundedMoney(rows.reduce((total, row) => total.plus(row[column].sum), new Decimal(0))).toNumber(),
        count: rows.reduce((total, row) => total + row[column].count, 0),
        orders: joinedIds(rows.map((row) => row[column])),
      },
    ]),
  ) as Record<AgeingColumn, AgeingCell>;
}

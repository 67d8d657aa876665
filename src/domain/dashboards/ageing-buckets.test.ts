import { describe, expect, it } from 'vitest';
import { ageingBucketOf, ageingEdges, ageingTotals, joinedIds, maxListedOrderIds } from './ageing-buckets';

describe('ageing buckets', () => {
  it.each([
    // today, due date, bucket (days late = today − due date)
    ['2026-03-15', '2026-06-30', 'next'],
    ['2026-03-15', '2026-04-01', 'next'],
    ['2026-03-15', '2026-03-31', 'current'],
    ['2026-03-15', '2026-03-15', 'current'], // due today: not late
    ['2026-03-15', '2026-03-14', 'before30'], // 1 day late
    ['2026-03-15', '2026-03-01', 'before30'], // due earlier this month: 14 days late
    ['2026-03-15', '2026-02-13', 'before30'], // 30
    ['2026-03-15', '2026-02-12', 'before60'], // 31
    ['2026-03-15', '2026-01-14', 'before60'], // 60
    ['2026-03-15', '2026-01-13', 'before90'], // 61
    ['2026-03-15', '2025-12-15', 'before90'], // 90
    ['2026-03-15', '2025-12-14', 'over90'], // 91
    ['2026-03-15', '2019-01-01', 'over90'],
    ['2026-03-31', '2026-04-01', 'next'], // the month's last day
    ['2026-03-31', '2026-03-31', 'current'],
    ['2026-12-31', '2027-01-01', 'next'], // over the year end
    ['2024-02-29', '2024-03-01', 'next'], // leap year
    ['2024-02-29', '2024-01-30', 'before30'], // 30
    ['2024-02-29', '2024-01-29', 'before60'], // 31
    ['2026-03-01', '2026-02-28', 'before30'], // 1, over the month start
    ['2026-03-15', null, 'current'],
  ])('today %s, due %s: %s', (today, due, bucket) => {
    expect(ageingBucketOf(due, today)).toBe(bucket);
  });

  it('gives the SQL the earliest due date of each bucket, latest bucket first', () => {
    expect(ageingEdges('2026-03-15')).toEqual([
      { bucket: 'next', dueFrom: '2026-04-01' },
      { bucket: 'current', dueFrom: '2026-03-15' },
      { bucket: 'before30', dueFrom: '2026-02-13' },
      { bucket: 'before60', dueFrom: '2026-01-14' },
      { bucket: 'before90', dueFrom: '2025-12-15' },
      { bucket: 'over90', dueFrom: null },
    ]);
  });
});

describe('ageing totals', () => {
  it('adds each column exactly and gathers its order ids', () => {
    const cell = (sum: number, orders: number[]) => ({ sum, count: orders.length, orders });
    const empty = cell(0, []);
    const row = (next: number, total: number, ids: number[]) => ({
      next: cell(next, ids),
      current: empty,
      before30: empty,
      before60: empty,
      before90: empty,
      over90: empty,
      total: cell(total, ids),
    });
    const totals = ageingTotals([row(0.1, 0.1, [5]), row(0.2, 0.2, [2, 9])]);
    expect(totals.next).toEqual({ sum: 0.3, count: 3, orders: [2, 5, 9] });
    expect(totals.total.sum).toBe(0.3);
    expect(totals.over90).toEqual({ sum: 0, count: 0, orders: [] });
    expect(ageingTotals([]).total).toEqual({ sum: 0, count: 0, orders: [] });
  });

  it('lists ids only while every part is listed and they stay within the limit', () => {
    expect(joinedIds([{ orders: [3] }, { orders: [1, 2] }])).toEqual([1, 2, 3]);
    expect(joinedIds([{ orders: [3] }, { orders: null }])).toBeNull();
    expect(joinedIds([{ orders: [3] }, { orders: [1, 2] }], 2)).toBeNull();
    const many = Array.from({ length: maxListedOrderIds }, (_, i) => i);
    expect(joinedIds([{ orders: many }])).toHaveLength(maxListedOrderIds);
    expect(joinedIds([{ orders: many }, { orders: [maxListedOrderIds] }])).toBeNull();
  });
});

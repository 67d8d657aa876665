import { describe, expect, it } from 'vitest';
import { averageOf, departmentPie, departmentStack, itemsOfYear, managerTop, monthsOfYear, orderMonthStat } from './dashboard-summary';

const items = [
  { date: '2026-01-01', department: 1, sum: 0.1, count: 1 },
  { date: '2026-01-01', department: 5, sum: 0.2, count: 2 },
  { date: '2026-03-01', department: 1, sum: 100, count: 3 },
  { date: '2026-03-01', department: 2, sum: 1000.01, count: 1 },
  { date: '2025-12-01', department: 1, sum: 999999, count: 9 },
];

describe('dashboard summary', () => {
  it('keeps the current year only', () => {
    expect(itemsOfYear(items, 2026)).toHaveLength(4);
    expect(itemsOfYear(items, 2025)).toEqual([items[4]]);
  });

  it('spans January to the later of this month and the last month with orders', () => {
    const year = itemsOfYear(items, 2026);
    expect(monthsOfYear(year, 2026, '2026-02-10')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(monthsOfYear(year, 2026, '2026-05-31')).toHaveLength(5);
    expect(monthsOfYear([], 2026, '2026-01-01')).toEqual(['2026-01-01']);
  });

  it('sums each department exactly, largest first', () => {
    expect(departmentPie(itemsOfYear(items, 2026))).toEqual([
      { department: 2, sum: 1000.01 },
      { department: 1, sum: 100.1 },
      { department: 5, sum: 0.2 },
    ]);
  });

  it.each([
    [0, 0, 0],
    [100, 3, 33.33],
    [200, 3, 66.67],
    [0.05, 2, 0.03], // half away from zero
    [-0.05, 2, -0.03],
    [1000.01, 1, 1000.01],
  ])('average of %d over %d orders: %d', (total, count, average) => {
    expect(averageOf(total, count)).toBe(average);
  });

  it('gives every month its count, total and average, zero where no order', () => {
    const months = ['2026-01-01', '2026-02-01', '2026-03-01'];
    expect(orderMonthStat(itemsOfYear(items, 2026), months)).toEqual([
      { month: '2026-01-01', count: 3, total: 0.3, average: 0.1 },
      { month: '2026-02-01', count: 0, total: 0, average: 0 },
      { month: '2026-03-01', count: 4, total: 1100.01, average: 275 },
    ]);
  });

  it('stacks one zero-filled series per department', () => {
    const months = ['2026-01-01', '2026-02-01', '2026-03-01'];
    expect(departmentStack(itemsOfYear(items, 2026), months)).toEqual([
      { department: 2, data: [0, 0, 1000.01] },
      { department: 1, data: [0.1, 0, 100] },
      { department: 5, data: [0.2, 0, 0] },
    ]);
  });

  it('ranks managers by sum and keeps the top', () => {
    const managers = Array.from({ length: 12 }, (_, i) => ({ t: `M${i}`, v: i * 10 }));
    const top = managerTop(managers);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ t: 'M11', v: 110 });
    expect(top.at(-1)).toEqual({ t: 'M2', v: 20 });
    expect(managerTop([{ t: 'B', v: 5 }, { t: 'A', v: 5 }], 1)).toEqual([{ t: 'A', v: 5 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { columnTotals, heatOf, largestMonth, yearRows } from './year-grid';

const sums = [
  { key: 'a', date: '2026-01-01', sum: 0.1 },
  { key: 'a', date: '2026-01-15', sum: 0.2 },
  { key: 'a', date: '2026-03-01', sum: 2500.5 },
  { key: 'b', date: '2026-03-01', sum: 4000 },
  { key: 'c', date: '2026-12-01', sum: 10 },
];

describe('year grid', () => {
  it('puts each sum in its month column, adds exactly and orders rows by total', () => {
    const rows = yearRows(sums);
    expect(rows.map((row) => [row.key, row.total])).toEqual([
      ['b', 4000],
      ['a', 2500.8],
      ['c', 10],
    ]);
    expect(rows[1].months.slice(0, 3)).toEqual([0.3, 0, 2500.5]);
    expect(rows[2].months[11]).toBe(10);
  });

  it('keeps the rows it must show even when empty, and ignores dates without a month', () => {
    const rows = yearRows([...sums, { key: 'x', date: 'bad', sum: 5 }], ['d', 'c']);
    expect(rows.map((row) => row.key)).toEqual(['b', 'a', 'c', 'd']);
    expect(rows[3]).toEqual({ key: 'd', months: Array(12).fill(0), total: 0 });
  });

  it('totals every month and the whole year', () => {
    const totals = columnTotals(yearRows(sums));
    expect(totals.months[0]).toBe(0.3);
    expect(totals.months[2]).toBe(6500.5);
    expect(totals.total).toBe(6510.8);
  });

  it('scales the heat to the largest monthly value', () => {
    const rows = yearRows(sums);
    expect(largestMonth(rows)).toBe(4000);
    expect(heatOf(4000, 4000)).toBe(1);
    expect(heatOf(1000, 4000)).toBe(0.25);
    expect(heatOf(0, 4000)).toBe(0);
    expect(heatOf(-5, 4000)).toBe(0);
    expect(heatOf(5, 0)).toBe(0);
  });
});

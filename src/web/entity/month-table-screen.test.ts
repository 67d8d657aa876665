import { describe, expect, it } from 'vitest';
import { narrowedMonthFilter } from './MonthTableScreen';

describe('the month screen narrows its filter to one month (issue "Month close" 4)', () => {
  it('turns the two-month default into the month of its start, the one the picker shows', () => {
    expect(narrowedMonthFilter('2026-10-01,2026-12-01')).toBe('2026-10-01,2026-11-01');
    expect(narrowedMonthFilter('2026-12-01,2027-02-01')).toBe('2026-12-01,2027-01-01');
  });

  it('keeps one month and no filter as they are', () => {
    expect(narrowedMonthFilter('2026-10-01,2026-11-01')).toBe('2026-10-01,2026-11-01');
    expect(narrowedMonthFilter(undefined)).toBeUndefined();
    expect(narrowedMonthFilter('garbage')).toBe('garbage');
  });
});

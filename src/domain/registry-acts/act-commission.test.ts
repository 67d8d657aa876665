/** Spec 2 §5: commission sum = sum × percent / 100, rounded to 2 decimals; the percent of a generated act. */
import { describe, expect, it } from 'vitest';
import { actCommissionPercent, actCommissionSum } from './act-commission';

describe('commission sum of an act', () => {
  it.each([
    [1000, 15, 150],
    [1234.56, 12.5, 154.32], // 154.32
    [0.1, 12.5, 0.01], // 0.0125 → 0.01
    [0.3, 15, 0.05], // 0.045 rounds half away from zero
    [99999999.99, 33.3333, 33333300], // 33333299.9966…: exact decimal, no float drift
    [1.15, 10, 0.12], // 0.115: a float would give 0.11
    [100, 0, 0],
    [0, 20, 0],
    [-100, 10, -10],
  ])('%d × %d%%', (sum, percent, expected) => {
    expect(actCommissionSum(sum, percent)).toBe(expected);
  });

  it('is unknown while the sum or the percent is', () => {
    expect(actCommissionSum(null, 10)).toBeNull();
    expect(actCommissionSum(100, null)).toBeNull();
  });
});

describe('commission percent of a generated act', () => {
  it.each([
    [10000, 1500, 15],
    [3000, 1000, 33.3333],
    [7, 1, 14.2857],
    [0, 0, 0],
    [0.01, 0.01, 100],
  ])('order sum %d, commission %d', (sum, commission, expected) => {
    expect(actCommissionPercent(sum, commission)).toBe(expected);
  });
});

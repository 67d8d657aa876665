/** Spec 2 §3 ErirActItem: one item per original contract, the items add up to the act's sum to the kopeck. */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { actItemShares, actOriginalContracts } from './act-items';

const total = (sums: number[]) => sums.reduce((a, b) => a.plus(b), new Decimal(0)).toNumber();

describe('original contracts of an act', () => {
  it.each([
    [[5, 3, 5, null], 9, [3, 5]],
    [[null, null], 9, [9]],
    [[], 9, [9]],
    [[], null, []],
    [[7], null, [7]],
  ])('creatives %j, order %j', (creatives, order, expected) => {
    expect(actOriginalContracts(creatives, order)).toEqual(expected);
  });
});

describe('item shares', () => {
  it.each([
    [1000, [1], [1000]],
    [1000, [1, 2], [500, 500]],
    [100, [1, 2, 3], [33.34, 33.33, 33.33]],
    [0.02, [1, 2, 3], [0.01, 0.01, 0]],
    [10.01, [4, 8], [5.01, 5]],
    [1234567.89, [1, 2, 3, 4], [308641.98, 308641.97, 308641.97, 308641.97]],
    [-0.05, [1, 2], [-0.03, -0.02]],
    [0, [1, 2], [0, 0]],
  ])('%d over %j', (sum, contracts, expected) => {
    const shares = actItemShares(sum, contracts);
    expect(shares.map((s) => s.sum)).toEqual(expected);
    expect(shares.map((s) => s.originalContract)).toEqual(contracts);
    expect(total(expected)).toBe(sum);
  });

  it('makes no items without an original contract', () => {
    expect(actItemShares(100, [])).toEqual([]);
  });
});

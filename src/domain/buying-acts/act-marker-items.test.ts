import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { buyingActItems } from './act-marker-items';

const total = (items: Array<{ sum: number }>) => items.reduce((acc, item) => acc.plus(item.sum), new Decimal(0)).toNumber();

describe('buying act items by marker', () => {
  it('splits the sum over original contracts in proportion to their markers, the item without contract last', () => {
    const items = buyingActItems(1200, [
      { amount: '300', originalContracts: [7] },
      { amount: '100', originalContracts: [] },
      { amount: '200', originalContracts: [3] },
      { amount: '400', originalContracts: [7] },
    ]);
    expect(items).toEqual([
      { originalContract: 3, sum: 240 },
      { originalContract: 7, sum: 840 },
      { originalContract: null, sum: 120 },
    ]);
  });

  it('adds up to the sum exactly, the rounding rest on the largest item', () => {
    const items = buyingActItems(100, [
      { amount: 1, originalContracts: [1] },
      { amount: 1, originalContracts: [2] },
      { amount: 1.5, originalContracts: [3] },
    ]);
    expect(total(items)).toBe(100);
    expect(items.map((item) => item.sum)).toEqual([28.57, 28.57, 42.86]);
    const odd = buyingActItems(0.1, [1, 1, 1].map((amount, i) => ({ amount, originalContracts: [i + 1] })));
    expect(total(odd)).toBe(0.1);
  });

  it('shares a marker naming several original contracts equally between them', () => {
    expect(buyingActItems(90, [{ amount: 30, originalContracts: [5, 6, 5] }, { amount: 30, originalContracts: [6] }])).toEqual([
      { originalContract: 5, sum: 22.5 },
      { originalContract: 6, sum: 67.5 },
    ]);
  });

  it('gives the whole sum to one item without contract when no marker has an amount', () => {
    expect(buyingActItems(50.555, [])).toEqual([{ originalContract: null, sum: 50.56 }]);
    expect(buyingActItems(10, [{ amount: 0, originalContracts: [1] }])).toEqual([{ originalContract: null, sum: 10 }]);
  });

  it('keeps many small items exact', () => {
    const markers = Array.from({ length: 997 }, (_, i) => ({ amount: ((i * 37) % 101) + 0.01, originalContracts: [i % 50] }));
    expect(total(buyingActItems(123456.78, markers))).toBe(123456.78);
  });
});

/** The product formulas of spec 1 §9 and API.md "Sales", to the kopeck, table by table. */
import { describe, expect, it } from 'vitest';
import { marginProjected, productSums, reportMonthOver, type ProductTerms } from './product-sums';

const base: ProductTerms = {
  type: 'CLICKS',
  price: 10,
  amount: 100,
  amountFact: 0,
  realizedItems: 0,
  discount: 0,
  discountType: 'PERCENTS',
  commission: 0,
  commissionType: 'PERCENTS',
  ndsCalculation: 'ACCRUE',
  planPrice: 0,
  truePrice: 0,
};

describe('sum without VAT by unit', () => {
  it.each([
    ['CLICKS', 12.34, 100, 1234],
    ['VIEWS', 0.35, 3, 1.05],
    ['INSTALLS', 99.99, 7, 699.93],
    ['ITEMS', 1500, 1, 1500],
    ['IMPRESSIONS', 250, 40000, 10000],
    ['IMPRESSIONS', 0.5, 333, 0.17], // 0.1665 rounds half away from zero
    ['IMPRESSIONS', 123.45, 1001, 123.57], // 123.57345
  ])('%s: %d × %d', (type, price, amount, expected) => {
    expect(productSums({ ...base, type, price, amount }, 20).sumWithoutNds).toBe(expected);
  });
});

describe('discounts', () => {
  it.each([
    ['PERCENTS', 10, 123.45, 10, 1111.05],
    ['PERCENTS', 12.5, 0.1, 3, 0.26], // 0.2625 → 0.26
    ['PERCENTS', 33.3333, 1, 3, 2], // 2.000001 → 2.00
    ['PERCENTS', 100, 50, 2, 0],
    ['RUB', 1000, 250, 10, 1500],
    ['RUB', 0.015, 1, 1, 0.99], // 0.985 → 0.99
  ])('%s %d', (discountType, discount, price, amount, expected) => {
    expect(productSums({ ...base, discountType, discount, price, amount }, 20).sumWithoutNds).toBe(expected);
  });

  it('rounds half away from zero where binary floating point would not', () => {
    expect(productSums({ ...base, price: 1.005, amount: 1 }, 20).sumWithoutNds).toBe(1.01);
    expect(productSums({ ...base, price: 0.125, amount: 1 }, 20).sumWithoutNds).toBe(0.13);
    expect(productSums({ ...base, price: 10, amount: 1, discountType: 'RUB', discount: 10.005 }, 20).sumWithoutNds).toBe(-0.01);
  });
});

describe('VAT', () => {
  it.each([
    ['ACCRUE', 20, 1111.05, 1333.26],
    ['ACCRUE', 0, 1111.05, 1111.05],
    ['ACCRUE', 10, 0.05, 0.06], // 0.055 → 0.06
    ['ACCRUE', null, 1000, 1200], // an order without nds counts 20
    ['ACCRUE', undefined, 0.01, 0.01], // 0.012
    ['HIGHLIGHT', 20, 1111.05, 1111.05],
    ['HIGHLIGHT', null, 500, 500],
  ])('%s at %s %%', (ndsCalculation, nds, price, expected) => {
    expect(productSums({ ...base, ndsCalculation, price, amount: 1 }, nds).sumWithNds).toBe(expected);
  });
});

describe('commission, net sum and margins', () => {
  it('takes the commission as a percent of the sum without VAT or as an amount', () => {
    expect(productSums({ ...base, price: 1111.05, amount: 1, commission: 15 }, 20)).toMatchObject({ commissionSum: 166.66, netSum: 944.39 });
    expect(productSums({ ...base, price: 1000, amount: 1, commissionType: 'RUB', commission: 150.555 }, 20)).toMatchObject({ commissionSum: 150.56, netSum: 849.44 });
  });

  it('plans and measures the margin with the same unit rule', () => {
    const sums = productSums({ ...base, type: 'IMPRESSIONS', price: 200, amount: 10000, amountFact: 12000, planPrice: 120, truePrice: 90, discount: 5 }, 20);
    // planned: 1900 − 120 × 10 = 700; actual: 2280 − 90 × 12 = 1200
    expect(sums).toMatchObject({ sumWithoutNds: 1900, marginPlanned: 700, marginActual: 1200 });
  });

  it('projects the margin from the realised share until the report month is over', () => {
    const terms = { amount: 3, realizedItems: 1 };
    expect(marginProjected({ marginPlanned: 100, marginActual: 80 }, terms, false)).toBe(33.33);
    expect(marginProjected({ marginPlanned: 100, marginActual: 80 }, terms, true)).toBe(80);
    expect(marginProjected({ marginPlanned: 100, marginActual: 80 }, { amount: 0, realizedItems: 5 }, false)).toBe(0);
    expect(reportMonthOver('2026-10-01', '2026-11-23')).toBe(true);
    expect(reportMonthOver('2026-11-01', '2026-11-23')).toBe(false);
    expect(reportMonthOver(null, '2026-11-23')).toBe(false);
  });

  it('treats missing numbers as zero', () => {
    expect(productSums({ ...base, price: null, amount: null, discount: null, commission: null }, 20)).toMatchObject({ sumWithoutNds: 0, sumWithNds: 0, commissionSum: 0, netSum: 0 });
  });
});

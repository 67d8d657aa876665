/** Pure order rules: dates, payment status, AdX departments, contract types, lateness, numbers. */
import { describe, expect, it } from 'vitest';
import { departmentError } from './adx';
import { intermediaryTypeErrors, typeFollowers } from './contract-terms';
import { latenessOf } from './lateness';
import { followStartDate, monthEnd, orderDateErrors } from './order-dates';
import { orderNumber } from './order-number';
import { paymentStatus, unpaidRemainder } from './payment-status';

describe('order dates', () => {
  it('moves the end and report dates into a moved start month', () => {
    const model = { dateStart: '2024-02-10', dateEnd: '2024-03-31', dateReport: '2024-03-01' };
    expect(followStartDate(model, '2024-03-01', new Set(['dateStart']))).toEqual({ dateEnd: '2024-02-29', dateReport: '2024-02-01' });
    expect(followStartDate(model, '2024-03-01', new Set(['dateStart', 'dateEnd']))).toEqual({ dateReport: '2024-02-01' });
    expect(followStartDate(model, '2024-02-01', new Set(['dateStart']))).toEqual({});
    expect(followStartDate(model, '2024-03-01', new Set(['comment']))).toEqual({});
    expect(followStartDate({ ...model, dateStart: '2024-12-31' }, null, new Set(['dateStart']))).toEqual({ dateEnd: '2024-12-31', dateReport: '2024-12-01' });
    expect(monthEnd('2025-02-14')).toBe('2025-02-28');
  });

  it('keeps the three dates in one month with the end not before the start', () => {
    expect(orderDateErrors({ dateStart: '2024-02-10', dateEnd: '2024-02-29', dateReport: '2024-02-01' })).toEqual({});
    expect(orderDateErrors({ dateStart: '2024-02-10', dateEnd: '2024-02-09', dateReport: '2024-02-01' })).toHaveProperty('dateEnd');
    expect(orderDateErrors({ dateStart: '2024-02-10', dateEnd: '2024-03-01', dateReport: '2024-03-01' })).toHaveProperty('dateReport');
  });
});

describe('payment status', () => {
  it.each([
    [0, 0, 'NOT_PAID'],
    [100, 0, 'NOT_PAID'],
    [100, 99.99, 'PARTIALLY_PAID'],
    [100, 100, 'PAID'],
    [100, 150, 'PAID'],
    [0, 10, 'PARTIALLY_PAID'],
    [0.3, 0.1 + 0.2, 'PAID'],
  ])('sum %d, paid %d: %s', (sum, paid, status) => {
    expect(paymentStatus(sum, paid)).toBe(status);
  });

  it('invoices the exact remainder', () => {
    expect(unpaidRemainder(100.3, 50)).toBe(50.3);
    expect(unpaidRemainder(0.3, 0.1)).toBe(0.2);
  });
});

describe('AdX, contract types, lateness and numbers', () => {
  it('keeps department 5 for AdX orders', () => {
    expect(departmentError(true, 5)).toBeNull();
    expect(departmentError(true, 1)).toMatch(/AdX department/);
    expect(departmentError(false, 5)).toMatch(/Only an AdX order/);
    expect(departmentError(false, 2)).toBeNull();
  });

  it('clears what the contract type does not use', () => {
    expect(typeFollowers({ type: 'SERVICE', intermediaryType: 'COMMERCIAL' }, 'parentContract', 4)).toEqual({ intermediaryType: null, parentContract: null });
    expect(typeFollowers({ type: 'INTERMEDIARY', intermediaryType: 'COMMERCIAL' }, 'parentContract', null)).toEqual({});
    expect(typeFollowers({ type: 'ADDITIONAL', intermediaryType: null }, 'parentContract', 4)).toEqual({});
    expect(intermediaryTypeErrors({ type: 'INTERMEDIARY', intermediaryType: null }, 'Required field')).toEqual({ intermediaryType: ['Required field'] });
  });

  it('grades lateness over 60, 31–60 and 2–30 days', () => {
    expect([61, 60, 31, 30, 2, 1, -5, null].map(latenessOf)).toEqual(['severe', 'late', 'late', 'slight', 'slight', null, null, null]);
  });

  it('numbers orders YYYY-NNNNN', () => {
    expect(orderNumber(2026, 7)).toBe('2026-00007');
    expect(orderNumber(2026, 123456)).toBe('2026-123456');
  });
});

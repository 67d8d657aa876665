/** Money rounding and text: half away from zero on decimals, never the float error of x*100. */
import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { moneyFrom, moneyText, moneyTextAt, roundedMoney, roundMoney } from './money';

describe('money', () => {
  it('rounds to 2 decimals half away from zero, on the decimal value (not the binary float)', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0.285)).toBe(0.29);
    expect(roundMoney('2.675')).toBe(2.68);
    expect(roundMoney(1.004999)).toBe(1);
    expect(roundMoney(-0.004)).toBe(0);
    expect(Object.is(roundMoney(-0.004), -0)).toBe(false);
    expect(roundMoney(null)).toBe(0);
    expect(roundMoney('99999999999999.995')).toBe(100000000000000);
  });

  it('keeps the rounded amount a decimal for further splitting, as roundMoney rounds it', () => {
    expect(roundedMoney(new Decimal('1.005'))).toEqual(new Decimal('1.01'));
    expect(roundedMoney(new Decimal(10).dividedBy(3)).toString()).toBe('3.33');
    expect(roundedMoney('-0.005').toNumber()).toBe(-0.01);
    expect(roundedMoney(null).isZero()).toBe(true);
  });

  it('writes an amount at a scale of its own (a unit price), rounded the same way', () => {
    expect(moneyTextAt(0.123455, 5)).toBe('0.12346');
    expect(moneyTextAt(-0.123455, 5)).toBe('-0.12346');
    expect(moneyTextAt(12, 5)).toBe('12.00000');
    expect(moneyTextAt(1.005, 2)).toBe(moneyText(1.005));
  });

  it('reads a database answer, whatever its type', () => {
    expect(moneyFrom('1234.565')).toBe(1234.57);
    expect(moneyFrom(10.005)).toBe(10.01);
    expect(moneyFrom(null)).toBe(0);
    expect(moneyFrom(undefined)).toBe(0);
    expect(moneyFrom('not a number')).toBe(0);
  });

  it('writes exactly 2 decimals, rounded the same way', () => {
    expect(moneyText(1.005)).toBe('1.01');
    expect(moneyText(8.345)).toBe('8.35');
    expect(moneyText(-0.001)).toBe('0.00');
    expect(moneyText(-2.5)).toBe('-2.50');
    expect(moneyText('12')).toBe('12.00');
  });
});

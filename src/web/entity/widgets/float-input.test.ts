import { describe, expect, it } from 'vitest';
import { cleanFloatText, floatText, floatValue } from './float-input';

describe('float input (spec 1 §5)', () => {
  it.each([
    ['12,345', 12.35],
    ['12.344', 12.34],
    ['-7,5', -7.5],
    ['1 234,5 руб', 1234.5],
    ['abc', null],
    ['', null],
    ['-', null],
    ['0', 0],
  ])('%s → %s', (text, value) => expect(floatValue(text)).toBe(value));

  it('keeps 4 decimals for decimal fields', () => expect(floatValue('0,12345', 4)).toBe(0.1235));

  it('strips other characters while typing and keeps one separator', () => {
    expect(cleanFloatText('1a2,3.4')).toBe('12,34');
    expect(cleanFloatText('-5.')).toBe('-5.');
    expect(cleanFloatText('x-5')).toBe('5');
  });

  it('shows null as empty', () => expect(floatText(null)).toBe(''));
});

describe('values the float input must not change into others (issue "Month close" #8)', () => {
  it('keeps scientific notation as typed, for the form to refuse (1e309 is not 1309)', () => {
    expect(cleanFloatText('1e309')).toBe('1e309');
    expect(floatValue('1e309')).toBe('1e309');
    expect(floatValue('2E5', 4)).toBe('2E5');
  });
  it('keeps a number too long for a float as its decimal text, never float garbage', () => {
    expect(floatValue('99999999999999999999')).toBe('99999999999999999999');
    expect(floatValue('99 999 999 999 999 999 999,5')).toBe('99999999999999999999.5');
    expect(floatText(floatValue('99999999999999999999'), 2)).toBe('99999999999999999999');
  });
  it('shows money with exactly 2 decimals as a decimal string', () => {
    expect(floatText(1234.5, 2)).toBe('1234.50');
    expect(floatText(999999999999.99, 2)).toBe('999999999999.99');
    expect(floatText(0.005, 2)).toBe('0.01');
  });
  it('still reads ordinary typing as before', () => {
    expect(floatValue('1 234,5 руб')).toBe(1234.5);
    expect(floatValue('e')).toBe(null);
  });
});

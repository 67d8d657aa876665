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

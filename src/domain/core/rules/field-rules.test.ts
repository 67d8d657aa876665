import { describe, expect, it } from 'vitest';
import { checkInn, checkRule, messages, parseFloatInput, roundMoney, toNumber } from './field-rules';

describe('float input (spec 1 §5)', () => {
  it('accepts dot or comma decimals and a minus, strips other characters, rounds to 2 decimals', () => {
    expect(parseFloatInput('1,5')).toBe(1.5);
    expect(parseFloatInput('1 234.567')).toBe(1234.57);
    expect(parseFloatInput('-12,345')).toBe(-12.35);
    expect(parseFloatInput('abc12.3x')).toBe(12.3);
    expect(parseFloatInput('')).toBeNull();
    expect(parseFloatInput('-')).toBeNull();
  });
  it('rounds half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
  it('reads numbers with a comma separator and spaces', () => {
    expect(toNumber('1 000,50')).toBe(1000.5);
    expect(toNumber('x')).toBeNull();
  });
});

describe('shared field rules', () => {
  it('email, url, pipe, full name, domain', () => {
    expect(checkRule('email', 'a@b.ru')).toBeNull();
    expect(checkRule('email', 'a@b')).toBe(messages.email);
    expect(checkRule('email', '')).toBeNull();
    expect(checkRule('url', 'https://x.ru/a')).toBeNull();
    expect(checkRule('url', 'ftp://x.ru')).toBe(messages.url);
    expect(checkRule('noLeadingPipe', '|x')).toBe(messages.noLeadingPipe);
    expect(checkRule('fullName', 'Анна-Мария Smith')).toBeNull();
    expect(checkRule('fullName', 'R2D2')).toBe(messages.fullName);
    expect(checkRule('domainName', 'example.com')).toBeNull();
    expect(checkRule('domainName', 'not a domain')).toBe(messages.domainName);
  });
  it('unsigned, non-zero and non-negative integer numbers', () => {
    expect(checkRule('unsigned', '0')).toBeNull();
    expect(checkRule('unsigned', -1)).toBe(messages.unsigned);
    expect(checkRule('nonZero', '0,5')).toBeNull();
    expect(checkRule('nonZero', 0)).toBe(messages.nonZero);
    expect(checkRule('nonNegativeInteger', '30')).toBeNull();
    expect(checkRule('nonNegativeInteger', '3.5')).toBe(messages.nonNegativeInteger);
    expect(checkRule('nonEmptyList', [])).toBe(messages.nonEmptyList);
  });
  it('INN: 10 characters for LEGAL, 12 otherwise', () => {
    expect(checkInn('7707083893', 'LEGAL')).toBeNull();
    expect(checkInn('770708389312', 'LEGAL')).toBe(messages.innLegal);
    expect(checkInn('770708389312', 'IP')).toBeNull();
    expect(checkInn('7707083893', 'PHYSIC')).toBe(messages.innPerson);
    expect(checkInn('', 'LEGAL')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../domain/core/fields';
import { alignsRight, cellText, formatNumber, type FormatContext } from './format';

const ctx = (language: string): FormatContext => ({ language, enumLabel: (_e, v) => v, refLabel: () => null });
const nbsp = /[\u00a0\u202f]/g;

describe('table number display (API.md "Display")', () => {
  it('shows money with 2 decimals grouped in the user language', () => {
    expect(formatNumber(1045404.64, 'money', 'en')).toBe('1,045,404.64');
    expect(formatNumber(1045404.64, 'money', 'ru').replace(nbsp, ' ')).toBe('1 045 404,64');
    expect(formatNumber(20, 'decimal', 'ru')).toBe('20,00');
  });

  it('shows ids and counts as plain digits, never grouped', () => {
    expect(formatNumber(2397, 'int', 'ru')).toBe('2397');
    expect(formatNumber(1234567, 'int', 'en')).toBe('1234567');
    const id: FieldDef = { kind: 'int', readOnly: true };
    expect(cellText('id', id, { id: 2397 }, ctx('ru'))).toBe('2397');
  });

  it('keeps text numbers (order numbers, INN) as they are', () => {
    expect(cellText('number', { kind: 'string' }, { number: '2026-00042' }, ctx('ru'))).toBe('2026-00042');
    expect(cellText('inn', { kind: 'string' }, { inn: '7701234567' }, ctx('en'))).toBe('7701234567');
  });

  it('aligns numbers right and text left', () => {
    expect(alignsRight({ kind: 'money' })).toBe(true);
    expect(alignsRight({ kind: 'int' })).toBe(true);
    expect(alignsRight({ kind: 'string' })).toBe(false);
    expect(alignsRight({ kind: 'date' })).toBe(false);
  });
});

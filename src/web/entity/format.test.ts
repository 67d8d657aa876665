import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../domain/core/fields';
import { alignsRight, cellText, formatNumber, formatShort, type FormatContext } from './format';
import { formatDate, formatDateTime } from '../app/locale';

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

describe('short numbers and dates in the user language (issue 24)', () => {
  it('shows K and M with 2 decimals in the language', () => {
    expect(formatShort(1234567, 'ru')).toBe('1,23M');
    expect(formatShort(1234567, 'en')).toBe('1.23M');
    expect(formatShort(1500, 'ru')).toBe('1,50K');
    expect(formatShort(12.5, 'ru')).toBe('12,50');
    const short: FieldDef = { kind: 'money', short: true };
    expect(cellText('sum', short, { sum: '2500000' }, ctx('ru'))).toBe('2,50M');
  });

  it('shows dates as DD.MM.YYYY in Russian', () => {
    expect(formatDate('2026-10-31', 'ru')).toBe('31.10.2026');
    expect(formatDate('2026-10-31', 'en')).toBe('10/31/2026');
    expect(formatDateTime('2026-10-31T09:05:00', 'ru')).toBe('31.10.2026, 9:05');
    const date: FieldDef = { kind: 'date' };
    expect(cellText('date', date, { date: '2026-10-31' }, ctx('ru'))).toBe('31.10.2026');
  });
});

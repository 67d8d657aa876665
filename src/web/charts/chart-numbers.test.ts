import { describe, expect, it } from 'vitest';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { bandAxisWidth, chartValue, compactNumber, pieValueLabels, valueAxisFormatter } from './chart-numbers';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const tick = { location: 'tick' } as AxisValueFormatterContext;
const tooltip = { location: 'tooltip' } as AxisValueFormatterContext;

describe('chart numbers in the user language', () => {
  it('axis ticks are short and grouped in Russian, in full in the tooltip', () => {
    const money = valueAxisFormatter('money', 'ru');
    expect(spaces(money(120000, tick))).toBe('120 тыс.');
    expect(spaces(money(1234567.891, tick))).toBe('1,2 млн');
    expect(spaces(money(1234567.891, tooltip))).toBe('1 234 567,89');
  });

  it('axis ticks in English', () => {
    const money = valueAxisFormatter('money', 'en');
    expect(money(120000, tick)).toBe('120K');
    expect(money(1234567.891, tooltip)).toBe('1,234,567.89');
  });

  it('counts are plain digits in both places', () => {
    expect(valueAxisFormatter('count', 'ru')(12345, tick)).toBe('12345');
    expect(chartValue(12345, 'count', 'ru')).toBe('12345');
    expect(chartValue(null, 'money', 'ru')).toBe('');
  });

  it('pie slices carry their values, short', () => {
    expect(spaces(pieValueLabels('ru').arcLabel({ value: 2500000 }))).toBe('2,5 млн');
    expect(compactNumber(2500000, 'en')).toBe('2.5M');
  });

  it('a band axis is as wide as its longest label, within bounds', () => {
    expect(bandAxisWidth(['Ann', 'Bob'])).toBe(60);
    expect(bandAxisWidth(['Константинопольский Константин'])).toBe(220);
    expect(bandAxisWidth(['Иванов Пётр Сергеевич'])).toBe(21 * 7 + 16);
  });
});

import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amount in words', () => {
  it('says rubles in words and the kopecks as two digits, with the right endings', () => {
    expect(amountInWords(101.21)).toBe('Сто один рубль 21 копейка');
    expect(amountInWords(1234567.89)).toBe('Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь рублей 89 копеек');
    expect(amountInWords(2)).toBe('Два рубля 00 копеек');
    expect(amountInWords(0)).toBe('Ноль рублей 00 копеек');
    expect(amountInWords(21.01)).toBe('Двадцать один рубль 01 копейка');
    expect(amountInWords(1000.5)).toBe('Одна тысяча рублей 50 копеек');
  });

  it('names other currencies and a negative amount', () => {
    expect(amountInWords(450.3, 'USD')).toBe('Четыреста пятьдесят долларов 30 центов');
    expect(amountInWords(12.34, 'PLN')).toBe('Двенадцать злотых 34 гроша');
    expect(amountInWords(-5, 'RUB')).toBe('Минус пять рублей 00 копеек');
  });
});

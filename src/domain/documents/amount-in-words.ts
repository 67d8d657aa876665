/**
 * A total in Russian words, rubles and kopecks ("Сто один рубль 21 копейка"), as Russian acts,
 * invoices and UPDs print it under the totals. Other currencies name their own units.
 */
import numberToWords, { type convert as convertType } from 'number-to-words-ru';
import { moneyText } from '../core/money';

type Convert = typeof convertType;
type Currency = NonNullable<Parameters<Convert>[1]>['currency'];

// The package's CommonJS build exports an object holding `convert` (Node's ESM sees it as default).
const convert: Convert = (numberToWords as unknown as { convert: Convert }).convert;

const currencies: Record<string, Currency> = {
  RUB: 'rub',
  USD: 'usd',
  EUR: 'eur',
  UAH: {
    currencyNameCases: ['гривна', 'гривны', 'гривен'],
    fractionalPartNameCases: ['копейка', 'копейки', 'копеек'],
    currencyNounGender: { integer: 1, fractionalPart: 1 },
  },
  PLN: {
    currencyNameCases: ['злотый', 'злотых', 'злотых'],
    fractionalPartNameCases: ['грош', 'гроша', 'грошей'],
    currencyNounGender: { integer: 0, fractionalPart: 0 },
  },
};

/** The amount (at most 2 decimals) in words; the kopecks as two digits. */
export function amountInWords(amount: number, currency = 'RUB'): string {
  const fixed = moneyText(Math.abs(amount));
  const words = convert(fixed, { currency: currencies[currency] ?? 'rub', convertMinusSignToWord: false });
  return amount < 0 ? `Минус ${words.charAt(0).toLowerCase()}${words.slice(1)}` : words;
}

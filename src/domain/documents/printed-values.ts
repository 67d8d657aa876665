/** How documents print values: dates dd.MM.yyyy, money "1 234 567,89" (non-breaking spaces), quantities without trailing zeros. */
import { moneyText } from '../core/money';

const groupSeparator = '\u00a0';

function grouped(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
}

export function printedDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

export function printedMoney(amount: number): string {
  const [integer, fraction] = moneyText(Math.abs(amount)).split('.');
  return `${amount < 0 ? '-' : ''}${grouped(integer)},${fraction}`;
}

export function printedQuantity(quantity: number): string {
  const [integer, fraction] = String(Math.abs(quantity)).split('.');
  return `${quantity < 0 ? '-' : ''}${grouped(integer)}${fraction ? `,${fraction}` : ''}`;
}

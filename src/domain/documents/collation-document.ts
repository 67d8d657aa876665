/**
 * Акт сверки взаимных расчётов (COLLATION): between the billing organisation and the legal
 * entity of the selected orders. Each order is a debit on its act's date (the last day of its
 * report month) for its sum with VAT; each payment of those orders a credit on its date. The
 * closing balance says who owes whom.
 */
import Decimal from 'decimal.js';
import { monthEnd } from '../sales/order-dates';
import type { BuyerInput, PaymentInput, SellerInput } from './document-input';
import { printedDate, printedMoney } from './printed-values';
import { roundMoney } from '../core/money';

export interface CollationOrder {
  number: string;
  name: string;
  dateReport: string;
  sumWithNds: number;
  currency: string | null;
  payments: PaymentInput[];
}

export interface CollationEntry {
  date: string;
  document: string;
  debit: number;
  credit: number;
}

export interface CollationStatement {
  title: string;
  period: { from: string; to: string };
  seller: string;
  buyer: string;
  currency: string;
  entries: CollationEntry[];
  debit: number;
  credit: number;
  /** Debit less credit: above zero the buyer owes the seller. */
  balance: number;
  balanceText: string;
  fileBaseName: string;
}


export function collationStatement(seller: SellerInput, buyer: BuyerInput, orders: CollationOrder[], today: string): CollationStatement {
  const entries: CollationEntry[] = [];
  for (const order of orders) {
    entries.push({ date: monthEnd(order.dateReport), document: `Акт № ${order.number} (${order.name})`, debit: order.sumWithNds, credit: 0 });
    for (const payment of order.payments) {
      entries.push({ date: payment.date, document: `Оплата${payment.number ? ` № ${payment.number}` : ''} по заказу ${order.number}`, debit: 0, credit: payment.sum });
    }
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || b.debit - a.debit);
  const total = (pick: (entry: CollationEntry) => number) => roundMoney(entries.reduce((sum, entry) => sum.plus(pick(entry)), new Decimal(0)));
  const debit = total((e) => e.debit);
  const credit = total((e) => e.credit);
  const balance = roundMoney(new Decimal(debit).minus(credit));
  const sellerName = seller.fullName || seller.name;
  const buyerName = buyer.fullname || buyer.name;
  const dates = entries.map((e) => e.date).concat(orders.map((o) => o.dateReport)).sort();
  const currency = orders[0]?.currency ?? 'RUB';
  const closing = printedDate(today);
  const balanceText =
    balance > 0
      ? `Задолженность на ${closing} в пользу ${sellerName}: ${printedMoney(balance)} ${currency}`
      : balance < 0
        ? `Задолженность на ${closing} в пользу ${buyerName}: ${printedMoney(-balance)} ${currency}`
        : `Задолженность на ${closing} отсутствует`;
  return {
    title: `Акт сверки взаимных расчётов между ${sellerName} и ${buyerName}`,
    period: { from: dates[0] ?? today, to: dates[dates.length - 1] ?? today },
    seller: sellerName,
    buyer: buyerName,
    currency,
    entries,
    debit,
    credit,
    balance,
    balanceText,
    fileBaseName: `COLLATION_${today}`,
  };
}

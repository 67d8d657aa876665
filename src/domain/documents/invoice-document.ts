/**
 * Счёт на оплату: the seller's bank details on top, the services, "Всего к оплате", the due date
 * (the date plus the payment delay), signed by the seller's director and accountant.
 */
import { baseDocument, column, contractReference, currencyShort, vatLabel, wordsOf } from './document-base';
import type { OrderDocumentInput } from './document-input';
import type { OrderDocument } from './document-model';
import { paymentDueDate } from './document-numbering';
import { printedDate, printedMoney } from './printed-values';

export function invoiceDocument(input: OrderDocumentInput, signed: boolean): OrderDocument {
  const base = baseDocument(input, 'INVOICE', 'ru', signed);
  const { totals } = base;
  return {
    ...base,
    seller: { ...base.seller, role: 'Поставщик (получатель платежа)' },
    buyer: { ...base.buyer, role: 'Покупатель (плательщик)' },
    title: `Счёт на оплату № ${base.number} от ${printedDate(base.date)}`,
    subtitle: null,
    landscape: false,
    headerLines: [
      `Основание: ${contractReference(input)}`,
      `Рекламная кампания: ${input.order.name}`,
      `Оплатить до: ${printedDate(paymentDueDate(base.date, input.order, input.contract))}`,
    ],
    columns: [
      column('index', '№', 'number'),
      column('name', 'Товары (работы, услуги)'),
      column('quantity', 'Кол-во', 'number'),
      column('unit', 'Ед.'),
      column('price', 'Цена', 'money'),
      column('sumWithoutVat', 'Сумма без НДС', 'money'),
      column('sumWithVat', 'Сумма', 'money'),
    ],
    totalLines: [
      ['Итого:', totals.withVat],
      [vatLabel(base.rows, (rate) => `В том числе НДС ${rate}:`, 'Без НДС:'), totals.vat],
      ['Всего к оплате:', totals.withVat],
    ],
    amountInWords: wordsOf(base),
    notes: [`Всего наименований ${base.rows.length}, на сумму ${printedMoney(totals.withVat)} ${currencyShort(base.currency)}`],
    signers: [
      { party: 'seller', title: 'Руководитель', name: input.seller.director ?? '' },
      { party: 'seller', title: 'Бухгалтер', name: input.seller.accountant ?? input.seller.director ?? '' },
    ],
  };
}

/** Акт об оказании услуг: dated the last day of the report month, the services with VAT, signed by both. */
import { baseDocument, column, contractReference, currencyShort, vatLabel, wordsOf } from './document-base';
import type { OrderDocumentInput } from './document-input';
import type { OrderDocument } from './document-model';
import { printedDate, printedMoney } from './printed-values';

export function actDocument(input: OrderDocumentInput, signed: boolean): OrderDocument {
  const base = baseDocument(input, 'ACT', 'ru', signed);
  const { totals } = base;
  return {
    ...base,
    title: `Акт № ${base.number} от ${printedDate(base.date)}`,
    subtitle: 'об оказании услуг',
    landscape: false,
    headerLines: [
      `Основание: ${contractReference(input)}`,
      `Период оказания услуг: ${printedDate(input.order.dateStart)} – ${printedDate(input.order.dateEnd)}`,
      `Рекламная кампания: ${input.order.name}`,
    ],
    columns: [
      column('index', '№', 'number'),
      column('name', 'Наименование работ, услуг'),
      column('quantity', 'Кол-во', 'number'),
      column('unit', 'Ед.'),
      column('price', 'Цена', 'money'),
      column('sumWithoutVat', 'Сумма без НДС', 'money'),
      column('vat', 'НДС', 'money'),
      column('sumWithVat', 'Сумма с НДС', 'money'),
    ],
    totalLines: [
      ['Итого без НДС:', totals.withoutVat],
      [vatLabel(base.rows, (rate) => `НДС ${rate}:`, 'Без НДС:'), totals.vat],
      ['Всего с НДС:', totals.withVat],
    ],
    amountInWords: wordsOf(base),
    notes: [
      `Всего оказано услуг ${base.rows.length}, на сумму ${printedMoney(totals.withVat)} ${currencyShort(base.currency)}`,
      'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.',
    ],
    signers: [
      { party: 'seller', title: 'От Исполнителя', name: input.seller.director ?? '' },
      { party: 'buyer', title: 'От Заказчика', name: input.buyer.ceoName ?? '' },
    ],
  };
}

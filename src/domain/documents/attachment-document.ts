/**
 * Приложение к договору: the order's products as a media plan (placement, format, unit,
 * volume, price, discount, sums), landscape, signed by both parties.
 */
import { baseDocument, column, contractReference, vatLabel, wordsOf } from './document-base';
import type { OrderDocumentInput } from './document-input';
import type { OrderDocument } from './document-model';
import { printedDate } from './printed-values';

export function attachmentDocument(input: OrderDocumentInput, signed: boolean): OrderDocument {
  const base = baseDocument(input, 'ATTACHMENT', 'ru', signed);
  const { totals } = base;
  return {
    ...base,
    title: `Приложение № ${base.number} от ${printedDate(base.date)}`,
    subtitle: `к ${contractReference(input).replace('Договор', 'договору')}. Медиаплан`,
    landscape: true,
    headerLines: [`Рекламная кампания: ${input.order.name}`, `Период размещения: ${printedDate(input.order.dateStart)} – ${printedDate(input.order.dateEnd)}`],
    columns: [
      column('index', '№', 'number'),
      column('name', 'Наименование'),
      column('place', 'Площадка'),
      column('format', 'Формат'),
      column('unit', 'Ед.'),
      column('quantity', 'Объём', 'number'),
      column('price', 'Цена', 'money'),
      column('discount', 'Скидка'),
      column('sumWithoutVat', 'Сумма без НДС', 'money'),
      column('vat', 'НДС', 'money'),
      column('sumWithVat', 'Сумма с НДС', 'money'),
    ],
    totalLines: [
      ['Итого без НДС:', totals.withoutVat],
      [vatLabel(base.rows, (rate) => `НДС ${rate}:`, 'Без НДС:'), totals.vat],
      ['Итого с НДС:', totals.withVat],
    ],
    amountInWords: wordsOf(base),
    notes: ['Стороны согласовали размещение рекламных материалов в объёме и по стоимости, указанным в настоящем Приложении.'],
    signers: [
      { party: 'seller', title: 'От Исполнителя', name: input.seller.director ?? '' },
      { party: 'buyer', title: 'От Заказчика', name: input.buyer.ceoName ?? '' },
    ],
  };
}

/**
 * Универсальный передаточный документ, status 1 (счёт-фактура и передаточный документ): the
 * seller's and buyer's names, addresses and ИНН/КПП, the currency with its code, the basis of
 * the transfer, the rows with the tax rate and sum, landscape as the official form.
 */
import { baseDocument, column, contractReference } from './document-base';
import type { OrderDocumentInput } from './document-input';
import type { OrderDocument } from './document-model';
import { printedDate } from './printed-values';
import { innKpp } from './parties';

const currencyNames: Record<string, string> = {
  RUB: 'Российский рубль, 643',
  USD: 'Доллар США, 840',
  EUR: 'Евро, 978',
  UAH: 'Гривна, 980',
};

export function updDocument(input: OrderDocumentInput, signed: boolean): OrderDocument {
  const base = baseDocument(input, 'UPD', 'ru', signed);
  const address = (requisites: Array<[string, string]>) => requisites.find(([label]) => label === 'Адрес')?.[1] ?? '';
  return {
    ...base,
    seller: { ...base.seller, role: 'Продавец' },
    buyer: { ...base.buyer, role: 'Покупатель' },
    title: `Универсальный передаточный документ. Счёт-фактура № ${base.number} от ${printedDate(base.date)}`,
    subtitle: 'Статус: 1 (счёт-фактура и передаточный документ (акт))',
    landscape: true,
    headerLines: [
      `Продавец: ${base.seller.name}`,
      `Адрес: ${address(base.seller.requisites)}`,
      `ИНН/КПП продавца: ${innKpp(base.seller)}`,
      'Грузоотправитель и его адрес: --',
      'Грузополучатель и его адрес: --',
      'К платёжно-расчётному документу: --',
      `Покупатель: ${base.buyer.name}`,
      `Адрес: ${address(base.buyer.requisites)}`,
      `ИНН/КПП покупателя: ${innKpp(base.buyer)}`,
      `Валюта: наименование, код: ${currencyNames[base.currency] ?? base.currency}`,
      `Основание передачи (сдачи) / получения (приёмки): ${contractReference(input)}`,
    ],
    columns: [
      column('index', '№', 'number'),
      column('name', 'Наименование товара (описание выполненных работ, оказанных услуг)'),
      column('unit', 'Ед. изм.'),
      column('quantity', 'Кол-во (объём)', 'number'),
      column('price', 'Цена (тариф) за единицу', 'money'),
      column('sumWithoutVat', 'Стоимость без налога — всего', 'money'),
      column('vatRate', 'Налоговая ставка', 'percent'),
      column('vat', 'Сумма налога', 'money'),
      column('sumWithVat', 'Стоимость с налогом — всего', 'money'),
    ],
    totalLines: [
      ['Всего к оплате без налога:', base.totals.withoutVat],
      ['Сумма налога:', base.totals.vat],
      ['Всего к оплате:', base.totals.withVat],
    ],
    amountInWords: null,
    notes: [`Период оказания услуг: ${printedDate(input.order.dateStart)} – ${printedDate(input.order.dateEnd)}`, `Дата отгрузки (передачи): ${printedDate(base.date)}`],
    signers: [
      { party: 'seller', title: 'Руководитель организации', name: input.seller.director ?? '' },
      { party: 'seller', title: 'Главный бухгалтер', name: input.seller.accountant ?? input.seller.director ?? '' },
      { party: 'buyer', title: 'Услуги принял (покупатель)', name: input.buyer.ceoName ?? '' },
    ],
  };
}

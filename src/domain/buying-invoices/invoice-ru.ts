/** Russian labels of the fields both invoice kinds share and of "set paid". */
import type { Catalogue } from '../core/i18n/messages';

export const invoiceRu: Catalogue = {
  'fields.amountWithoutNds': 'Сумма без НДС',
  'fields.amountWithNds': 'Сумма с НДС',
  'fields.paymentAmount': 'Оплачено',
  'fields.toPaySum': 'К оплате',
  'fields.actNumber': 'Номер акта',
  'fields.invoiceSignStatus': 'Статус документов',
  'Set paid': 'Отметить оплаченным',
  'Mark the invoice as paid in full ({{amount}})?': 'Отметить счёт оплаченным полностью ({{amount}})?',
  'Invoice paid': 'Счёт оплачен',
  'Generate invoices': 'Сформировать счета',
  'Generate the invoices of the month? Unpaid invoices are updated, paid ones kept.': 'Сформировать счета за месяц? Неоплаченные счета будут обновлены, оплаченные останутся как есть.',
};

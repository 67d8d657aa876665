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
  'Mark the invoice as paid in full?': 'Отметить счёт оплаченным полностью?',
  'Invoice paid': 'Счёт оплачен',
  'Generate invoices': 'Сформировать счета',
  'enums.psspInvoiceSignStatus.NO_ORIGIN': 'Нет оригинала',
  'enums.psspInvoiceSignStatus.COMPARATION_SENT': 'Сверка отправлена',
  'enums.psspInvoiceSignStatus.COMPARATION_OK': 'Сверка согласована',
  'enums.psspInvoiceSignStatus.SCAN_RECIEVED': 'Скан получен',
  'enums.psspInvoiceSignStatus.ORIGIN_RECIEVED': 'Оригинал получен',
  'enums.psspInvoiceSignStatus.SIGNED_EDO': 'Подписан в ЭДО',
  'Generate the invoices of the month? Unpaid invoices are updated, paid ones kept.': 'Сформировать счета за месяц? Неоплаченные счета будут обновлены, оплаченные останутся как есть.',
};

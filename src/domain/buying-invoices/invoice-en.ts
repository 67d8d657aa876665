/** English labels of the fields both invoice kinds share (buying-invoices/invoice-fields.ts) and of "set paid". */
import type { Catalogue } from '../core/i18n/messages';

export const invoiceEn: Catalogue = {
  'fields.amountWithoutNds': 'Amount without VAT',
  'fields.amountWithNds': 'Amount with VAT',
  'fields.paymentAmount': 'Paid',
  'fields.toPaySum': 'To pay',
  'fields.actNumber': 'Act number',
  'fields.invoiceSignStatus': 'Document status',
  'Set paid': 'Set paid',
  'Mark the invoice as paid in full ({{amount}})?': 'Mark the invoice as paid in full ({{amount}})?',
  'Invoice paid': 'Invoice paid',
  'Generate invoices': 'Generate invoices',
  'Generate the invoices of the month? Unpaid invoices are updated, paid ones kept.': 'Generate the invoices of the month? Unpaid invoices are updated, paid ones kept.',
};

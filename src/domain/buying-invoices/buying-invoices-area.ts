/**
 * The buying invoices area: what publisher and DSP invoices share (their common fields, the
 * payment status rule, "set paid" and the month's generation), used by the publishers and DSPs
 * areas. It has no entities, routes or screens of its own.
 */
import { defineArea } from '../core/area';
import { invoiceEn } from './invoice-en';
import { invoiceRu } from './invoice-ru';

export const buyingInvoicesArea = defineArea({
  name: 'buying-invoices',
  entities: [],
  actions: [],
  messages: { en: invoiceEn, ru: invoiceRu },
  floors: { server: false, web: false },
});

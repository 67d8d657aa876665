/** English labels of the buying side's acts: entities, fields, screens and messages. */
import type { Catalogue } from '../core/i18n/messages';
import { buyingMessages } from './buying-acts-refusals';

export const buyingActsEn: Catalogue = {
  [buyingMessages.invoicePaid]: buyingMessages.invoicePaid,
  [buyingMessages.invoiceHasActs]: buyingMessages.invoiceHasActs,
  [buyingMessages.actSent]: buyingMessages.actSent,
  'Publisher acts': 'Publisher acts',
  'Publisher act': 'Publisher act',
  'DSP acts': 'DSP acts',
  'DSP act': 'DSP act',
  'entities.publisherAct': 'Publisher act',
  'entities.publisherActItem': 'Act items',
  'entities.dspAct': 'DSP act',
  'entities.dspActItem': 'Act items',
  'fields.invoiceSum': 'Invoice sum',
  'fields.itemsPercent': 'Items, %',
  'fields.contractOrdId': 'Contract ORD id',
  'fields.nalogBaseSum': 'Tax base',
  'fields.nalogSum': 'Tax sum',
  'Publisher Acts generation complete': 'Publisher Acts generation complete',
  'Publisher Acts sending complete': 'Publisher Acts sending complete',
  'DSP Acts generation complete': 'DSP Acts generation complete',
  'DSP Acts sending complete': 'DSP Acts sending complete',
  Count: 'Count',
  'fields.actSum': 'Act sum',
  'fields.actSendingStatus': 'Act sending status',
};

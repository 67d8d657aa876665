/** Russian labels of the buying side's acts. */
import type { Catalogue } from '../core/i18n/messages';
import { buyingMessages } from './buying-acts-refusals';

export const buyingActsRu: Catalogue = {
  [buyingMessages.invoicePaid]: 'Оплаченный счёт нельзя удалить',
  [buyingMessages.invoiceHasActs]: 'Счёт нельзя удалить: по нему сформированы акты его месяца',
  [buyingMessages.actSent]: 'Акт, отправленный в ОРД, нельзя удалить',
  'Publisher acts': 'Акты паблишеров',
  'Publisher act': 'Акт паблишера',
  'DSP acts': 'Акты DSP',
  'DSP act': 'Акт DSP',
  'entities.publisherAct': 'Акт паблишера',
  'entities.publisherActItem': 'Позиции акта',
  'entities.dspAct': 'Акт DSP',
  'entities.dspActItem': 'Позиции акта',
  'fields.invoiceSum': 'Сумма счёта',
  'fields.itemsPercent': 'Позиции, %',
  'fields.contractOrdId': 'ID договора в ОРД',
  'fields.nalogBaseSum': 'Налоговая база',
  'fields.nalogSum': 'Сумма налога',
  'Publisher Acts generation complete': 'Акты паблишеров сформированы',
  'Publisher Acts sending complete': 'Акты паблишеров отправлены',
  'DSP Acts generation complete': 'Акты DSP сформированы',
  'DSP Acts sending complete': 'Акты DSP отправлены',
  Count: 'Количество',
  'fields.actSum': 'Сумма актов',
  'fields.actSendingStatus': 'Отправка актов',
  'enums.actSentStatus.ALL_SENT': 'Все отправлены',
  'enums.actSentStatus.NO_SENT': 'Не отправлены',
  'enums.actSentStatus.PARTIAL_SENT': 'Отправлены частично',
};

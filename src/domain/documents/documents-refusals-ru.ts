/**
 * Russian entries of the area's refusal codes whose English entry is not a translated message key
 * (the others take the key's translation).
 */
import type { documentsRefusals } from './documents-refusals';

export const documentsRefusalsRu: Partial<Record<keyof typeof documentsRefusals, string>> = {
  'documents.collationOneParty': 'Акт сверки делается по заказам одного юридического лица и одной организации, выставляющей счета',
  'documents.noOrders': 'У договора нет заказов',
  'documents.unknownOrders': 'Заказы не найдены: {{ids}}',
  'documents.noLegalEntity': 'У заказа {{number}} нет юридического лица',
  'documents.polishNeedsPln': 'Польские документы делаются для заказов в PLN: заказ {{number}} не в PLN',
  'documents.russianNotForPln': 'Заказ {{number}} в PLN: выберите польский счёт или фактуру',
  'documents.noProducts': 'В заказе {{number}} нет продуктов',
  'documents.unsigned': 'У организации {{organisation}} нет изображения подписи или печати',
  'documents.imagesUnreadable': 'Не удаётся прочитать изображение подписи или печати организации {{organisation}}',
  'documents.ordersDeleted': 'Некоторые из заказов удалены',
};

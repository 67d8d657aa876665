/** Russian counts of the rows that hold a row, in i18next's plural forms (1 заказ, 2 заказа, 5 заказов). */
import type { Catalogue } from './messages';

const counted = (entity: string, one: string, few: string, many: string): Catalogue => ({
  [`usedBy.${entity}_one`]: `{{count}} ${one}`,
  [`usedBy.${entity}_few`]: `{{count}} ${few}`,
  [`usedBy.${entity}_many`]: `{{count}} ${many}`,
  [`usedBy.${entity}_other`]: `{{count}} ${few}`,
});

export const holdersRu: Catalogue = {
  'Used by {{holders}}': 'Используется: {{holders}}',
  ...counted('user', 'пользователь', 'пользователя', 'пользователей'),
  ...counted('organisation', 'организация', 'организации', 'организаций'),
  ...counted('holding', 'холдинг', 'холдинга', 'холдингов'),
  ...counted('client', 'клиент', 'клиента', 'клиентов'),
  ...counted('brand', 'бренд', 'бренда', 'брендов'),
  ...counted('brandVertical', 'вертикаль', 'вертикали', 'вертикалей'),
  ...counted('legalEntity', 'юрлицо', 'юрлица', 'юрлиц'),
  ...counted('contract', 'договор', 'договора', 'договоров'),
  ...counted('originalContract', 'изначальный договор', 'изначальных договора', 'изначальных договоров'),
  ...counted('order', 'заказ', 'заказа', 'заказов'),
  ...counted('product', 'продукт', 'продукта', 'продуктов'),
  ...counted('invoice', 'оплата', 'оплаты', 'оплат'),
  ...counted('creative', 'креатив', 'креатива', 'креативов'),
  ...counted('creativeStatistic', 'статистика креатива', 'статистики креативов', 'статистик креативов'),
  ...counted('erirAct', 'акт по заказу', 'акта по заказам', 'актов по заказам'),
  ...counted('erirActItem', 'позиция акта', 'позиции актов', 'позиций актов'),
  ...counted('erirStatistic', 'статистика ЕРИР', 'статистики ЕРИР', 'статистик ЕРИР'),
};

/** English counts of the rows that hold a row (a refused delete: "Used by 12 orders, 3 contracts"). */
import type { Catalogue } from './messages';

const counted = (entity: string, one: string, other: string): Catalogue => ({
  [`usedBy.${entity}_one`]: `{{count}} ${one}`,
  [`usedBy.${entity}_other`]: `{{count}} ${other}`,
});

export const holdersEn: Catalogue = {
  ...counted('user', 'user', 'users'),
  ...counted('organisation', 'organisation', 'organisations'),
  ...counted('holding', 'holding', 'holdings'),
  ...counted('client', 'client', 'clients'),
  ...counted('brand', 'brand', 'brands'),
  ...counted('brandVertical', 'vertical', 'verticals'),
  ...counted('legalEntity', 'legal entity', 'legal entities'),
  ...counted('contract', 'contract', 'contracts'),
  ...counted('originalContract', 'original contract', 'original contracts'),
  ...counted('order', 'order', 'orders'),
  ...counted('product', 'product', 'products'),
  ...counted('invoice', 'payment', 'payments'),
  ...counted('creative', 'creative', 'creatives'),
  ...counted('creativeStatistic', 'creative statistic', 'creative statistics'),
  ...counted('erirAct', 'order act', 'order acts'),
  ...counted('erirActItem', 'act item', 'act items'),
  ...counted('erirStatistic', 'ERIR statistic', 'ERIR statistics'),
};

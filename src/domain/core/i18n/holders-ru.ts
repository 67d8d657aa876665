/** Russian counts of the rows that hold a row, in i18next's plural forms (1 заказ, 2 заказа, 5 заказов), from the areas' manifests. */
import { areas } from '../../areas';
import { holderCountsRu } from './counted-holders';
import type { Catalogue } from './messages';

export const holdersRu: Catalogue = {
  'Used by {{holders}}': 'Используется: {{holders}}',
  ...Object.assign({}, ...areas.map((area) => holderCountsRu(area.holders?.ru ?? {}))),
};

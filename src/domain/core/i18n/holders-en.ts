/** English counts of the rows that hold a row (a refused delete: "Used by 12 orders, 3 contracts"), from the areas' manifests. */
import { areas } from '../../areas';
import { holderCountsEn } from './counted-holders';
import type { Catalogue } from './messages';

export const holdersEn: Catalogue = Object.assign({}, ...areas.map((area) => holderCountsEn(area.holders?.en ?? {})));

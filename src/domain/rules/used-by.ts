/**
 * The text of a refused delete, "Used by 12 orders, 3 contracts" (API.md "Generic entity
 * calls"): the server writes it in English from the catalogue, the web app in the reader's
 * language from the answer's `values`, both through this one function.
 */
import type { Catalogue } from '../i18n/messages';

/** Rows of one entity that hold the row being deleted. */
export interface Holder {
  entity: string;
  count: number;
}

export const usedByMessage = 'Used by {{holders}}';
export const usedByCode = 'entity.usedBy';

/** The catalogue key of "N rows of this entity"; i18next adds the plural suffix. */
export const holderCountKey = (entity: string) => `usedBy.${entity}`;

export type CountText = (key: string, count: number) => string;

export function holdersText(holders: readonly Holder[], countText: CountText): string {
  return holders.map((holder) => countText(holderCountKey(holder.entity), holder.count)).join(', ');
}

/** English counts straight from the English catalogue (one and other are its only plural forms). */
export function englishCount(catalogue: Catalogue): CountText {
  return (key, count) => (catalogue[`${key}_${count === 1 ? 'one' : 'other'}`] ?? `{{count}} ${key}`).replace('{{count}}', String(count));
}

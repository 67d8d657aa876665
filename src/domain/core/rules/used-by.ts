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

/** Rows counted by entity name, as a refusal's value carries them: `{order: 12, contract: 3}`. */
export type EntityCounts = Readonly<Record<string, number>>;

export function holdersText(holders: readonly Holder[], countText: CountText): string {
  return holders.map((holder) => countText(holderCountKey(holder.entity), holder.count)).join(', ');
}

/** "12 orders, 3 contracts" in the language of `countText`. */
export function countedText(counts: EntityCounts, countText: CountText): string {
  return holdersText(Object.entries(counts).map(([entity, count]) => ({ entity, count: Number(count) })), countText);
}

/** English counts straight from the English catalogue (one and other are its only plural forms). */
export function englishCount(catalogue: Catalogue): CountText {
  return (key, count) => (catalogue[`${key}_${count === 1 ? 'one' : 'other'}`] ?? `{{count}} ${key}`).replace('{{count}}', String(count));
}

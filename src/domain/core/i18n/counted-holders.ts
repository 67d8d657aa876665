/**
 * How a refused delete counts the rows that hold a row ("Used by 12 orders, 3 contracts"): each
 * area names its entities' counts in its manifest (`holders`), and the catalogues collect them
 * from the list of areas. English takes one and other; Russian one, few and many (i18next's
 * plural forms; `other` reads as few).
 */
import type { Catalogue } from './messages';

export interface HolderNames {
  en: Readonly<Record<string, readonly [one: string, other: string]>>;
  ru: Readonly<Record<string, readonly [one: string, few: string, many: string]>>;
}

export function holderCountsEn(names: HolderNames['en']): Catalogue {
  return Object.fromEntries(
    Object.entries(names).flatMap(([entity, [one, other]]) => [
      [`usedBy.${entity}_one`, `{{count}} ${one}`],
      [`usedBy.${entity}_other`, `{{count}} ${other}`],
    ]),
  );
}

export function holderCountsRu(names: HolderNames['ru']): Catalogue {
  return Object.fromEntries(
    Object.entries(names).flatMap(([entity, [one, few, many]]) => [
      [`usedBy.${entity}_one`, `{{count}} ${one}`],
      [`usedBy.${entity}_few`, `{{count}} ${few}`],
      [`usedBy.${entity}_many`, `{{count}} ${many}`],
      [`usedBy.${entity}_other`, `{{count}} ${few}`],
    ]),
  );
}

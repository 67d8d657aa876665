/** How a refused delete counts __Title__'s rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const __areaCamel__Holders: HolderNames = {
  en: {
    __entity__: ['__entityLower__', '__entitiesLower__'],
  },
  ru: {
    __entity__: ['запись (__TitleRu__)', 'записи (__TitleRu__)', 'записей (__TitleRu__)'],
  },
};

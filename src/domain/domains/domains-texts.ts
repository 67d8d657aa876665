/** The domains area's interface texts in both languages, gathered for its manifest. */
import type { Catalogue } from '../core/i18n/messages';
import { addressRangeLabelsEn } from './domain-check-refusals';
import { addressRangeLabelsRu } from './domain-check-ru';
import { domainsEn } from './domains-en';
import { domainsInventoryEn } from './domains-inventory-en';
import { domainsInventoryRu } from './domains-inventory-ru';
import { domainsRu } from './domains-ru';
import { inventoryTaskDetailsEn, inventoryTaskDetailsRu } from './inventory-task-details';

export const domainsTexts: { en: Catalogue; ru: Catalogue } = {
  en: { ...domainsEn, ...domainsInventoryEn, ...inventoryTaskDetailsEn, ...addressRangeLabelsEn },
  ru: { ...domainsRu, ...domainsInventoryRu, ...addressRangeLabelsRu, ...inventoryTaskDetailsRu },
};

/**
 * The details the domain inventory's outside-service tasks finish with (spec 2 §8 success
 * messages), as catalogue entries in English and Russian. A refused enrichment answer is named
 * after the counts, one `{{domain}}: {{reason}}` each.
 */
import type { Catalogue } from '../core/i18n/messages';

export const inventoryTaskDetails = {
  googleExported: 'Export to Google completed!',
  enrichmentDone: 'DeepSeek update completed! Updated: {{updated}}, failed: {{failed}}',
  enrichmentFailure: '{{domain}}: {{reason}}',
} as const;

const translated = [inventoryTaskDetails.googleExported, inventoryTaskDetails.enrichmentDone];

export const inventoryTaskDetailsEn: Catalogue = Object.fromEntries(translated.map((text) => [text, text]));

export const inventoryTaskDetailsRu: Catalogue = {
  [inventoryTaskDetails.googleExported]: 'Выгрузка в Google завершена!',
  [inventoryTaskDetails.enrichmentDone]: 'Обновление через DeepSeek завершено! Обновлено: {{updated}}, с ошибкой: {{failed}}',
};

/**
 * Russian entries of the area's refusal codes whose English entry is not a translated message key
 * (the others take the key's translation).
 */
import type { domainsRefusals } from './domains-refusals';
import { domainCheckRefusalsRu } from './domain-check-ru';
import { inventoryServicesRefusalsRu } from './inventory-services-refusals-ru';

export const domainsRefusalsRu: Partial<Record<keyof typeof domainsRefusals, string>> = {
  ...domainCheckRefusalsRu,
  ...inventoryServicesRefusalsRu,
  'domains.batchHeader': 'Первая строка должна называть столбцы шаблона: domain, platform, theme, format, content type, owner, tags, comment',
};

/** How a refused delete counts the domains area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const domainsHolders: HolderNames = {
  en: {
    domainTheme: ['domain theme', 'domain themes'],
    domainContent: ['content type', 'content types'],
    domainTag: ['domain tag', 'domain tags'],
    domain: ['domain', 'domains'],
    domainWl: ['inventory domain', 'inventory domains'],
    deepseekPrompt: ['prompt', 'prompts'],
    platform: ['platform', 'platforms'],
  },
  ru: {
    domainTheme: ['тематика доменов', 'тематики доменов', 'тематик доменов'],
    domainContent: ['тип контента', 'типа контента', 'типов контента'],
    domainTag: ['тег домена', 'тега доменов', 'тегов доменов'],
    domain: ['домен', 'домена', 'доменов'],
    domainWl: ['домен инвентаря', 'домена инвентаря', 'доменов инвентаря'],
    deepseekPrompt: ['промпт', 'промпта', 'промптов'],
    platform: ['площадка', 'площадки', 'площадок'],
  },
};

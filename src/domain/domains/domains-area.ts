/** The domains area: platforms and the domain inventory. */
import { actionsOf, defineArea } from '../core/area';
import * as actions from './domain-actions';
import { deepseekPrompt, domain, domainContent, domainTag, domainTheme, domainWl } from './domain-entities';
import { platform } from './platforms';
import { domainsEn } from './domains-en';
import { domainsRu } from './domains-ru';
import { domainsRefusals } from './domains-refusals';

export const domainsArea = defineArea({
  name: 'domains',
  entities: [platform, domainTheme, domainContent, domainTag, domain, domainWl, deepseekPrompt],
  actions: actionsOf(actions),
  refusals: domainsRefusals,
  messages: { en: domainsEn, ru: domainsRu },
  floors: { server: true, web: true },
});

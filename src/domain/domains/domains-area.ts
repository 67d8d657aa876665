/** The domains area: platforms and the domain inventory. */
import { defineArea } from '../core/area';
import { platform } from './platforms';
import { domainsEn } from './domains-en';
import { domainsRu } from './domains-ru';
import { domainsRefusals } from './domains-refusals';

export const domainsArea = defineArea({
  name: 'domains',
  entities: [platform],
  actions: [],
  refusals: domainsRefusals,
  messages: { en: domainsEn, ru: domainsRu },
  floors: { server: true, web: true },
});

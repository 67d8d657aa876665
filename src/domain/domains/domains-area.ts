/** The domains area: platforms and the domain inventory. */
import { actionsOf, defineArea } from '../core/area';
import { defineRegistryKinds } from '../core/registry-kind';
import { platformToErir } from '../registry/registry-actions';
import * as actions from './domain-actions';
import { deepseekPrompt, domain, domainContent, domainTag, domainTheme, domainWl } from './domain-entities';
import { platform } from './platforms';
import { domainsTexts } from './domains-texts';
import { domainsRefusals } from './domains-refusals';
import { domainsRefusalsRu } from './domains-refusals-ru';
import { domainsHolders } from './domains-holders';

export const domainsArea = defineArea({
  name: 'domains',
  entities: [platform, domainTheme, domainContent, domainTag, domain, domainWl, deepseekPrompt],
  actions: actionsOf(actions),
  refusals: domainsRefusals,
  refusalsRu: domainsRefusalsRu,
  messages: domainsTexts,
  tasks: {
    'domains.inventory-refresh': 'domains.inventoryRefresh',
    'domains.inventory-google-export': 'domains.inventoryGoogleExport',
    'domains.custom-list': 'domains.customList',
    'domains.inventory-ping': 'domains.inventoryPing',
    'domains.inventory-enrichment': 'domains.inventoryEnrichment',
    'domains.check': 'domains.check',
  },
  holders: domainsHolders,
  registry: defineRegistryKinds({ platform: { plan: 'platform', entity: platform, object: 'platform', prefix: 'pl', send: platformToErir } }),
  floors: { server: true, web: true },
});

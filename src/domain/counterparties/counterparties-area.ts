/** The counterparties area: holdings, clients, brands, legal entities. */
import { defineArea, actionsOf } from '../core/area';
import { defineRegistryKinds } from '../core/registry-kind';
import { legalEntityToErir } from '../registry/registry-actions';
import { brand, brandArea, brandVertical, client, holding, legalEntity, legalEntityRegistryFields, pipeOrganization } from './counterparties';
import { counterpartiesEn } from './counterparties-en';
import { counterpartiesRu } from './counterparties-ru';
import * as actions from './counterparty-actions';
import { counterpartiesRefusals } from './counterparties-refusals';
import { counterpartiesHolders } from './counterparties-holders';

export const counterpartiesArea = defineArea({
  name: 'counterparties',
  entities: [pipeOrganization, holding, client, brandArea, brand, brandVertical, legalEntity],
  actions: actionsOf(actions),
  messages: { en: counterpartiesEn, ru: counterpartiesRu },
  refusals: counterpartiesRefusals,
  tasks: {
    'brands.crm-sync': 'brands.crmSync',
  },
  holders: counterpartiesHolders,
  registry: defineRegistryKinds({ legalEntity: { plan: 'legalEntity', entity: legalEntity, object: 'person', prefix: 'le', fields: legalEntityRegistryFields, send: legalEntityToErir } }),
  floors: { server: true, web: true },
});

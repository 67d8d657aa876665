/** The reference area: reference data (departments, countries, billing organisations, formats, KKTU, BT URLs). */
import { defineArea, actionsOf } from '../core/area';
import { defineRegistryKinds } from '../core/registry-kind';
import { billingInfoPreset, btUrl, country, department, kktu, organisation, productFormat } from './reference';
import { referenceEn } from './reference-en';
import { referenceRu } from './reference-ru';
import * as actions from './reference-actions';
import { referenceHolders } from './reference-holders';

export const referenceArea = defineArea({
  name: 'reference',
  entities: [department, country, organisation, billingInfoPreset, productFormat, kktu, btUrl],
  actions: actionsOf(actions),
  messages: { en: referenceEn, ru: referenceRu },
  holders: referenceHolders,
  /** Our billing organisation goes to the registry as a party of our contracts and the owner of the platforms. */
  registry: defineRegistryKinds({ organisation: { plan: 'organisation', entity: organisation, object: 'person', prefix: 'org', fields: ['name', 'inn'], stepOnly: true } }),
  floors: { server: true, web: true },
});

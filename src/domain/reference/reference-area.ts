/** The reference area: reference data (departments, countries, billing organisations, formats, KKTU, BT URLs). */
import { defineArea, actionsOf } from '../core/area';
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
  floors: { server: true, web: true },
});

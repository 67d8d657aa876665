/** The reference area: reference data (departments, countries, billing organisations, formats, KKTU, BT URLs). */
import { defineArea, actionsOf } from '../core/area';
import { billingInfoPreset, btUrl, country, department, kktu, organisation, productFormat } from './reference';
import * as actions from './reference-actions';

export const referenceArea = defineArea({
  name: 'reference',
  entities: [department, country, organisation, billingInfoPreset, productFormat, kktu, btUrl],
  actions: actionsOf(actions),
  floors: { server: true, web: true },
});

/** The registry area: sending to the advertising registry (ERIR). */
import { defineArea, actionsOf } from '../core/area';
import * as actions from './registry-actions';
import { registryEn } from './registry-en';
import { registryRu } from './registry-ru';
import { registryRefusals } from './registry-refusals';
import { registryRefusalsRu } from './registry-refusals-ru';

export const registryArea = defineArea({
  name: 'registry',
  entities: [],
  actions: actionsOf(actions),
  refusals: registryRefusals,
  refusalsRu: registryRefusalsRu,
  messages: { en: registryEn, ru: registryRu },
  tasks: {
    'registry.send': 'registry.send',
    'registry.send-every': 'registry.sendEvery',
  },
  floors: { server: true, web: false },
});

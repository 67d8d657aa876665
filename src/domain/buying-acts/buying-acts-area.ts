/** The buying-acts area: publisher acts and DSP acts with their items (one module, two users). */
import { actionsOf, defineArea } from '../core/area';
import * as actions from './buying-act-actions';
import { buyingActsEn } from './buying-acts-en';
import { buyingActsRu } from './buying-acts-ru';
import { publisherAct, publisherActItem } from './publisher-acts';
import { dspAct, dspActItem } from './dsp-acts';
import { buyingActsRefusals } from './buying-acts-refusals';
import { buyingActsHolders } from './buying-acts-holders';
import { buyingActsRegistry } from './buying-acts-registry';

export const buyingActsArea = defineArea({
  name: 'buying-acts',
  entities: [publisherAct, publisherActItem, dspAct, dspActItem],
  actions: actionsOf(actions),
  refusals: buyingActsRefusals,
  messages: { en: buyingActsEn, ru: buyingActsRu },
  tasks: {
    'buying-acts.publisher-generate': 'publisherActs.generate',
    'buying-acts.dsp-generate': 'dspActs.generate',
    'buying-acts.publisher-send': 'publisherActs.send',
    'buying-acts.dsp-send': 'dspActs.send',
  },
  holders: buyingActsHolders,
  registry: buyingActsRegistry,
  floors: { server: true, web: true },
});

/** The DSPs area: DSPs, their contracts, invoices and missed markers (spec 2 §2.3). */
import { actionsOf, defineArea } from '../core/area';
import * as actions from './dsp-actions';
import { dspEntities } from './dsp-entities';
import { dspsEn } from './dsps-en';
import { dspsRu } from './dsps-ru';
import { dspsRefusals } from './dsps-refusals';
import { dspsRefusalsRu } from './dsps-refusals-ru';
import { dspsHolders } from './dsps-holders';

export const dspsArea = defineArea({
  name: 'dsps',
  entities: dspEntities,
  actions: actionsOf(actions),
  refusals: dspsRefusals,
  refusalsRu: dspsRefusalsRu,
  messages: { en: dspsEn, ru: dspsRu },
  tasks: {
    'dsps.invoices-generate': 'dspInvoices.generate',
    'dsps.unmatched-lines': 'dspInvoices.unmatchedLines',
  },
  holders: dspsHolders,
  floors: { server: true, web: true },
});

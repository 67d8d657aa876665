/** The DMPs area: DMPs, their audiences (from the analytics database) and the monthly exports. */
import { actionsOf, defineArea } from '../core/area';
import * as actions from './dmp-actions';
import { dmpEntities } from './dmp-entities';
import { dmpsEn } from './dmps-en';
import { dmpsRu } from './dmps-ru';
import { dmpsRefusals } from './dmps-refusals';
import { dmpsHolders } from './dmps-holders';

export const dmpsArea = defineArea({
  name: 'dmps',
  entities: dmpEntities,
  actions: actionsOf(actions),
  refusals: dmpsRefusals,
  messages: { en: dmpsEn, ru: dmpsRu },
  tasks: {
    'dmps.export': 'dmpExports.generate',
  },
  holders: dmpsHolders,
  floors: { server: true, web: true },
});

/** The Month close area: one screen summing a month's buying-side and registry work, and its next steps. */
import { actionsOf, defineArea } from '../core/area';
import * as actions from './month-close-actions';
import { monthCloseEn } from './month-close-en';
import { monthCloseRu } from './month-close-ru';

export const monthCloseArea = defineArea({
  name: 'month-close',
  entities: [],
  actions: actionsOf(actions),
  messages: { en: monthCloseEn, ru: monthCloseRu },
  floors: { server: true, web: true },
});

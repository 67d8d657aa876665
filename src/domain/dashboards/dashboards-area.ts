/** The dashboards area: summary, ageing and holding revenue. */
import { defineArea, actionsOf } from '../core/area';
import * as actions from './dashboard-actions';
import { dashboardsEn } from './dashboards-en';
import { dashboardsRu } from './dashboards-ru';

export const dashboardsArea = defineArea({
  name: 'dashboards',
  entities: [],
  actions: actionsOf(actions),
  messages: { en: dashboardsEn, ru: dashboardsRu },
  floors: { server: true, web: true },
});

/** The dashboards area: the summary, debt ageing and holding revenue (spec 2 §2.6, §7.5). */
import { defineModule } from '../app-module';
import { ageingDataRoute, dashboardDataRoute, holdingDataRoute } from './dashboard-routes';

export const dashboardsArea = defineModule({
  name: 'dashboards',
  routes: [dashboardDataRoute, ageingDataRoute, holdingDataRoute],
});

/** The Month close area: the month's close figures (domain/month-close). */
import { defineModule } from '../app-module';
import { monthCloseSummaryRoute } from './month-close-routes';

export const monthCloseArea = defineModule({ name: 'month-close', routes: [monthCloseSummaryRoute] });

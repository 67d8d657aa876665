/** `GET /api/month_close/?date=YYYY-MM-01`: the month's close figures (the previous month by default). */
import { businessDay } from '../../domain/core/calendar/business-day';
import { monthCloseSummary } from '../../domain/month-close/month-close-actions';
import { shiftMonth } from '../../domain/core/calendar/act-month';
import { monthStart } from '../../domain/sales/order-dates';
import { actionRoute } from '../http/actions/action-route';
import { readMonthSummary } from './month-summary';

export const monthCloseSummaryRoute = actionRoute(monthCloseSummary, ({ ctx, actor, query }) =>
  readMonthSummary(ctx, actor, query.date ?? shiftMonth(monthStart(businessDay()), -1)),
);

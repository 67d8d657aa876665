/** The three dashboard calls (spec 2 §7.5) as declared actions. */
import { ageingData, dashboardData, holdingData } from '../../domain/dashboards/dashboard-actions';
import { actionRoute } from '../http/actions/action-route';
import { ageingSource, readAgeingData } from './ageing-data';
import { databaseToday } from './database-today';
import { readHoldingData } from './holding-revenue-data';
import { readSummaryData } from './summary-data';

const yearOf = (today: string) => Number(today.slice(0, 4));

export const dashboardDataRoute = actionRoute(dashboardData, async ({ ctx, actor }) => {
  const db = ctx.database.db;
  return readSummaryData(db, actor, yearOf(await databaseToday(db)));
});

export const ageingDataRoute = actionRoute(ageingData, async ({ ctx, actor, query }) => {
  const db = ctx.database.db;
  return readAgeingData(db, ageingSource(ctx, actor, query), await databaseToday(db));
});

export const holdingDataRoute = actionRoute(holdingData, async ({ ctx, actor, query }) => {
  const db = ctx.database.db;
  return readHoldingData(db, actor, query.year ?? yearOf(await databaseToday(db)));
});

/** The three dashboard calls (spec 2 §7.5) as declared actions. */
import { and } from 'drizzle-orm';
import { ageingData, dashboardData, holdingData } from '../../../domain/actions/dashboard-actions';
import { order } from '../../../domain/entities/sales/orders';
import { actionRoute } from '../../http/actions/action-route';
import { listWhere } from '../../entity-service/list-conditions';
import { ageingScope, readAgeingData } from './ageing-data';
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
  const filters = { department: query.department || undefined, responsible: query.responsible || undefined };
  const where = and(listWhere(ctx, order, actor, filters), ageingScope({ holding: query.holding, client: query.client, month: query.month }));
  return readAgeingData(db, where, await databaseToday(db));
});

export const holdingDataRoute = actionRoute(holdingData, async ({ ctx, actor, query }) => {
  const db = ctx.database.db;
  return readHoldingData(db, actor, query.year ?? yearOf(await databaseToday(db)));
});

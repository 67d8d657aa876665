/** `GET clients/statistic/?year=`: the yearly grid of the clients table (API.md "Sales"), over the orders the user may read. */
import { and, isNotNull, ne, sql } from 'drizzle-orm';
import { moneyFrom } from '../../domain/core/money';
import { clientStatistic } from '../../domain/sales/sales-actions';
import { order } from '../../domain/sales/orders';
import { actionRoute } from '../http/actions/action-route';
import { readerFor } from '../items/readers';

export const clientStatisticRoute = actionRoute(clientStatistic, async ({ ctx, actor, query }) => {
  const orders = readerFor(actor).rows(order);
  const month = sql<string>`to_char(${orders.dateReport}, 'YYYY-MM-01')`;
  const rows = await ctx.database.db
    .select({ client: orders.client, date: month, sum: sql<string>`coalesce(sum(${orders.sumWithNds}), 0)` })
    .from(orders)
    .where(
      and(
        isNotNull(orders.client),
        ne(orders.status, 'CANCELED'),
        sql`${orders.dateReport} >= ${`${query.year}-01-01`}::date and ${orders.dateReport} < ${`${query.year + 1}-01-01`}::date`,
      ),
    )
    .groupBy(orders.client, month)
    .orderBy(orders.client, month);
  return rows.map((row) => ({ client: Number(row.client), date: String(row.date), sum: moneyFrom(row.sum) }));
});

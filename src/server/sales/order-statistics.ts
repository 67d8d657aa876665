/**
 * `GET orders/statistic/`: the statistics view of the orders table, over exactly the orders
 * its filters select (API.md "Sales"), read through the user's reader (their orders, clients,
 * departments and users). Sums are sums with VAT.
 */
import { count, countDistinct, desc, eq, sql, type SQL } from 'drizzle-orm';
import { moneyFrom } from '../../domain/core/money';
import { orderStatistic } from '../../domain/sales/sales-actions';
import { client } from '../../domain/counterparties/counterparties';
import { user } from '../../domain/accounts/accounts';
import { department } from '../../domain/reference/reference';
import { order } from '../../domain/sales/orders';
import { orderSumBands } from '../../domain/sales/order-sum-bands';
import type { Executor } from '../db/connection';
import { listWhere } from '../items/list-conditions';
import { readerFor, type ReadRows } from '../items/readers';
import { actionRoute } from '../http/actions/action-route';

/** Pies show the largest slices and one "Other" for the rest. */
const pieSlices = 12;
const topOrders = 20;

const money = moneyFrom;

type Slice = { t: string; v: number };
/** A column of a reader's rows. */
type Column = ReadRows['id'];

function withOther(rows: Array<{ t: unknown; v: unknown }>): Slice[] {
  const slices = rows.map((row) => ({ t: row.t === null ? '—' : String(row.t), v: money(row.v) }));
  if (slices.length <= pieSlices) return slices;
  const rest = slices.slice(pieSlices - 1).reduce((sum, slice) => sum + slice.v, 0);
  return [...slices.slice(0, pieSlices - 1), { t: 'Other', v: money(rest) }];
}

async function sumBy(db: Executor, orders: ReadRows, where: SQL | undefined, key: Column, names: { table: ReadRows; column: Column }): Promise<Slice[]> {
  const total = sql`coalesce(sum(${orders.sumWithNds}), 0)`;
  const rows = await db
    .select({ t: names.column, v: total })
    .from(orders)
    .leftJoin(names.table, eq(names.table.id, key))
    .where(where)
    .groupBy(key, names.column)
    .orderBy(desc(total));
  return withOther(rows);
}

export const orderStatisticRoute = actionRoute(orderStatistic, async ({ ctx, actor, query }) => {
  const db = ctx.database.db;
  const reader = readerFor(actor);
  const [orders, users, clients, departments] = [reader.rows(order), reader.rows(user), reader.rows(client), reader.rows(department)];
  const where = listWhere(ctx, order, actor, query);
  const [figures] = await db
    .select({
      ordersCount: count(),
      ordersSum: sql`coalesce(sum(${orders.sumWithNds}), 0)`,
      ordersCommissionSum: sql`coalesce(sum(${orders.commission}), 0)`,
      clientsCount: countDistinct(orders.client),
      brandsCount: countDistinct(orders.brand),
    })
    .from(orders)
    .where(where);
  const [{ clientsTotal }] = await db.select({ clientsTotal: count() }).from(clients);
  const ordersCount = Number(figures.ordersCount);
  const ordersSum = money(figures.ordersSum);

  const bands = orderSumBands.map((band) => sql`count(*) filter (where ${orders.sumWithNds} >= ${band.from} and ${orders.sumWithNds} < ${band.to})`);
  const [bandRow] = await db.select({ counts: sql<string>`array[${sql.join(bands, sql`, `)}]::text` }).from(orders).where(where);
  const bandCounts = String(bandRow.counts).replace(/[{}]/g, '').split(',').map(Number);

  const top = await db
    .select({ order: orders.id, name: orders.name, sellerName: users.fullName, total: orders.sumWithNds })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.responsible))
    .where(where)
    .orderBy(desc(orders.sumWithNds), orders.id)
    .limit(topOrders);

  return {
    ordersCount,
    ordersSum,
    ordersCommissionSum: money(figures.ordersCommissionSum),
    averageOrderSum: ordersCount ? money(ordersSum / ordersCount) : 0,
    clientsCount: Number(figures.clientsCount),
    brandsCount: Number(figures.brandsCount),
    activeClientsPercent: Number(clientsTotal) ? money((Number(figures.clientsCount) / Number(clientsTotal)) * 100) : 0,
    departmentPie: await sumBy(db, orders, where, orders.department, { table: departments, column: departments.name }),
    managersPie: await sumBy(db, orders, where, orders.responsible, { table: users, column: users.fullName }),
    clientsPie: await sumBy(db, orders, where, orders.client, { table: clients, column: clients.name }),
    orderSumsDistrib: orderSumBands.map((band, i) => ({ t: band.label, v: bandCounts[i] ?? 0 })),
    ordersPie: top.map((row) => ({ order: Number(row.order), name: String(row.name ?? ''), sellerName: String(row.sellerName ?? ''), total: money(row.total) })),
  };
});

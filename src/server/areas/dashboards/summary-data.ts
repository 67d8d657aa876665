/**
 * `GET statistics/dash/` (spec 2 §3 "Dashboard data", §7.5): over the orders of a year that are
 * not canceled, the sum with VAT and the count per report month and department, and the sum
 * per responsible manager, largest first.
 */
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { AnswerOf } from '../../../domain/actions/action';
import type { dashboardData } from '../../../domain/actions/dashboard-actions';
import type { Actor } from '../../../domain/access';
import { user } from '../../../domain/entities/accounts';
import { order } from '../../../domain/entities/sales/orders';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import { readConditions } from '../../entity-service/list-conditions';
import { moneyOf } from './dashboard-money';

export async function readSummaryData(db: Executor, actor: Actor, year: number): Promise<AnswerOf<typeof dashboardData>> {
  const orders = tableOf(order);
  const users = tableOf(user);
  const where = and(
    ne(orders.status, 'CANCELED'),
    gte(orders.dateReport, `${year}-01-01`),
    lt(orders.dateReport, `${year + 1}-01-01`),
    ...readConditions(order, actor),
  );
  const month = sql<string>`to_char(${orders.dateReport}, 'YYYY-MM-01')`;
  const total = sql<string>`coalesce(sum(${orders.sumWithNds}), 0)`;
  const departments = await db
    .select({ date: month, department: orders.department, sum: total, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(where)
    .groupBy(month, orders.department)
    .orderBy(month, orders.department);
  const managers = await db
    .select({ t: users.fullName, v: total })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.responsible))
    .where(where)
    .groupBy(orders.responsible, users.fullName)
    .orderBy(desc(total), users.fullName);
  return {
    departments: departments.map((row) => ({
      date: row.date,
      department: row.department === null ? null : Number(row.department),
      sum: moneyOf(row.sum),
      count: Number(row.count),
    })),
    managers: managers.map((row) => ({ t: row.t === null ? '—' : String(row.t), v: moneyOf(row.v) })),
  };
}

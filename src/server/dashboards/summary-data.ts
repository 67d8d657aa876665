/**
 * `GET statistics/dash/` (spec 2 §3 "Dashboard data", §7.5): over the orders of a year that are
 * not canceled, the sum with VAT and the count per report month and department, and the sum
 * per responsible manager, largest first. Read from the month rollup (dashboard-tables.ts);
 * a reader whose rule limits the orders they see is answered from the rows of their reader.
 */
import { and, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnswerOf } from '../../domain/core/actions/action';
import type { dashboardData } from '../../domain/dashboards/dashboard-actions';
import type { Actor } from '../../domain/core/access';
import { user } from '../../domain/accounts/accounts';
import { order } from '../../domain/sales/orders';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/connection';
import { readerFor, type ReadRows, type Reader } from '../items/readers';
import { moneyOf } from './dashboard-money';
import { orderMonthSums } from './dashboard-tables';

type Answer = AnswerOf<typeof dashboardData>;
interface DepartmentRow {
  date: string;
  department: unknown;
  sum: unknown;
  count: unknown;
}
interface ManagerRow {
  t: unknown;
  v: unknown;
}

const answerOf = (departments: DepartmentRow[], managers: ManagerRow[]): Answer => ({
  departments: departments.map((row) => ({
    date: row.date,
    department: row.department === null ? null : Number(row.department),
    sum: moneyOf(row.sum),
    count: Number(row.count),
  })),
  managers: managers.map((row) => ({ t: row.t === null ? '—' : String(row.t), v: moneyOf(row.v) })),
});

export async function readSummaryData(db: Executor, actor: Actor, year: number): Promise<Answer> {
  const reader = readerFor(actor);
  return reader.limited(order) ? summaryFromOrders(db, reader, year) : summaryFromMonthSums(db, reader, year);
}

/** Where the figures come from: a table, its month, department and responsible, its sum and count, which rows. */
interface Source {
  table: PgTable | ReadRows;
  month: SQL<string>;
  department: AnyPgColumn;
  responsible: AnyPgColumn;
  sum: SQL<string>;
  count: SQL<number>;
  where: SQL | undefined;
  /** The groups that hold orders, when the table holds keys that no longer do. */
  having?: SQL;
}

/** The managers' names are the users' the reader may read. */
async function summaryOf(db: Executor, reader: Reader, source: Source): Promise<Answer> {
  const users = reader.rows(user);
  const departments = await db
    .select({ date: source.month, department: source.department, sum: source.sum, count: source.count })
    .from(source.table)
    .where(source.where)
    .groupBy(source.month, source.department)
    .having(source.having)
    .orderBy(source.month, source.department);
  const managers = await db
    .select({ t: users.fullName, v: source.sum })
    .from(source.table)
    .leftJoin(users, eq(users.id, source.responsible))
    .where(source.where)
    .groupBy(source.responsible, users.fullName)
    .having(source.having)
    .orderBy(desc(source.sum), users.fullName);
  return answerOf(departments, managers);
}

/** From the rollup: a dozen months' keys instead of the year's orders. */
export function summaryFromMonthSums(db: Executor, reader: Reader, year: number): Promise<Answer> {
  const sums = orderMonthSums;
  return summaryOf(db, reader, {
    table: sums,
    month: sql<string>`to_char(${sums.month}, 'YYYY-MM-01')`,
    department: sums.department,
    responsible: sums.responsible,
    sum: sql<string>`sum(${sums.sumWithNds})`,
    count: sql<number>`sum(${sums.count})::int`,
    where: and(gte(sums.month, `${year}-01-01`), lt(sums.month, `${year + 1}-01-01`)),
    having: sql`sum(${sums.count}) > 0`,
  });
}

/** From the orders themselves, those the reader may read. */
export function summaryFromOrders(db: Executor, reader: Reader, year: number): Promise<Answer> {
  const orders = reader.rows(order);
  return summaryOf(db, reader, {
    table: orders,
    month: sql<string>`to_char(${orders.dateReport}, 'YYYY-MM-01')`,
    department: orders.department,
    responsible: orders.responsible,
    sum: sql<string>`coalesce(sum(${orders.sumWithNds}), 0)`,
    count: sql<number>`count(*)::int`,
    where: and(ne(orders.status, 'CANCELED'), gte(orders.dateReport, `${year}-01-01`), lt(orders.dateReport, `${year + 1}-01-01`)),
  });
}

/**
 * `GET statistics/holding/?year=` (spec 2 §3 "Holding data", §7.5): per billing organisation
 * (the organisation of the order's contract) and month of the year, the sum without VAT of the
 * orders that are not canceled (by report month) and the sum of the payments (by payment date).
 * Read from the month rollups (dashboard-tables.ts); a reader whose rule limits the orders or
 * payments they see is answered from the rows of their reader (the contracts too are theirs).
 */
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { AnswerOf } from '../../domain/core/actions/action';
import type { holdingData } from '../../domain/dashboards/dashboard-actions';
import type { Actor } from '../../domain/core/access';
import { contract } from '../../domain/sales/contracts';
import { invoice } from '../../domain/sales/invoices';
import { order } from '../../domain/sales/orders';
import type { Executor } from '../db/connection';
import { readerFor, type Reader } from '../items/readers';
import { moneyOf } from './dashboard-money';
import { orderMonthSums, paymentMonthSums } from './dashboard-tables';

type Answer = AnswerOf<typeof holdingData>;
type Cells = Answer['profits'];
interface CellRow {
  organisation: unknown;
  date: string;
  sum: unknown;
}

const cellsOf = (rows: CellRow[]): Cells =>
  rows.map((row) => ({ organisation: row.organisation === null ? null : Number(row.organisation), date: row.date, sum: moneyOf(row.sum) }));

const yearOf = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

export async function readHoldingData(db: Executor, actor: Actor, year: number): Promise<Answer> {
  const reader = readerFor(actor);
  return {
    profits: reader.limited(order) ? await profitsFromOrders(db, reader, year) : await profitsFromMonthSums(db, year),
    payments: reader.limited(invoice) ? await paymentsFromInvoices(db, reader, year) : await paymentsFromMonthSums(db, year),
  };
}

export async function profitsFromMonthSums(db: Executor, year: number): Promise<Cells> {
  const { from, to } = yearOf(year);
  const sums = orderMonthSums;
  const month = sql<string>`to_char(${sums.month}, 'YYYY-MM-01')`;
  const rows = await db
    .select({ organisation: sums.organisation, date: month, sum: sql<string>`sum(${sums.sumWithoutNds})` })
    .from(sums)
    .where(and(gte(sums.month, from), lt(sums.month, to)))
    .groupBy(sums.organisation, sums.month)
    .having(sql`sum(${sums.count}) > 0`)
    .orderBy(asc(sums.organisation), month);
  return cellsOf(rows);
}

export async function paymentsFromMonthSums(db: Executor, year: number): Promise<Cells> {
  const { from, to } = yearOf(year);
  const sums = paymentMonthSums;
  const month = sql<string>`to_char(${sums.month}, 'YYYY-MM-01')`;
  const rows = await db
    .select({ organisation: sums.organisation, date: month, sum: sums.sum })
    .from(sums)
    .where(and(gte(sums.month, from), lt(sums.month, to), sql`${sums.count} > 0`))
    .orderBy(asc(sums.organisation), month);
  return cellsOf(rows);
}

export async function profitsFromOrders(db: Executor, reader: Reader, year: number): Promise<Cells> {
  const { from, to } = yearOf(year);
  const orders = reader.rows(order);
  const contracts = reader.rows(contract);
  const month = sql<string>`to_char(${orders.dateReport}, 'YYYY-MM-01')`;
  const rows = await db
    .select({ organisation: contracts.organisation, date: month, sum: sql<string>`coalesce(sum(${orders.sumWithoutNds}), 0)` })
    .from(orders)
    .leftJoin(contracts, eq(contracts.id, orders.contract))
    .where(and(ne(orders.status, 'CANCELED'), gte(orders.dateReport, from), lt(orders.dateReport, to)))
    .groupBy(contracts.organisation, month)
    .orderBy(contracts.organisation, month);
  return cellsOf(rows);
}

export async function paymentsFromInvoices(db: Executor, reader: Reader, year: number): Promise<Cells> {
  const { from, to } = yearOf(year);
  const invoices = reader.rows(invoice);
  const orders = reader.rows(order);
  const contracts = reader.rows(contract);
  const month = sql<string>`to_char(${invoices.date}, 'YYYY-MM-01')`;
  const rows = await db
    .select({ organisation: contracts.organisation, date: month, sum: sql<string>`coalesce(sum(${invoices.sum}), 0)` })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.order))
    .leftJoin(contracts, eq(contracts.id, orders.contract))
    .where(and(gte(invoices.date, from), lt(invoices.date, to)))
    .groupBy(contracts.organisation, month)
    .orderBy(contracts.organisation, month);
  return cellsOf(rows);
}

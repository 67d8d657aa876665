/**
 * `GET statistics/holding/?year=` (spec 2 §3 "Holding data", §7.5): per billing organisation
 * (the organisation of the order's contract) and month of the year, the sum without VAT of the
 * orders that are not canceled (by report month) and the sum of the payments (by payment date).
 */
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { AnswerOf } from '../../../domain/actions/action';
import type { holdingData } from '../../../domain/actions/dashboard-actions';
import type { Actor } from '../../../domain/access';
import { contract } from '../../../domain/entities/sales/contracts';
import { invoice } from '../../../domain/entities/sales/invoices';
import { order } from '../../../domain/entities/sales/orders';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import { readConditions } from '../../entity-service/list-conditions';
import { moneyOf } from './dashboard-money';

type Answer = AnswerOf<typeof holdingData>;

const rowsOf = (rows: Array<{ organisation: unknown; date: string; sum: unknown }>): Answer['profits'] =>
  rows.map((row) => ({ organisation: row.organisation === null ? null : Number(row.organisation), date: row.date, sum: moneyOf(row.sum) }));

export async function readHoldingData(db: Executor, actor: Actor, year: number): Promise<Answer> {
  const orders = tableOf(order);
  const contracts = tableOf(contract);
  const invoices = tableOf(invoice);
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;

  const reportMonth = sql<string>`to_char(${orders.dateReport}, 'YYYY-MM-01')`;
  const profits = await db
    .select({ organisation: contracts.organisation, date: reportMonth, sum: sql<string>`coalesce(sum(${orders.sumWithoutNds}), 0)` })
    .from(orders)
    .leftJoin(contracts, eq(contracts.id, orders.contract))
    .where(and(ne(orders.status, 'CANCELED'), gte(orders.dateReport, from), lt(orders.dateReport, to), ...readConditions(order, actor)))
    .groupBy(contracts.organisation, reportMonth)
    .orderBy(contracts.organisation, reportMonth);

  const paymentMonth = sql<string>`to_char(${invoices.date}, 'YYYY-MM-01')`;
  const payments = await db
    .select({ organisation: contracts.organisation, date: paymentMonth, sum: sql<string>`coalesce(sum(${invoices.sum}), 0)` })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.order))
    .leftJoin(contracts, eq(contracts.id, orders.contract))
    .where(and(gte(invoices.date, from), lt(invoices.date, to), ...readConditions(invoice, actor)))
    .groupBy(contracts.organisation, paymentMonth)
    .orderBy(contracts.organisation, paymentMonth);

  return { profits: rowsOf(profits), payments: rowsOf(payments) };
}

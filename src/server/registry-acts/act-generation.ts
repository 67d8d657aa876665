/**
 * `POST erir/acts/?date=` (spec 2 §2.4, §7.4): the month's order acts, made by a background task
 * in ONE transaction. Every order of the month that is not canceled gets one act (its number,
 * the month's last day, its sum without VAT, its commission in percent, contract, customer and
 * operator) with one item per original contract (rules/act-items.ts). Acts of the month already
 * sent (with an operator id) are never touched, and their orders get no second act; the month's
 * unsent acts are replaced. A declared month generation (jobs/month-generation): this file gives
 * its source query, its row rule and what it keeps; the machine reads and writes in bulk (50,000
 * orders in seconds) through the items service, with the history of every act created and
 * deleted, under the month's lock, and any failure leaves the month as it was.
 */
import { and, asc, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { generateErirActs, registryActMessages } from '../../domain/registry-acts/registry-act-actions';
import { erirAct, erirActItem } from '../../domain/registry-acts/erir-acts';
import { order } from '../../domain/sales/orders';
import { actCommissionPercent, actCommissionSum } from '../../domain/registry-acts/act-commission';
import { actItemShares, actOriginalContracts } from '../../domain/registry-acts/act-items';
import type { ActMonth } from '../../domain/core/calendar/act-month';
import { refuse } from '../../domain/core/refusals/refusal';
import type { Executor } from '../db/connection';
import { rowsOf } from '../db/raw-rows';
import { systemReader } from '../items/readers';
import { creative } from '../../domain/creatives/creative';
import { product } from '../../domain/sales/products';

const read = systemReader('every order of the month gets its act, whoever started the generation');
import { actionRoute } from '../http/actions/action-route';
import { defineMonthGeneration } from '../jobs/month-generation/month-generation';

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Original contracts named by the creatives of each order of the month. */
async function creativeContracts(tx: Executor, month: ActMonth): Promise<Map<number, number[]>> {
  const rows = await rowsOf<{ order: unknown; contract: unknown }>(
    tx,
    sql`
    select u.order_id as "order", c.contract_id as "contract"
    from ${read.rowsAs(creative, 'c')} cross join lateral unnest(c.orders) as u(order_id)
    join ${read.rowsAs(order, 'o')} on o.id = u.order_id
    where c.contract_id is not null and o.date_report >= ${month.start} and o.date_report < ${month.next}`,
  );
  const byOrder = new Map<number, number[]>();
  for (const row of rows) {
    const list = byOrder.get(num(row.order)) ?? [];
    list.push(num(row.contract));
    byOrder.set(num(row.order), list);
  }
  return byOrder;
}

/** Actual shows of each order of the month: its impressions products' actual volume. */
async function orderImpressions(tx: Executor, month: ActMonth): Promise<Map<number, number>> {
  const rows = await rowsOf<{ order: unknown; shows: unknown }>(
    tx,
    sql`
    select p.order_id as "order", round(sum(p.amount_fact)) as "shows"
    from ${read.rowsAs(product, 'p')} join ${read.rowsAs(order, 'o')} on o.id = p.order_id
    where p.type = 'IMPRESSIONS' and o.date_report >= ${month.start} and o.date_report < ${month.next}
    group by p.order_id`,
  );
  return new Map(rows.map((row) => [num(row.order), num(row.shows)]));
}

interface MonthOrder {
  id: number;
  number: string | null;
  contract: number | null;
  legalEntity: number | null;
  ord: string | null;
  sumWithoutNds: unknown;
  commission: unknown;
  originalContract: number | null;
}

interface ActFigures {
  orders: MonthOrder[];
  contractsOf: Map<number, number[]>;
  showsOf: Map<number, number>;
}

/** The month's orders that are not canceled, with their creatives' original contracts and their shows. */
async function actFigures(tx: Executor, month: ActMonth): Promise<ActFigures> {
  const orders = read.rows(order);
  const monthOrders = await tx
    .select({
      id: orders.id,
      number: orders.number,
      contract: orders.contract,
      legalEntity: orders.legalEntity,
      ord: orders.ord,
      sumWithoutNds: orders.sumWithoutNds,
      commission: orders.commission,
      originalContract: orders.originalContract,
    })
    .from(orders)
    .where(and(gte(orders.dateReport, month.start), lt(orders.dateReport, month.next), ne(orders.status, 'CANCELED')))
    .orderBy(asc(orders.id));
  return { orders: monthOrders as MonthOrder[], contractsOf: await creativeContracts(tx, month), showsOf: await orderImpressions(tx, month) };
}

/** One act per order (dated the month's last day) with one item per original contract. */
function actRows({ orders, contractsOf, showsOf }: ActFigures, month: ActMonth) {
  return orders.map((o) => {
    const sum = num(o.sumWithoutNds);
    const commission = actCommissionPercent(sum, num(o.commission));
    const shares = actItemShares(sum, actOriginalContracts(contractsOf.get(num(o.id)) ?? [], o.originalContract === null ? null : num(o.originalContract)));
    const record = {
      date: month.end,
      number: String(o.number ?? o.id),
      sum,
      commission,
      commissionSum: actCommissionSum(sum, commission),
      contract: o.contract,
      order: o.id,
      customer: o.legalEntity,
      erirApi: o.ord ?? 'VK',
      isUpdated: false,
      actualImpressions: showsOf.get(num(o.id)) ?? 0,
      itemsSum: shares.reduce((total, share) => total.plus(share.sum), new Decimal(0)).toNumber(),
    };
    return { record, children: shares.map((share) => ({ originalContract: share.originalContract, sum: share.sum })) };
  });
}

/** The month's order acts: sent ones (with an operator id) kept, their orders getting no second act; the others recreated. */
export const actGeneration = defineMonthGeneration({
  name: 'registry.acts-generate',
  entity: erirAct,
  monthField: 'date',
  key: 'order',
  kept: (acts) => isNotNull(acts.ordId),
  replace: 'recreate',
  children: { entity: erirActItem, via: 'act' },
  source: ({ tx, month }) => actFigures(tx, month),
  rows: actRows,
  done: registryActMessages.generated,
  result: ({ kept }) => ({ keptSent: kept }),
});

export const generateActsRoute = actionRoute(generateErirActs, async ({ ctx, actor, query }) => {
  if (!query.date) throw refuse.invalid('registryActs.generateWithoutDate');
  return { taskId: await actGeneration.start(ctx, { date: query.date.length === 7 ? `${query.date}-01` : query.date, userId: actor.id }) };
});

/**
 * `POST erir/acts/?date=` (spec 2 §2.4, §7.4): the month's order acts, made by a background task
 * in ONE transaction. Every order of the month that is not canceled gets one act (its number,
 * the month's last day, its sum without VAT, its commission in percent, contract, customer and
 * operator) with one item per original contract (rules/act-items.ts). Acts of the month already
 * sent (with an operator id) are never touched, and their orders get no second act; the month's
 * unsent acts are replaced. Rows are read and written in bulk (50,000 orders in seconds), with
 * the history of every act created and deleted; any failure leaves the month as it was.
 */
import { and, asc, gte, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { generateErirActs, registryActMessages } from '../../domain/registry-acts/registry-act-actions';
import { erirAct, erirActItem } from '../../domain/registry-acts/erir-acts';
import { order } from '../../domain/sales/orders';
import type { Actor } from '../../domain/core/entity';
import { actCommissionPercent, actCommissionSum } from '../../domain/registry-acts/act-commission';
import { actItemShares, actOriginalContracts } from '../../domain/registry-acts/act-items';
import { actMonth, type ActMonth } from '../../domain/registry-acts/act-month';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import { rowsOf } from '../db/raw-rows';
import { items } from '../items/items';
import { systemActor } from '../items/system-actor';
import { actionRoute } from '../http/actions/action-route';
import { refuse } from '../../domain/core/refusals/refusal';
import { defineJob } from '../jobs/job-handlers';
import Decimal from 'decimal.js';

export const actGenerationJob = 'registry.acts-generate';

export interface ActGenerationResult {
  detail: string;
  month: string;
  created: number;
  replaced: number;
  keptSent: number;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Original contracts named by the creatives of each order of the month. */
async function creativeContracts(tx: Executor, month: ActMonth): Promise<Map<number, number[]>> {
  const rows = await rowsOf<{ order: unknown; contract: unknown }>(
    tx,
    sql`
    select u.order_id as "order", c.contract_id as "contract"
    from creatives c cross join lateral unnest(c.orders) as u(order_id)
    join orders o on o.id = u.order_id
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
    from products p join orders o on o.id = p.order_id
    where p.type = 'IMPRESSIONS' and o.date_report >= ${month.start} and o.date_report < ${month.next}
    group by p.order_id`,
  );
  return new Map(rows.map((row) => [num(row.order), num(row.shows)]));
}

export async function generateMonthActs(tx: Executor, date: string, actor: Actor): Promise<ActGenerationResult> {
  const month = actMonth(date);
  const acts = tableOf(erirAct);
  const itemTable = tableOf(erirActItem);
  const orders = tableOf(order);
  const inMonth = and(gte(acts.date, month.start), lt(acts.date, month.next));

  const sentOrders = new Set(
    (await tx.select({ order: acts.order }).from(acts).where(and(inMonth, isNotNull(acts.ordId)))).map((row) => num(row.order)),
  );
  const actItems = items(erirAct, { actor, tx });
  const itemItems = items(erirActItem, { actor, tx });
  // The items first, in one statement (the foreign key would cascade act by act). Items are parts
  // of their act (no history of their own); the acts deleted answer themselves for the history.
  await itemItems.system.delete(inArray(itemTable.act, sql`(select id from erir_acts where date >= ${month.start} and date < ${month.next} and ord_id is null)`), {
    history: false,
  });
  const replaced = await actItems.system.delete(and(inMonth, isNull(acts.ordId))!, { history: true });

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
  const contractsOf = await creativeContracts(tx, month);
  const showsOf = await orderImpressions(tx, month);

  const planned = monthOrders
    .filter((o) => !sentOrders.has(num(o.id)))
    .map((o) => {
      const sum = num(o.sumWithoutNds);
      const commission = actCommissionPercent(sum, num(o.commission));
      const shares = actItemShares(sum, actOriginalContracts(contractsOf.get(num(o.id)) ?? [], o.originalContract === null ? null : num(o.originalContract)));
      const act = {
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
      return { act, shares };
    });

  const created = await actItems.system.insert(
    planned.map((p) => p.act),
    { history: true },
  );
  const itemRows = created.flatMap((act, index) => planned[index].shares.map((share) => ({ act: act.id, originalContract: share.originalContract, sum: share.sum })));
  await itemItems.system.insert(itemRows, { history: false });

  return { detail: registryActMessages.generated, month: month.start, created: created.length, replaced: replaced.length, keptSent: sentOrders.size };
}

export const actGeneration = defineJob(actGenerationJob, (ctx, data) =>
  ctx.database.db.transaction((tx) => generateMonthActs(tx, String(data.month), systemActor((data.userId as number | null) ?? null))),
);

export const generateActsRoute = actionRoute(generateErirActs, async ({ ctx, actor, query }) => {
  if (!query.date) throw refuse.invalid('registryActs.generateWithoutDate');
  const month = actMonth(query.date.length === 7 ? `${query.date}-01` : query.date).start;
  return { taskId: await ctx.jobs.enqueue(actGenerationJob, { month, userId: actor.id }, { singleFlight: month }) };
});

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
import { generateErirActs, registryActMessages } from '../../../domain/actions/registry-act-actions';
import { erirAct, erirActItem } from '../../../domain/entities/registry/acts';
import { order } from '../../../domain/entities/sales/orders';
import type { Actor } from '../../../domain/entity';
import { isNumericKind } from '../../../domain/fields';
import { actCommissionPercent, actCommissionSum } from '../../../domain/rules/act-commission';
import { actItemShares, actOriginalContracts } from '../../../domain/rules/act-items';
import { actMonth, type ActMonth } from '../../../domain/rules/act-month';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import { bulkInsert } from '../../db/bulk-insert';
import { rowsOf } from '../../db/raw-rows';
import type { EntityRecord } from '../../entity-service/entity-hooks';
import { recordHistoryMany } from '../../entity-service/history';
import { authorId, systemActor } from '../../entity-service/system-actor';
import { actionRoute } from '../../http/actions/action-route';
import { refuse } from '../../../domain/refusals/refusal';
import { defineJob } from '../../jobs/job-handlers';
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

/** A stored row as the API shows it (numbers for numeric columns), for the history. */
function asRecord(row: Record<string, unknown>): EntityRecord {
  const record: EntityRecord = { ...row };
  for (const [name, field] of Object.entries(erirAct.fields)) {
    if (isNumericKind(field.kind) && record[name] !== null && record[name] !== undefined) record[name] = Number(record[name]);
  }
  return record;
}

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
  const items = tableOf(erirActItem);
  const orders = tableOf(order);
  const inMonth = and(gte(acts.date, month.start), lt(acts.date, month.next));

  const sentOrders = new Set(
    (await tx.select({ order: acts.order }).from(acts).where(and(inMonth, isNotNull(acts.ordId)))).map((row) => num(row.order)),
  );
  // The items first, in one statement (the foreign key would cascade act by act). The acts deleted answer
  // themselves for the history (one pass, not a read and then a delete).
  await tx.delete(items).where(inArray(items.act, sql`(select id from erir_acts where date >= ${month.start} and date < ${month.next} and ord_id is null)`));
  const replaced = (await tx.delete(acts).where(and(inMonth, isNull(acts.ordId))).returning()).map(asRecord);
  if (replaced.length) await recordHistoryMany(tx, erirAct, 'delete', actor, replaced.map((row) => [row, null]));

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

  const now = new Date().toISOString();
  const author = authorId(actor);
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
        createdBy: author,
        updatedBy: author,
        createdAt: now,
        updatedAt: now,
      };
      return { act, shares };
    });

  const inserted = await bulkInsert<{ id: unknown; order_id: unknown }>(tx, acts, planned.map((p) => p.act), ['id', 'order_id']);
  const idOfOrder = new Map(inserted.map((row) => [num(row.order_id), num(row.id)]));
  const created: EntityRecord[] = planned.map((p) => ({ id: idOfOrder.get(num(p.act.order))!, ...p.act }));
  const itemRows = created.flatMap((act, index) =>
    planned[index].shares.map((share) => ({ act: act.id, originalContract: share.originalContract, sum: share.sum, createdBy: author, updatedBy: author, createdAt: now, updatedAt: now })),
  );
  await bulkInsert(tx, items, itemRows);
  await recordHistoryMany(tx, erirAct, 'create', actor, created.map((row) => [null, row]));

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

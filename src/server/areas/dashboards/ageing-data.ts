/**
 * `GET statistics/ageing/` (spec 2 §2.6, §3 "Ageing data", §7.5): the debts of the orders that
 * are neither paid nor canceled (debt = sum with VAT − payments), by due date (the stored
 * `dueDate`: end date + contract payment delay).
 * - `default`: one row per holding (a client without a holding is a row of its own), with its
 *   clients that owe and, per ageing bucket and in total, the debt and the number of orders;
 * - `month`: per due month, the debt, the cumulative debt up to that month and the orders.
 * The sums come from one pass over the debts rollup (`order_debts`: per client, due date,
 * department and responsible), or for a reader whose rule limits the orders they see over the
 * index of the orders that owe (`orders_owing_cover`). The ids of the orders are listed
 * (up to `maxListedOrderIds` per figure) only when the answer holds at most
 * `maxOrdersWithIds` orders; a screen narrows the answer to one row or month (`AgeingScope`)
 * to have the ids of its figures.
 */
import { and, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { AnswerOf } from '../../../domain/actions/action';
import type { ageingData } from '../../../domain/actions/dashboard-actions';
import { client, holding } from '../../../domain/entities/counterparties';
import { order } from '../../../domain/entities/sales/orders';
import {
  ageingBucketOf,
  ageingColumns,
  ageingEdges,
  maxListedOrderIds,
  maxOrdersWithIds,
  type AgeingCell,
  type AgeingColumn,
} from '../../../domain/rules/ageing-buckets';
import type { Actor } from '../../../domain/access';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import { listWhere, readConditions } from '../../entity-service/list-conditions';
import type { ServerContext } from '../../server-context';
import { moneyOf } from './dashboard-money';
import { orderDebts } from './dashboard-tables';

type Answer = AnswerOf<typeof ageingData>;
type Row = Answer['default'][number];

/** A holding's row (`kind` row) or a due month's (`kind` month); `s<i>` and `n<i>` are the sum and count of column i of `ageingColumns`. */
interface GroupRow {
  kind: 'row' | 'month';
  holding: number | null;
  holding_name: string | null;
  own_client: number | null;
  month: string | null;
  clients: number[] | null;
  client_names: Array<string | null> | null;
  [figure: `s${number}` | `n${number}`]: string | number | null;
}

/** One row or one month of the answer: a holding's clients, a client, a due month (YYYY-MM-01). */
export interface AgeingScope {
  holding?: number;
  client?: number;
  month?: string;
}

export interface AgeingLimits {
  /** Ids listed per figure at most. */
  maxIds?: number;
  /** Ids listed at all only when the answer holds at most this many orders. */
  maxOrders?: number;
}

const orders = tableOf(order);
const clients = tableOf(client);
const holdings = tableOf(holding);
const due = sql`coalesce(${orders.dueDate}, ${orders.dateEnd})`;

/**
 * The orders that owe, written as the predicate of the index `orders_owing_cover` (migration
 * `dashboards`) so that the planner reads that index alone: literals, not parameters. The
 * triggers of the debts rollup use the same condition.
 */
const owing = sql`${orders.status} <> 'CANCELED' and ${orders.paymentStatus} <> 'PAID' and ${orders.sumWithNds} > ${orders.paymentSum}`;

/** Per bucket (in `ageingBuckets` order), the condition on a due date: at or after its edge, before the previous one. */
function bucketConditions(date: SQL, today: string): SQL[] {
  const edges = ageingEdges(today);
  return edges.map((edge, i) => {
    const later = i > 0 ? edges[i - 1].dueFrom : null;
    const condition = and(edge.dueFrom === null ? undefined : sql`${date} >= ${edge.dueFrom}::date`, later === null ? undefined : sql`${date} < ${later}::date`)!;
    return edge.bucket === 'current' ? sql`(${condition} or ${date} is null)` : condition;
  });
}

/** The condition of a scope on a client column and a due date. */
function scopeCondition(scope: AgeingScope, clientColumn: SQL | AnyColumn, dueDate: SQL | AnyColumn): SQL | undefined {
  return and(
    scope.holding === undefined ? undefined : sql`${clientColumn} in (select ${clients.id} from ${clients} where ${clients.holding} = ${scope.holding})`,
    scope.client === undefined ? undefined : sql`${clientColumn} = ${scope.client}`,
    scope.month === undefined ? undefined : sql`${dueDate} >= ${scope.month}::date and ${dueDate} < ${scope.month}::date + interval '1 month'`,
  );
}

/** The condition of a scope on the orders. */
export const ageingScope = (scope: AgeingScope) => scopeCondition(scope, orders.client, due);

/** Which orders an answer holds: as a condition on the orders, and on the debts rollup when it can say it. */
export interface AgeingSource {
  orders: SQL | undefined;
  /** Null for a reader whose rule limits the orders they see: the rollup knows no rule. */
  debts: { where: SQL | undefined } | null;
}

export interface AgeingQuery extends AgeingScope {
  /** Comma-joined ids, as the orders list takes them. */
  department?: string;
  responsible?: string;
}

const idsOfList = (list: string | undefined) => (list ? list.split(',').map(Number) : undefined);

/** The orders of the ageing's filters (department, responsible) and scope for this reader. */
export function ageingSource(ctx: ServerContext, actor: Actor, query: AgeingQuery): AgeingSource {
  const filters = { department: query.department || undefined, responsible: query.responsible || undefined };
  const scope = { holding: query.holding, client: query.client, month: query.month };
  const [departments, responsibles] = [idsOfList(filters.department), idsOfList(filters.responsible)];
  return {
    orders: and(listWhere(ctx, order, actor, filters), ageingScope(scope)),
    debts: readConditions(order, actor).length
      ? null
      : {
          where: and(
            departments && inArray(orderDebts.department, departments),
            responsibles && inArray(orderDebts.responsible, responsibles),
            scopeCondition(scope, orderDebts.client, orderDebts.due),
          ),
        },
  };
}

const groupKey = (holdingId: unknown, ownClient: unknown) => `${holdingId ?? ''}|${ownClient ?? ''}`;
const collator = new Intl.Collator();

export async function readAgeingData(db: Executor, source: AgeingSource, today: string, limits: AgeingLimits = {}): Promise<Answer> {
  const maxIds = limits.maxIds ?? maxListedOrderIds;
  const maxOrders = limits.maxOrders ?? maxOrdersWithIds;
  const condition = and(owing, source.orders);
  // What owes: the rollup's keys, or the orders themselves (from their index), as client, due date, debt and count.
  const debts = source.debts
    ? sql`select ${orderDebts.client} as client, ${orderDebts.due} as due, ${orderDebts.debt} as debt, ${orderDebts.count} as n from ${orderDebts} where ${and(sql`${orderDebts.count} > 0`, source.debts.where)}`
    : sql`select ${orders.client} as client, ${due} as due, ${orders.sumWithNds} - ${orders.paymentSum} as debt, 1 as n from ${orders} where ${condition}`;
  // One pass: per client and per due month, the debt and the number of orders of each bucket and
  // in total, as plain columns s0…s6 and n0…n6 (in `ageingColumns` order); then per row.
  const buckets = bucketConditions(sql`due`, today);
  const last = ageingColumns.length - 1;
  const figure = (name: string, i: number) => sql.raw(`${name}${i}`);
  const perBucket = (name: string, aggregate: SQL) =>
    sql.join(
      ageingColumns.map((_, i) => sql`${aggregate}${i === last ? sql`` : sql` filter (where ${buckets[i]})`} as ${figure(name, i)}`),
      sql`, `,
    );
  const figures = (value: (name: string, i: number) => SQL) =>
    sql.join(
      ageingColumns.map((_, i) => sql`${value('s', i)}::text as ${figure('s', i)}, ${value('n', i)}::int as ${figure('n', i)}`),
      sql`, `,
    );

  const result = (await db.execute(sql`
    with cells as (
      select grouping(month)::int as by_client, client, to_char(month, 'YYYY-MM-01') as month, ${perBucket('s', sql`sum(debt)`)}, ${perBucket('n', sql`sum(n)`)}
      from (select client, due, date_trunc('month', due::timestamp) as month, debt, n from (${debts}) d) owing
      group by grouping sets ((client), (month))
    )
    select 'row' as kind, ${clients.holding} as holding, min(${holdings.name}) as holding_name,
           case when ${clients.holding} is null then c.client end as own_client, null as month,
           ${figures((name, i) => sql`sum(c.${figure(name, i)})`)},
           array_agg(c.client) filter (where c.client is not null) as clients, array_agg(${clients.name}) filter (where c.client is not null) as client_names
    from cells c left join ${clients} on ${clients.id} = c.client left join ${holdings} on ${holdings.id} = ${clients.holding}
    where c.by_client = 1
    group by ${clients.holding}, own_client
    union all
    select 'month', null, null, null, month, ${figures((name, i) => (i === last ? figure(name, i) : sql`null`))}, null, null
    from cells where by_client = 0 and month is not null
  `)) as unknown as { rows: GroupRow[] };
  const sumOf = (row: GroupRow, i: number) => moneyOf(row[`s${i}`] ?? 0);
  const countOf = (row: GroupRow, i: number) => Number(row[`n${i}`] ?? 0);

  const keyOfClient = new Map<number | null, string>();
  const groups = new Map<string, { row: GroupRow; ids: Record<AgeingColumn, number[]> }>();
  const months = new Map<string, { row: GroupRow; ids: number[] }>();
  let total = 0;
  for (const row of result.rows) {
    if (row.kind === 'month') {
      months.set(row.month!, { row, ids: [] });
      continue;
    }
    const key = groupKey(row.holding, row.own_client);
    groups.set(key, { row, ids: Object.fromEntries(ageingColumns.map((column) => [column, []])) as unknown as Record<AgeingColumn, number[]> });
    total += countOf(row, last);
    if (!row.clients) keyOfClient.set(null, key);
    for (const id of row.clients ?? []) keyOfClient.set(Number(id), key);
  }

  const listed = total <= maxOrders;
  if (listed && total > 0) {
    const found = (await db.execute(sql`select ${orders.id} as id, ${orders.client} as client, ${due}::text as due from ${orders} where ${condition} order by ${orders.id}`)) as unknown as {
      rows: Array<{ id: number; client: number | null; due: string | null }>;
    };
    // A separate statement: an order that began to owe since the sums were read has no row yet.
    for (const row of found.rows) {
      const ids = groups.get(keyOfClient.get(row.client === null ? null : Number(row.client)) ?? '')?.ids;
      const id = Number(row.id);
      ids?.[ageingBucketOf(row.due, today)].push(id);
      ids?.total.push(id);
      if (row.due) months.get(`${row.due.slice(0, 7)}-01`)?.ids.push(id);
    }
  }
  const idsOf = (count: number, ids: number[]) => (listed && count <= maxIds ? ids : null);

  const rows: Row[] = [...groups.values()].map(({ row, ids }) => {
    const owing = (row.clients ?? []).map((id, i) => ({ v: Number(id), t: row.client_names?.[i] ?? '' })).sort((a, b) => collator.compare(a.t, b.t) || a.v - b.v);
    const cells = Object.fromEntries(
      ageingColumns.map((column, i) => {
        const count = countOf(row, i);
        return [column, { sum: sumOf(row, i), count, orders: idsOf(count, ids[column]) }];
      }),
    ) as Record<AgeingColumn, AgeingCell>;
    return { holding: row.holding === null ? null : Number(row.holding), name: row.holding !== null ? (row.holding_name ?? '') : (owing[0]?.t ?? ''), clients: owing, ...cells };
  });
  rows.sort((a, b) => b.total.sum - a.total.sum || collator.compare(a.name, b.name));

  let cumulative = new Decimal(0);
  const month: Answer['month'] = [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, { row, ids }]) => {
      const count = countOf(row, last);
      cumulative = cumulative.plus(row[`s${last}`] ?? 0);
      return { date, sum: sumOf(row, last), cumulative: moneyOf(cumulative.toString()), count, orders: idsOf(count, ids) };
    });
  return { default: rows, month };
}

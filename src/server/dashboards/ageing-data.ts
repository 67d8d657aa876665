/**
 * `GET statistics/ageing/` (spec 2 §2.6, §3 "Ageing data", §7.5): the debts of the orders that
 * are neither paid nor canceled (debt = sum with VAT − payments), by due date (the stored
 * `dueDate`: end date + contract payment delay).
 * - `default`: one row per holding (a client without a holding is a row of its own), with its
 *   clients that owe and, per ageing bucket and in total, the debt and the number of orders;
 * - `month`: per due month, the debt, the cumulative debt up to that month and the orders.
 * The sums come from one pass over the debts rollup (`order_debts`: per client, due date,
 * department and responsible), or for a reader whose rule limits the orders they see over the
 * index of the orders that owe (`orders_owing_cover`), from the rows of their reader. The clients
 * and holdings named are those the reader may read. The ids of the orders are listed
 * (up to `maxListedOrderIds` per figure) only when the answer holds at most
 * `maxOrdersWithIds` orders; a screen narrows the answer to one row or month (`AgeingScope`)
 * to have the ids of its figures.
 */
import { and, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { AnswerOf } from '../../domain/core/actions/action';
import type { ageingData } from '../../domain/dashboards/dashboard-actions';
import { client, holding } from '../../domain/counterparties/counterparties';
import { order } from '../../domain/sales/orders';
import {
  ageingBucketOf,
  ageingColumns,
  ageingEdges,
  maxListedOrderIds,
  maxOrdersWithIds,
  type AgeingCell,
  type AgeingColumn,
} from '../../domain/dashboards/ageing-buckets';
import type { Actor } from '../../domain/core/access';
import type { Executor } from '../db/connection';
import { executeNamed } from '../db/named-statement';
import { listWhere } from '../items/list-conditions';
import { readerFor, type ReadRows, type Reader } from '../items/readers';
import type { ServerContext } from '../server-context';
import { moneyOf } from './dashboard-money';
import { orderDebts } from './dashboard-tables';

type Answer = AnswerOf<typeof ageingData>;
type Row = Answer['default'][number];

/**
 * A holding's row (`kind` row) or a due month's (`kind` month), as the statement's values:
 * kind, holding, holding name, own client, month, then the sum and count of each column of
 * `ageingColumns`, then the row's clients.
 */
type GroupRow = unknown[];
const [kindAt, holdingAt, holdingNameAt, ownClientAt, monthAt, figuresAt] = [0, 1, 2, 3, 4, 5];
const clientsAt = figuresAt + 2 * ageingColumns.length;
const sumAt = (i: number) => figuresAt + 2 * i;
const countAt = (i: number) => figuresAt + 2 * i + 1;

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

const dueOf = (orders: ReadRows) => sql`coalesce(${orders.dueDate}, ${orders.dateEnd})`;

/**
 * The orders that owe, written as the predicate of the index `orders_owing_cover` (migration
 * `dashboards`) so that the planner reads that index alone: literals, not parameters. The
 * triggers of the debts rollup use the same condition.
 */
const owingOf = (orders: ReadRows) => sql`${orders.status} <> 'CANCELED' and ${orders.paymentStatus} <> 'PAID' and ${orders.sumWithNds} > ${orders.paymentSum}`;

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
function scopeCondition(reader: Reader, scope: AgeingScope, clientColumn: SQL | AnyColumn, dueDate: SQL | AnyColumn): SQL | undefined {
  const clients = reader.rows(client);
  return and(
    scope.holding === undefined ? undefined : sql`${clientColumn} in (select ${clients.id} from ${clients} where ${clients.holding} = ${scope.holding})`,
    scope.client === undefined ? undefined : sql`${clientColumn} = ${scope.client}`,
    scope.month === undefined ? undefined : sql`${dueDate} >= ${scope.month}::date and ${dueDate} < ${scope.month}::date + interval '1 month'`,
  );
}

/** Which orders an answer holds: as a condition on the orders, and on the debts rollup when it can say it. */
export interface AgeingSource {
  /** Whose rows: the orders, clients and holdings read are the reader's. */
  reader: Reader;
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
  const reader = readerFor(actor);
  const orders = reader.rows(order);
  return {
    reader,
    orders: and(listWhere(ctx, order, actor, filters), scopeCondition(reader, scope, orders.client, dueOf(orders))),
    debts: reader.limited(order)
      ? null
      : {
          where: and(
            departments && inArray(orderDebts.department, departments),
            responsibles && inArray(orderDebts.responsible, responsibles),
            scopeCondition(reader, scope, orderDebts.client, orderDebts.due),
          ),
        },
  };
}

const groupKey = (holdingId: unknown, ownClient: unknown) => `${holdingId ?? ''}|${ownClient ?? ''}`;
const collator = new Intl.Collator();

export async function readAgeingData(db: Executor, source: AgeingSource, today: string, limits: AgeingLimits = {}): Promise<Answer> {
  const maxIds = limits.maxIds ?? maxListedOrderIds;
  const maxOrders = limits.maxOrders ?? maxOrdersWithIds;
  const [orders, clients, holdings] = [source.reader.rows(order), source.reader.rows(client), source.reader.rows(holding)];
  const due = dueOf(orders);
  const condition = and(owingOf(orders), source.orders);
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

  const statement = sql`
    with cells as (
      select grouping(month)::int as by_client, client, to_char(month, 'YYYY-MM-01') as month, ${perBucket('s', sql`sum(debt)`)}, ${perBucket('n', sql`sum(n)`)}
      from (select client, due, date_trunc('month', due::timestamp) as month, debt, n from (${debts}) d) owing
      group by grouping sets ((client), (month))
    )
    select 'row' as kind, ${clients.holding} as holding, min(${holdings.name}) as holding_name,
           case when ${clients.holding} is null then c.client end as own_client, null as month,
           ${figures((name, i) => sql`sum(c.${figure(name, i)})`)},
           json_agg(json_build_object('v', c.client, 't', coalesce(${clients.name}, ''))) filter (where c.client is not null) as clients
    from cells c left join ${clients} on ${clients.id} = c.client left join ${holdings} on ${holdings.id} = ${clients.holding}
    where c.by_client = 1
    group by ${clients.holding}, own_client
    union all
    select 'month', null, null, null, month, ${figures((name, i) => (i === last ? figure(name, i) : sql`null`))}, null
    from cells where by_client = 0 and month is not null
  `;
  // Rows as arrays in the select list's order (kind, holding, holding name, own client, month,
  // s0, n0 … s6, n6, clients): thousands of rows of twenty keys are cheaper to read that way.
  const result = (await executeNamed(db, statement, 'values')) as GroupRow[];
  const sumOf = (row: GroupRow, i: number) => moneyOf(row[sumAt(i)] ?? 0);
  const countOf = (row: GroupRow, i: number) => Number(row[countAt(i)] ?? 0);
  const clientsOf = (row: GroupRow) => {
    const value = row[clientsAt];
    return ((typeof value === 'string' ? JSON.parse(value) : value) ?? []) as Array<{ v: number; t: string }>;
  };

  const groupRows = result.filter((row) => row[kindAt] === 'row');
  const monthRows = result.filter((row) => row[kindAt] === 'month');
  const total = groupRows.reduce((sum, row) => sum + countOf(row, last), 0);
  const listed = total <= maxOrders;
  // Ids are gathered only when the answer lists them: per row and column, and per due month.
  const idsByGroup = new Map<string, Record<AgeingColumn, number[]>>();
  const idsByMonth = new Map<string, number[]>();
  if (listed && total > 0) {
    const keyOfClient = new Map<number | null, string>();
    for (const row of groupRows) {
      const key = groupKey(row[holdingAt], row[ownClientAt]);
      idsByGroup.set(key, Object.fromEntries(ageingColumns.map((column) => [column, []])) as unknown as Record<AgeingColumn, number[]>);
      const owing = clientsOf(row);
      if (!owing.length) keyOfClient.set(null, key);
      for (const { v } of owing) keyOfClient.set(Number(v), key);
    }
    for (const row of monthRows) idsByMonth.set(String(row[monthAt]), []);
    const found = (await db.execute(sql`select ${orders.id} as id, ${orders.client} as client, ${due}::text as due from ${orders} where ${condition} order by ${orders.id}`)) as unknown as {
      rows: Array<{ id: number; client: number | null; due: string | null }>;
    };
    // A separate statement: an order that began to owe since the sums were read has no row yet.
    for (const row of found.rows) {
      const ids = idsByGroup.get(keyOfClient.get(row.client === null ? null : Number(row.client)) ?? '');
      const id = Number(row.id);
      ids?.[ageingBucketOf(row.due, today)].push(id);
      ids?.total.push(id);
      if (row.due) idsByMonth.get(`${row.due.slice(0, 7)}-01`)?.push(id);
    }
  }
  const idsOf = (count: number, ids: number[] | undefined) => (listed && count <= maxIds ? (ids ?? []) : null);

  const rows: Row[] = groupRows.map((row) => {
    const owing = clientsOf(row).map(({ v, t }) => ({ v: Number(v), t }));
    if (owing.length > 1) owing.sort((a, b) => collator.compare(a.t, b.t) || a.v - b.v);
    const ids = idsByGroup.get(groupKey(row[holdingAt], row[ownClientAt]));
    const cells = {} as Record<AgeingColumn, AgeingCell>;
    ageingColumns.forEach((column, i) => {
      const count = countOf(row, i);
      cells[column] = { sum: sumOf(row, i), count, orders: idsOf(count, ids?.[column]) };
    });
    const holdingId = row[holdingAt];
    return {
      holding: holdingId === null ? null : Number(holdingId),
      name: holdingId !== null ? String(row[holdingNameAt] ?? '') : (owing[0]?.t ?? ''),
      clients: owing,
      ...cells,
    };
  });
  rows.sort((a, b) => b.total.sum - a.total.sum || collator.compare(a.name, b.name));

  let cumulative = new Decimal(0);
  const month: Answer['month'] = monthRows
    .map((row) => [String(row[monthAt]), row] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, row]) => {
      const count = countOf(row, last);
      cumulative = cumulative.plus(String(row[sumAt(last)] ?? 0));
      return { date, sum: sumOf(row, last), cumulative: moneyOf(cumulative.toString()), count, orders: idsOf(count, idsByMonth.get(date)) };
    });
  return { default: rows, month };
}

/**
 * `GET statistics/ageing/` (spec 2 §2.6, §3 "Ageing data", §7.5): the debts of the orders that
 * are neither paid nor canceled (debt = sum with VAT − payments), by due date (the stored
 * `dueDate`: end date + contract payment delay).
 * - `default`: one row per holding (a client without a holding is a row of its own), with its
 *   clients that owe and, per ageing bucket and in total, the debt, the number of orders and
 *   their ids (up to `maxListedOrderIds`, else null);
 * - `month`: per due month, the debt, the cumulative debt up to that month and the orders.
 * One pass over the unpaid orders with grouping sets; the bucket edges come from the pure rule.
 */
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { AnswerOf } from '../../../domain/actions/action';
import type { ageingData } from '../../../domain/actions/dashboard-actions';
import { client, holding } from '../../../domain/entities/counterparties';
import { order } from '../../../domain/entities/sales/orders';
import { ageingColumns, ageingEdges, joinedIds, maxListedOrderIds, type AgeingBucket, type AgeingCell, type AgeingColumn } from '../../../domain/rules/ageing-buckets';
import type { Executor } from '../../db/connection';
import { tableOf, type EntityTable } from '../../db/entity-tables';
import { moneyOf } from './dashboard-money';

type Answer = AnswerOf<typeof ageingData>;
type Row = Answer['default'][number];

interface GroupRow {
  by_month: number;
  holding: number | null;
  own_client: number | null;
  bucket: AgeingBucket | null;
  month: string | null;
  sum: string;
  count: number;
  orders: number[] | null;
  clients: Array<number | null>;
}

function bucketCase(due: SQL, today: string): SQL {
  const whens = ageingEdges(today)
    .filter((edge) => edge.dueFrom !== null)
    .map((edge) => sql`when ${due} >= ${edge.dueFrom}::date then ${edge.bucket}`);
  return sql`case when ${due} is null then 'current' ${sql.join(whens, sql` `)} else 'over90' end`;
}

interface Parts {
  sum: Decimal;
  count: number;
  cells: Array<Pick<AgeingCell, 'orders'>>;
}

const noParts = (): Parts => ({ sum: new Decimal(0), count: 0, cells: [] });
const cellOf = (parts: Parts, max: number): AgeingCell => ({ sum: moneyOf(parts.sum.toString()), count: parts.count, orders: joinedIds(parts.cells, max) });

/** `where`: the orders' filters (department, responsible) and the reader's rule. */
export async function readAgeingData(db: Executor, where: SQL | undefined, today: string, maxIds = maxListedOrderIds): Promise<Answer> {
  const orders = tableOf(order);
  const clients = tableOf(client);
  const due = sql`coalesce(${orders.dueDate}, ${orders.dateEnd})`;
  const unpaid = and(ne(orders.status, 'CANCELED'), ne(orders.paymentStatus, 'PAID'), sql`${orders.sumWithNds} > ${orders.paymentSum}`, where);
  const result = (await db.execute(sql`
    with debts as (
      select ${orders.id} as id, ${orders.client} as client, ${clients.holding} as holding,
             case when ${clients.holding} is null then ${orders.client} end as own_client,
             ${orders.sumWithNds} - ${orders.paymentSum} as debt,
             ${bucketCase(due, today)} as bucket,
             to_char(${due}, 'YYYY-MM-01') as month
      from ${orders} left join ${clients} on ${clients.id} = ${orders.client}
      where ${unpaid}
    )
    select grouping(month)::int as by_month, holding, own_client, bucket, month, sum(debt)::text as sum, count(*)::int as count,
           case when count(*) <= ${maxIds} then array_agg(id order by id) end as orders,
           case when grouping(month) = 1 then array_agg(distinct client) end as clients
    from debts
    group by grouping sets ((holding, own_client, bucket), (month))
  `)) as unknown as { rows: GroupRow[] };

  const groups = new Map<string, { holding: number | null; clients: Set<number>; parts: Record<AgeingColumn, Parts> }>();
  const months: Answer['month'] = [];
  let cumulative = new Decimal(0);
  for (const row of result.rows) {
    const orderIds = row.orders === null ? null : row.orders.map(Number);
    if (Number(row.by_month) === 0) {
      if (row.month !== null) months.push({ date: row.month, sum: moneyOf(row.sum), cumulative: 0, count: Number(row.count), orders: orderIds });
      continue;
    }
    const key = `${row.holding}|${row.own_client}`;
    let group = groups.get(key);
    if (!group) {
      group = { holding: row.holding === null ? null : Number(row.holding), clients: new Set(), parts: Object.fromEntries(ageingColumns.map((c) => [c, noParts()])) as Record<AgeingColumn, Parts> };
      groups.set(key, group);
    }
    for (const column of [row.bucket ?? 'current', 'total'] as const) {
      const parts = group.parts[column];
      parts.sum = parts.sum.plus(row.sum);
      parts.count += Number(row.count);
      parts.cells.push({ orders: orderIds });
    }
    for (const id of row.clients ?? []) if (id !== null) group.clients.add(Number(id));
  }
  months.sort((a, b) => a.date.localeCompare(b.date));
  for (const month of months) month.cumulative = moneyOf((cumulative = cumulative.plus(month.sum)).toString());

  const namesOf = async (table: EntityTable, ids: number[]) => {
    if (!ids.length) return new Map<number, string>();
    const found = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
    return new Map(found.map((row) => [Number(row.id), String(row.name ?? '')]));
  };
  const clientNames = await namesOf(clients, [...new Set([...groups.values()].flatMap((group) => [...group.clients]))]);
  const holdingNames = await namesOf(tableOf(holding), [...new Set([...groups.values()].flatMap((group) => (group.holding === null ? [] : [group.holding])))]);

  const rows: Row[] = [...groups.values()].map((group) => {
    const owing = [...group.clients].map((id) => ({ v: id, t: clientNames.get(id) ?? '' })).sort((a, b) => a.t.localeCompare(b.t) || a.v - b.v);
    const cells = Object.fromEntries(ageingColumns.map((column) => [column, cellOf(group.parts[column], maxIds)])) as Record<AgeingColumn, AgeingCell>;
    return { holding: group.holding, name: group.holding !== null ? (holdingNames.get(group.holding) ?? '') : (owing[0]?.t ?? ''), clients: owing, ...cells };
  });
  rows.sort((a, b) => b.total.sum - a.total.sum || a.name.localeCompare(b.name));
  return { default: rows, month: months };
}

/**
 * `GET statistics/ageing/` (spec 2 §2.6, §3 "Ageing data", §7.5): the debts of the orders that
 * are neither paid nor canceled (debt = sum with VAT − payments), by due date (the stored
 * `dueDate`: end date + contract payment delay).
 * - `default`: one row per holding (a client without a holding is a row of its own), with its
 *   clients that owe and, per ageing bucket and in total, the debt and the ids of its orders;
 * - `month`: per due month, the debt, the cumulative debt up to that month and the order ids.
 * One pass over the unpaid orders with grouping sets; the bucket edges come from the pure rule.
 */
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { AnswerOf } from '../../../domain/actions/action';
import type { ageingData } from '../../../domain/actions/dashboard-actions';
import { client, holding } from '../../../domain/entities/counterparties';
import { order } from '../../../domain/entities/sales/orders';
import { ageingBuckets, ageingEdges, type AgeingBucket } from '../../../domain/rules/ageing-buckets';
import type { Executor } from '../../db/connection';
import { tableOf, type EntityTable } from '../../db/entity-tables';
import { moneyOf } from './dashboard-money';

type Answer = AnswerOf<typeof ageingData>;
type Row = Answer['default'][number];
type Bucket = Row['total'];

interface GroupRow {
  by_month: number;
  holding: number | null;
  own_client: number | null;
  bucket: AgeingBucket | null;
  month: string | null;
  sum: string;
  orders: number[];
  clients: Array<number | null>;
}

function bucketCase(due: SQL, today: string): SQL {
  const whens = ageingEdges(today)
    .filter((edge) => edge.dueFrom !== null)
    .map((edge) => sql`when ${due} >= ${edge.dueFrom}::date then ${edge.bucket}`);
  return sql`case when ${due} is null then 'current' ${sql.join(whens, sql` `)} else 'over90' end`;
}

const emptyBucket = (): Bucket => ({ sum: 0, orders: [] });

function mergeInto(target: Bucket, sum: Decimal.Value, orders: number[]): void {
  target.sum = new Decimal(target.sum).plus(sum).toNumber();
  target.orders.push(...orders);
}

/** `where`: the orders' filters (department, responsible) and the reader's rule. */
export async function readAgeingData(db: Executor, where: SQL | undefined, today: string): Promise<Answer> {
  const orders = tableOf(order);
  const clients = tableOf(client);
  const holdings = tableOf(holding);
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
    select grouping(month)::int as by_month, holding, own_client, bucket, month,
           sum(debt)::text as sum, array_agg(id order by id) as orders, array_agg(distinct client) as clients
    from debts
    group by grouping sets ((holding, own_client, bucket), (month))
  `)) as unknown as { rows: GroupRow[] };

  const groups = result.rows.filter((row) => Number(row.by_month) === 1);
  const months = result.rows.filter((row) => Number(row.by_month) === 0 && row.month !== null).sort((a, b) => a.month!.localeCompare(b.month!));

  const rows = new Map<string, { row: Row; clients: Set<number> }>();
  for (const group of groups) {
    const key = `${group.holding}|${group.own_client}`;
    let entry = rows.get(key);
    if (!entry) {
      const buckets = Object.fromEntries([...ageingBuckets, 'total'].map((name) => [name, emptyBucket()])) as Record<AgeingBucket | 'total', Bucket>;
      entry = { row: { holding: group.holding === null ? null : Number(group.holding), name: '', clients: [], ...buckets }, clients: new Set() };
      rows.set(key, entry);
    }
    const orderIds = group.orders.map(Number);
    mergeInto(entry.row[group.bucket ?? 'current'], group.sum, orderIds);
    mergeInto(entry.row.total, group.sum, orderIds);
    for (const id of group.clients) if (id !== null) entry.clients.add(Number(id));
  }

  const clientIds = [...new Set([...rows.values()].flatMap((entry) => [...entry.clients]))];
  const holdingIds = [...new Set([...rows.values()].map((entry) => entry.row.holding).filter((id): id is number => id !== null))];
  const namesOf = async (table: EntityTable, ids: number[]) => {
    if (!ids.length) return new Map<number, string>();
    const found = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
    return new Map(found.map((row) => [Number(row.id), String(row.name ?? '')]));
  };
  const clientNames = await namesOf(clients, clientIds);
  const holdingNames = await namesOf(holdings, holdingIds);

  const answer: Row[] = [...rows.values()].map(({ row, clients: ids }) => {
    row.clients = [...ids].map((id) => ({ v: id, t: clientNames.get(id) ?? '' })).sort((a, b) => a.t.localeCompare(b.t) || a.v - b.v);
    row.name = row.holding !== null ? (holdingNames.get(row.holding) ?? '') : (row.clients[0]?.t ?? '');
    for (const bucket of [...ageingBuckets, 'total'] as const) {
      row[bucket].sum = moneyOf(row[bucket].sum);
      row[bucket].orders.sort((a, b) => a - b);
    }
    return row;
  });
  answer.sort((a, b) => b.total.sum - a.total.sum || a.name.localeCompare(b.name));

  let cumulative = new Decimal(0);
  const month = months.map((row) => {
    cumulative = cumulative.plus(row.sum);
    return { date: row.month!, sum: moneyOf(row.sum), cumulative: moneyOf(cumulative.toString()), orders: row.orders.map(Number) };
  });
  return { default: answer, month };
}

/**
 * Reading which creatives run in an order, and linking creatives to an order. Links are written
 * through the entity service (validation, history) in the caller's transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { creative } from '../../domain/creatives';
import type { Executor } from '../db/connection';
import type { EntityRecord } from '../items/entity-hooks';
import { items, type ActionScope } from '../items/items';
import { systemReader } from '../items/readers';

/** The ids only: whoever asks, what they then read of the creatives is through their own reader. */
const creatives = () => systemReader('the ids of the creatives of an order or a marker, read then by the caller').rows(creative);

/** The ids of the creatives that run in an order, oldest first. */
export async function creativeIdsOf(tx: Executor, orderId: number): Promise<number[]> {
  const table = creatives();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.orders} @> array[${orderId}::integer]`)
    .orderBy(asc(table.id));
  return rows.map((row) => Number(row.id));
}

/** The ids of the creatives with this marker (trimmed, exact). */
export async function creativeIdsWithMarker(tx: Executor, marker: string): Promise<number[]> {
  const table = creatives();
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.marker, marker.trim())).orderBy(asc(table.id));
  return rows.map((row) => Number(row.id));
}

/** The creatives of these ids that exist, in the order asked. */
export async function creativesById(scope: ActionScope, ids: number[]): Promise<EntityRecord[]> {
  const readable = items(creative, scope);
  const table = readable.rows();
  const rows = ids.length ? await scope.tx.select({ id: table.id }).from(table).where(and(inArray(table.id, ids))) : [];
  const found = new Set(rows.map((row) => Number(row.id)));
  const records: EntityRecord[] = [];
  for (const id of ids) {
    const record = found.has(id) ? await readable.read(id) : null;
    if (record) records.push(record);
  }
  return records;
}

/** Add the order to each creative's orders (a creative already in it is left as it is). */
export async function linkToOrder(scope: ActionScope, creativeIds: number[], orderId: number): Promise<void> {
  for (const item of await creativesById(scope, [...new Set(creativeIds)])) {
    const orders = (item.orders as number[]) ?? [];
    if (!orders.includes(orderId)) await items(creative, scope).update(item.id!, { orders: [...orders, orderId] });
  }
}

/** The creatives of `fromOrder` also run in `toOrder` (order clone with creatives, order merge). */
export async function linkOrderCreatives(scope: ActionScope, fromOrder: number, toOrder: number): Promise<void> {
  await linkToOrder(scope, await creativeIdsOf(scope.tx, fromOrder), toOrder);
}

/**
 * Reading which creatives run in an order, and linking creatives to an order. Links are written
 * through the entity service (validation, history) in the caller's transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../domain/entity';
import { creative } from '../../../domain/entities/creatives';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import type { EntityRecord } from '../../entity-service/entity-hooks';
import { readOne } from '../../entity-service/entity-reader';
import { updateEntity } from '../../entity-service/entity-writer';
import type { ServerContext } from '../../server-context';

const creatives = () => tableOf(creative);

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
export async function creativesById(tx: Executor, ids: number[]): Promise<EntityRecord[]> {
  const table = creatives();
  const rows = ids.length ? await tx.select({ id: table.id }).from(table).where(and(inArray(table.id, ids))) : [];
  const found = new Set(rows.map((row) => Number(row.id)));
  const records: EntityRecord[] = [];
  for (const id of ids) if (found.has(id)) records.push((await readOne(tx, creative, id))!);
  return records;
}

/** Add the order to each creative's orders (a creative already in it is left as it is). */
export async function linkToOrder(ctx: ServerContext, actor: Actor, tx: Executor, creativeIds: number[], orderId: number): Promise<void> {
  for (const item of await creativesById(tx, [...new Set(creativeIds)])) {
    const orders = (item.orders as number[]) ?? [];
    if (!orders.includes(orderId)) await updateEntity(ctx, creative, actor, item.id!, { orders: [...orders, orderId] }, { tx });
  }
}

/** The creatives of `fromOrder` also run in `toOrder` (order clone with creatives, order merge). */
export async function linkOrderCreatives(ctx: ServerContext, actor: Actor, tx: Executor, fromOrder: number, toOrder: number): Promise<void> {
  await linkToOrder(ctx, actor, tx, await creativeIdsOf(tx, fromOrder), toOrder);
}

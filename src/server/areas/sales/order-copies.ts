/** Creating an order as a copy of another, and reading the rows an action works on. */
import { asc, inArray } from 'drizzle-orm';
import { editableValues, type Actor } from '../../../domain/entity';
import { type invoice } from '../../../domain/entities/sales/invoices';
import { order } from '../../../domain/entities/sales/orders';
import { product } from '../../../domain/entities/sales/products';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import type { EntityRecord } from '../../entity-service/entity-hooks';
import { readOne } from '../../entity-service/entity-reader';
import { createEntity } from '../../entity-service/entity-writer';
import { refuse } from '../../../domain/refusals/refusal';
import type { ServerContext } from '../../server-context';

export async function orderOrNotFound(tx: Executor, id: number): Promise<EntityRecord & { id: number }> {
  const record = await readOne(tx, order, id);
  if (!record) throw refuse.notFound('orders.notFound', { id });
  return record as EntityRecord & { id: number };
}

/** The ids of an order's products or invoices, oldest first. */
export async function childrenOf(tx: Executor, child: typeof product | typeof invoice, orderIds: number[]): Promise<EntityRecord[]> {
  const table = tableOf(child);
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.order, orderIds)).orderBy(asc(table.id));
  const records: EntityRecord[] = [];
  for (const row of rows) records.push((await readOne(tx, child, Number(row.id)))!);
  return records;
}

/** A new order with the source's fields (a new number; `changes` on top), in the caller's transaction. */
export async function copyOrder(ctx: ServerContext, actor: Actor, tx: Executor, source: EntityRecord, changes: Record<string, unknown>): Promise<EntityRecord> {
  return createEntity(ctx, order, actor, { ...editableValues(order, source), isLocked: false, ...changes }, { tx });
}

export async function copyProduct(ctx: ServerContext, actor: Actor, tx: Executor, source: EntityRecord, orderId: number): Promise<EntityRecord> {
  return createEntity(ctx, product, actor, { ...editableValues(product, source), order: orderId }, { tx });
}

export async function orderIdsOf(tx: Executor, ids: number[]): Promise<number[]> {
  const table = tableOf(order);
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.map((row) => Number(row.id));
}

/** Creating an order as a copy of another, and reading the rows an action works on. */
import { asc, inArray } from 'drizzle-orm';
import { editableValues } from '../../domain/core/entity';
import { type invoice } from '../../domain/sales/invoices';
import { order } from '../../domain/sales/orders';
import { product } from '../../domain/sales/products';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import type { EntityRecord } from '../items/entity-hooks';
import { items, type ActionScope } from '../items/items';
import { refuse } from '../../domain/core/refusals/refusal';

export async function orderOrNotFound(scope: ActionScope, id: number): Promise<EntityRecord & { id: number }> {
  const record = await items(order, scope).read(id);
  if (!record) throw refuse.notFound('orders.notFound', { id });
  return record as EntityRecord & { id: number };
}

/** The ids of an order's products or invoices, oldest first. */
export async function childrenOf(scope: ActionScope, child: typeof product | typeof invoice, orderIds: number[]): Promise<EntityRecord[]> {
  const table = tableOf(child);
  const rows = await scope.tx.select({ id: table.id }).from(table).where(inArray(table.order, orderIds)).orderBy(asc(table.id));
  const children = items(child, scope);
  const records: EntityRecord[] = [];
  for (const row of rows) {
    const record = await children.read(Number(row.id));
    if (record) records.push(record);
  }
  return records;
}

/** A new order with the source's fields (a new number; `changes` on top), in the caller's transaction. */
export async function copyOrder(scope: ActionScope, source: EntityRecord, changes: Record<string, unknown>): Promise<EntityRecord> {
  return items(order, scope).create({ ...editableValues(order, source), isLocked: false, ...changes });
}

export async function copyProduct(scope: ActionScope, source: EntityRecord, orderId: number): Promise<EntityRecord> {
  return items(product, scope).create({ ...editableValues(product, source), order: orderId });
}

export async function orderIdsOf(tx: Executor, ids: number[]): Promise<number[]> {
  const table = tableOf(order);
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.map((row) => Number(row.id));
}

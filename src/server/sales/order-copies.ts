/** Creating an order as a copy of another, and reading the rows an action works on. */
import { asc, inArray } from 'drizzle-orm';
import { editableValues } from '../../domain/core/entity';
import { type invoice } from '../../domain/sales/invoices';
import { order } from '../../domain/sales/orders';
import { product } from '../../domain/sales/products';
import type { EntityRecord } from '../items/entity-hooks';
import { items, type ActionScope } from '../items/items';
import { refuse } from '../../domain/core/refusals/refusal';

export async function orderOrNotFound(scope: ActionScope, id: number): Promise<EntityRecord & { id: number }> {
  const record = await items(order, scope).read(id);
  if (!record) throw refuse.notFound('orders.notFound', { id });
  return record as EntityRecord & { id: number };
}

/** The records of the orders' products or invoices the actor may read, oldest first. */
export async function childrenOf(scope: ActionScope, child: typeof product | typeof invoice, orderIds: number[]): Promise<EntityRecord[]> {
  const children = items(child, scope);
  const columns = children.rows();
  return children.readWhere(inArray(columns.order, orderIds), [asc(columns.id)]);
}

/** A new order with the source's fields (a new number; `changes` on top), in the caller's transaction. */
export async function copyOrder(scope: ActionScope, source: EntityRecord, changes: Record<string, unknown>): Promise<EntityRecord> {
  return items(order, scope).create({ ...editableValues(order, source), isLocked: false, ...changes });
}

export async function copyProduct(scope: ActionScope, source: EntityRecord, orderId: number): Promise<EntityRecord> {
  return items(product, scope).create({ ...editableValues(product, source), order: orderId });
}

/**
 * The target's side of the order lock (API.md "Rules the server enforces", Lock): a row created
 * in a locked order, or moved into one, is refused as a change of that order. The source's side
 * (moving out, the money fields, delete) is declared with the row (rules/order-lock.ts).
 */
import { eq } from 'drizzle-orm';
import { order } from '../../domain/sales/orders';
import { lockApplies } from '../../domain/sales/order-lock';
import type { WriteContext } from '../items/entity-hooks';
import { systemReader } from '../items/readers';
import { refuse } from '../../domain/core/refusals/refusal';

interface OrderRowModel {
  order: number | string | null;
}

export async function refuseLockedTargetOrder({ tx, actor, existing }: WriteContext<OrderRowModel>, model: OrderRowModel): Promise<void> {
  if (existing && model.order === existing.order) return;
  if (model.order === null) return;
  const table = systemReader('the lock of the order a row goes into holds whatever the writer may read').rows(order);
  const [target] = await tx.select({ isLocked: table.isLocked }).from(table).where(eq(table.id, model.order as number));
  if (lockApplies(actor, target?.isLocked as boolean | undefined)) throw refuse.forbidden('orders.lock.change');
}

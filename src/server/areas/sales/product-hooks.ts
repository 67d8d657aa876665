/** A locked order takes no new products, neither created nor moved in (API.md "Sales" lock). */
import { eq } from 'drizzle-orm';
import { order } from '../../../domain/entities/sales/orders';
import { product } from '../../../domain/entities/sales/products';
import { lockApplies } from '../../../domain/rules/order-lock';
import { tableOf } from '../../db/entity-tables';
import { defineHooks } from '../../entity-service/entity-hooks';
import { refuse } from '../../../domain/refusals/refusal';

export const productHooks = defineHooks(product, {
  async beforeWrite({ tx, actor, existing }, model) {
    if (existing && model.order === existing.order) return;
    const table = tableOf(order);
    const [target] = await tx.select({ isLocked: table.isLocked }).from(table).where(eq(table.id, model.order as number));
    if (lockApplies(actor, target?.isLocked as boolean | undefined)) throw refuse.forbidden('orders.lock.change');
  },
});

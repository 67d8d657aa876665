/** A contract's payment delay moves its orders' due dates; a contract of locked orders is deleted by a super admin only. */
import { and, eq } from 'drizzle-orm';
import { contract } from '../../domain/sales/contracts';
import { order } from '../../domain/sales/orders';
import { defineHooks } from '../items/entity-hooks';
import { refuse } from '../../domain/core/refusals/refusal';
import { items } from '../items/items';
import { systemReader } from '../items/readers';

export const contractHooks = defineHooks(contract, {
  // The due date of the contract's orders moves with its payment delay: each order is written
  // again as it is, and its hook computes the date from the new terms (a computed value: no history).
  async afterWrite({ ctx, actor, tx, existing }, saved) {
    if (!existing || Number(existing.postponeDays) === Number(saved.postponeDays)) return;
    const orders = items(order, { ctx, actor, tx });
    await orders.system.set(eq(orders.rows().contract, saved.id), {}, { touch: false });
  },
  async beforeDelete({ tx, actor }, existing) {
    if (actor.isSuperAdmin) return;
    const table = systemReader('a locked order of the contract forbids its delete, whether the writer may read it or not').rows(order);
    const locked = await tx.select({ id: table.id }).from(table).where(and(eq(table.contract, existing.id), eq(table.isLocked, true))).limit(1);
    if (locked.length) throw refuse.forbidden('orders.lock.delete');
  },
});

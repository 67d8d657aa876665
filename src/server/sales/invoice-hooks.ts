/**
 * An invoice without a client takes its order's client (API.md "Sales"); a locked order takes
 * no invoice, neither created nor moved in.
 */
import { eq } from 'drizzle-orm';
import { invoice } from '../../domain/sales/invoices';
import { order } from '../../domain/sales/orders';
import { defineHooks } from '../items/entity-hooks';
import { systemReader } from '../items/readers';
import { refuseLockedTargetOrder } from './locked-target-order';

export const invoiceHooks = defineHooks(invoice, {
  async beforeWrite(write, model) {
    await refuseLockedTargetOrder(write, model);
    const { tx } = write;
    if (model.client !== null && model.client !== undefined) return;
    const table = systemReader('an invoice takes its order\'s client whether the writer may read the order or not').rows(order);
    const [parent] = await tx.select({ client: table.client }).from(table).where(eq(table.id, model.order as number));
    model.client = (parent?.client as number | null | undefined) ?? null;
  },
});

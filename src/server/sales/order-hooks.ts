/**
 * What the order's declaration cannot say alone: its number, the AdX department rule (it needs
 * the contract) and products' sums when the order's VAT changes. A delete takes the order's
 * products and invoices with it: their `order` references are declared to cascade.
 */
import { eq } from 'drizzle-orm';
import { contract } from '../../domain/sales/contracts';
import { order } from '../../domain/sales/orders';
import { product } from '../../domain/sales/products';
import { departmentError } from '../../domain/sales/adx';
import { orderNumberYear } from '../../domain/sales/order-number';
import { dueDate } from '../../domain/sales/due-date';
import type { Executor } from '../db/connection';
import { defineHooks } from '../items/entity-hooks';
import { systemReader } from '../items/readers';
import { refreshComputed } from '../items/rollups';
import { invalidFormData } from '../../domain/core/refusals/refusal';
import { nextOrderNumber } from './order-numbers';
import { businessDay } from '../../domain/core/calendar/business-day';
import { lockStamp } from './lock-stamp';

/** The order's own contract terms and products, whoever writes the order. */
const orderParts = systemReader('an order takes its contract\'s terms and refreshes all its products, whether the writer may read them or not');

async function contractTerms(tx: Executor, contractId: number | string | null): Promise<{ isAdx: boolean; postponeDays: number }> {
  if (contractId === null) return { isAdx: false, postponeDays: 0 };
  const table = orderParts.rows(contract);
  const [row] = await tx.select({ isAdx: table.isAdx, postponeDays: table.postponeDays }).from(table).where(eq(table.id, contractId));
  return { isAdx: !!row?.isAdx, postponeDays: Number(row?.postponeDays ?? 0) };
}

async function childIds(tx: Executor, entity: typeof product, orderId: number): Promise<number[]> {
  const table = orderParts.rows(entity);
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.order, orderId)).orderBy(table.id);
  return rows.map((row) => Number(row.id));
}

export const orderHooks = defineHooks(order, {
  async beforeWrite({ tx, mode, existing, actor }, model) {
    Object.assign(model, lockStamp(actor, existing, model));
    const terms = await contractTerms(tx, model.contract);
    model.dueDate = dueDate(model.dateEnd, terms.postponeDays);
    const adxError = departmentError(terms.isAdx, model.department as number | null);
    if (adxError && (mode === 'create' || model.department !== existing?.department || model.contract !== existing?.contract)) {
      throw invalidFormData({ department: [adxError] });
    }
    if (mode === 'create') model.number = await nextOrderNumber(tx, orderNumberYear(model.dateReport, businessDay()));
  },
  async afterWrite({ tx, existing }, saved) {
    if (existing && Number(existing.nds) !== Number(saved.nds)) await refreshComputed(tx, product, await childIds(tx, product, saved.id));
  },
});

/**
 * Order clone, split, merge, lock and set paid (API.md "Sales" actions). Each runs in one
 * transaction through the entity service, so every row it touches is validated, keeps the
 * order sums right and gets its history; any refusal half-way leaves nothing changed.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { cloneOrder, lockOrders, mergeOrders, orderPath, setOrderPaid, splitOrders } from '../../domain/sales/sales-actions';
import { invoice } from '../../domain/sales/invoices';
import { order } from '../../domain/sales/orders';
import { product } from '../../domain/sales/products';
import { monthStart } from '../../domain/sales/order-dates';
import { unpaidRemainder } from '../../domain/sales/payment-status';
import { items } from '../items/items';
import { systemReader } from '../items/readers';
import { actionRoute, assertAvailable } from '../http/actions/action-route';
import { invalidField, invalidFormData, refuse } from '../../domain/core/refusals/refusal';
import { linkOrderCreatives } from '../creatives/creative-links';
import { childrenOf, copyOrder, copyProduct, orderOrNotFound } from './order-copies';
import { businessDay } from '../../domain/core/calendar/business-day';

export const cloneOrderRoute = actionRoute(
  cloneOrder,
  async ({ ctx, actor, tx, body }) => {
    const scope = { ctx, actor, tx };
    const source = await orderOrNotFound(scope, body.order);
    assertAvailable(cloneOrder, actor, source);
    const copy = await copyOrder(scope, source, { status: 'PREPARED' });
    for (const item of await childrenOf(scope, product, [source.id])) await copyProduct(scope, item, Number(copy.id));
    if (body.withCreatives) await linkOrderCreatives(scope, source.id, Number(copy.id));
    return { order: Number(copy.id) };
  },
  { transaction: true },
);

export const splitOrdersRoute = actionRoute(
  splitOrders,
  async ({ ctx, actor, tx, body }) => {
    const scope = { ctx, actor, tx };
    const urls: string[] = [];
    for (const id of [...new Set(body.orders)]) {
      const source = await orderOrNotFound(scope, id);
      const [, ...moving] = await childrenOf(scope, product, [id]);
      for (const item of moving) {
        const copy = await copyOrder(scope, source, { isLocked: source.isLocked });
        await items(product, scope).update(item.id!, { order: copy.id });
        urls.push(orderPath(copy.id!));
      }
    }
    return { orders: urls };
  },
  { transaction: true },
);

const mergeKeys = [
  ['client', (o: Record<string, unknown>) => o.client],
  ['legalEntity', (o: Record<string, unknown>) => o.legalEntity],
  ['contract', (o: Record<string, unknown>) => o.contract],
  ['dateReport', (o: Record<string, unknown>) => String(o.dateReport ?? '').slice(0, 7)],
] as const;

export const mergeOrdersRoute = actionRoute(
  mergeOrders,
  async ({ ctx, actor, tx, body }) => {
    const ids = [...new Set(body.orders)].sort((a, b) => a - b);
    if (ids.length < 2) throw invalidFormData({ orders: ['Choose at least two orders'] });
    const scope = { ctx, actor, tx };
    const orders = [];
    for (const id of ids) orders.push(await orderOrNotFound(scope, id));
    for (const [field, key] of mergeKeys) {
      if (new Set(orders.map(key)).size > 1) {
        throw invalidField(field, 'orders.merge.differs', { field });
      }
    }
    const [target, ...others] = orders;
    const otherIds = others.map((o) => o.id);
    for (const child of [product, invoice] as const) {
      for (const item of await childrenOf(scope, child, otherIds)) await items(child, scope).update(item.id!, { order: target.id });
    }
    // The creatives of the merged orders run in the order that stays.
    for (const other of others) await linkOrderCreatives(scope, other.id, target.id);
    for (const other of others) await items(order, scope).delete(other.id);
    return { id: target.id };
  },
  { transaction: true },
);

export const lockOrdersRoute = actionRoute(
  lockOrders,
  async ({ ctx, actor, tx }) => {
    const table = systemReader('the lock takes every unlocked order of the past months').rows(order);
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(lt(table.dateReport, monthStart(businessDay())), eq(table.isLocked, false)))
      .orderBy(asc(table.id));
    const orders = items(order, { ctx, actor, tx });
    for (const row of rows) await orders.update(Number(row.id), { isLocked: true });
    return { locked: rows.length };
  },
  { transaction: true },
);

export const setOrderPaidRoute = actionRoute(
  setOrderPaid,
  async ({ ctx, actor, tx, body }) => {
    const target = await orderOrNotFound({ ctx, actor, tx }, body.order);
    assertAvailable(setOrderPaid, actor, target);
    const remainder = unpaidRemainder(target.sumWithNds as number, target.paymentSum as number);
    if (remainder <= 0) throw refuse.invalid('orders.nothingToPay');
    return items(invoice, { ctx, actor, tx }).create({ order: target.id, client: target.client, date: businessDay(), sum: remainder });
  },
  { transaction: true },
);

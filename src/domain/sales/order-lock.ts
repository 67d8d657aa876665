/**
 * The order lock (spec 1 §4 "Order lock", API.md "Sales"): a locked order keeps its client,
 * legal entity, dates, its products' money and quantities and its invoices (payments), and
 * cannot be cloned or deleted, except by a super admin. Comment, status and staff stay editable.
 */
import type { Actor } from '../core/access';

export const lockMessages = {
  clone: 'Locked order can not be cloned',
  delete: 'Locked order can not be deleted',
  change: 'Locked order can not be changed',
  lockBySuperAdmin: 'Only a super admin can lock or unlock orders',
};

export const lockedOrderFields = ['client', 'legalEntity', 'dateStart', 'dateEnd', 'dateReport'] as const;

export const lockedProductFields = [
  'order',
  'type',
  'price',
  'amount',
  'amountFact',
  'realizedItems',
  'discount',
  'discountType',
  'commission',
  'commissionType',
  'planPrice',
  'truePrice',
  'ndsCalculation',
  'costs',
  'dataCosts',
  'sspCosts',
] as const;

/** An invoice's money: its sum, and the order it counts for (moved out of a locked order or into one). */
export const lockedInvoiceFields = ['order', 'sum'] as const;

/** The lock applies to this actor on an order with this flag. */
export function lockApplies(actor: Actor, isLocked: boolean | null | undefined): boolean {
  return !!isLocked && !actor.isSuperAdmin;
}

export function lockedFieldsFor<K extends string>(fields: readonly K[], message: string): Partial<Record<K, string>> {
  return Object.fromEntries(fields.map((name) => [name, message])) as Partial<Record<K, string>>;
}

/** What a new row of an order knows from the order: whether it is locked. */
export function orderRowContext(order: { isLocked?: unknown }): Record<string, unknown> & OrderRow {
  return { orderLocked: !!order.isLocked };
}

/** A row of an order (a product, an invoice), with whether its order is locked. */
export interface OrderRow {
  orderLocked?: boolean | null;
}

/**
 * The one lock rule of an order's rows, as declarations: on a locked order the row cannot be
 * deleted and keeps `fields` (its money and its `order`, so it cannot move out). A row created
 * in or moved into a locked order is the other side, checked by the sales area's hooks
 * (`refuseLockedTargetOrder`) with the same `lockApplies` and message.
 */
export function orderRowLock<K extends string>(fields: readonly K[]) {
  return {
    /** A row created in a locked order (its context from the order, see `orderRowContext`). */
    create: (actor: Actor, record: OrderRow | null) => (lockApplies(actor, record?.orderLocked) ? lockMessages.change : true),
    delete: (actor: Actor, record: OrderRow | null) => (lockApplies(actor, record?.orderLocked) ? lockMessages.change : true),
    readOnlyFields: (actor: Actor, record: OrderRow | null) => (lockApplies(actor, record?.orderLocked) ? lockedFieldsFor(fields, lockMessages.change) : {}),
  };
}

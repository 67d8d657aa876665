/**
 * The order lock (spec 1 §4 "Order lock", API.md "Sales"): a locked order keeps its client,
 * legal entity, dates and its products' money and quantities, and cannot be cloned or deleted,
 * except by a super admin. Comment, status and staff stay editable.
 */
import type { Actor } from '../access';

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

/** The lock applies to this actor on an order with this flag. */
export function lockApplies(actor: Actor, isLocked: boolean | null | undefined): boolean {
  return !!isLocked && !actor.isSuperAdmin;
}

export function lockedFieldsFor<K extends string>(fields: readonly K[], message: string): Partial<Record<K, string>> {
  return Object.fromEntries(fields.map((name) => [name, message])) as Partial<Record<K, string>>;
}

/** Refusals of the sales area: the order lock, payments, merging, lookups by id. */
import { salesMessages } from './sales-actions';
import { lockMessages } from './order-lock';

export const salesRefusals = {
  'orders.lock.clone': lockMessages.clone,
  'orders.lock.delete': lockMessages.delete,
  'orders.lock.change': lockMessages.change,
  'orders.lock.superAdminOnly': lockMessages.lockBySuperAdmin,
  'orders.alreadyPaid': salesMessages.alreadyPaid,
  'orders.nothingToPay': salesMessages.nothingToPay,
  'orders.noLockOrders': salesMessages.noLockOrders,
  'orders.merge.differs': 'The orders must share the $t(orders.merge.field.{{field}})',
  'orders.notFound': 'Order {{id}} not found',
  'products.notFound': 'Product {{id}} not found',
} as const;

/** How the English merge refusal names each field (`{field}` is the field's name). */
export const salesTermsEn = {
  'orders.merge.field.client': 'client',
  'orders.merge.field.legalEntity': 'legal entity',
  'orders.merge.field.contract': 'contract',
  'orders.merge.field.dateReport': 'report month',
};

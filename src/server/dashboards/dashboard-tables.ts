/**
 * The rollups that serve the summary, the holding revenue and the debt ageing (spec 2 §7.5) without
 * reading the orders: triggers on orders, invoices and contracts keep them in the writer's
 * transaction (migration `dashboards`), so they are never stale. A key's figures are
 * exactly the row query's: numeric sums added and taken away, never recomputed in floating point.
 */
import { date, integer, numeric, pgTable, unique } from 'drizzle-orm/pg-core';

/** The orders that are not canceled, per report month, department, responsible and billing organisation (their contract's). */
export const orderMonthSums = pgTable(
  'order_month_sums',
  {
    month: date('month', { mode: 'string' }).notNull(),
    department: integer('department_id'),
    responsible: integer('responsible_id'),
    organisation: integer('organisation_id'),
    count: integer('count').notNull(),
    sumWithNds: numeric('sum_with_nds').notNull(),
    sumWithoutNds: numeric('sum_without_nds').notNull(),
  },
  (t) => [unique('order_month_sums_key').on(t.month, t.department, t.responsible, t.organisation).nullsNotDistinct()],
);

/** The payments (invoices) per payment month and billing organisation (their order's contract's). */
export const paymentMonthSums = pgTable(
  'payment_month_sums',
  {
    month: date('month', { mode: 'string' }).notNull(),
    organisation: integer('organisation_id'),
    count: integer('count').notNull(),
    sum: numeric('sum').notNull(),
  },
  (t) => [unique('payment_month_sums_key').on(t.month, t.organisation).nullsNotDistinct()],
);

/**
 * The debts of the orders that owe (not canceled, not paid, sum with VAT above payments) per
 * client, due date (`dueDate`, else the end date), department and responsible: what the debt
 * ageing sums, a few keys per client and month instead of every order.
 */
export const orderDebts = pgTable(
  'order_debts',
  {
    client: integer('client_id'),
    due: date('due', { mode: 'string' }),
    department: integer('department_id'),
    responsible: integer('responsible_id'),
    count: integer('count').notNull(),
    debt: numeric('debt').notNull(),
  },
  (t) => [unique('order_debts_key').on(t.client, t.due, t.department, t.responsible).nullsNotDistinct()],
);

/**
 * Invoices, the payments of an order (spec 1 §3, §5, §9; API.md "Sales"): they make the order's
 * payment sum and status. The client follows the order when absent (the area hook). A locked
 * order keeps its invoices: none created, deleted, moved in or out, no sum changed.
 */
import { defineEntity, type ViewerContext } from '../core/entity';
import { lockedInvoiceFields, orderRowLock } from './order-lock';
import { reportMonthFilter } from './orders';
import { businessDay } from '../core/calendar/business-day';

const lock = orderRowLock(lockedInvoiceFields);

export const invoice = defineEntity({
  name: 'invoice',
  area: 'sales',
  path: 'payments/',
  table: 'invoices',
  display: 'number',
  searchFields: ['number'],
  defaultOrdering: ['-date', '-id'],
  defaultFilters: (ctx: ViewerContext) => ({ date__btw: reportMonthFilter(ctx.today) }),
  editor: { mode: 'dialog', width: 500 },
  access: { create: lock.create, delete: lock.delete },
  readOnlyFields: lock.readOnlyFields,
  fields: {
    client: { kind: 'ref', ref: 'client', creatable: true, index: true },
    order: { kind: 'ref', ref: 'order', required: true, index: true, onDelete: 'cascade' },
    date: { kind: 'date', required: true, index: true, default: () => businessDay() },
    sum: { kind: 'money', required: true, summary: 'sum', rules: ['nonZero'], label: 'fields.sumWithNds' },
    number: { kind: 'string', column: { width: 200 }, trim: true, label: 'fields.paymentOrderNumber' },
    responsible: { kind: 'ref', ref: 'user', computed: { sql: '{order.responsible}' } },
    orderLocked: { kind: 'boolean', computed: { sql: 'coalesce({order.isLocked}, false)' }, column: false, filterable: false, editor: false },
  },
});

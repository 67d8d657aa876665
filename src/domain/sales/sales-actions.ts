/**
 * Actions of the sales area (spec 1 §2, §4, §7; API.md "Sales"): order clone, split, merge,
 * lock, set paid, margin-table export and statistics; product clone; client statistics;
 * contract clone with the AdX flag reverted. Each is all or nothing in one transaction.
 */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { lockApplies, lockMessages } from './order-lock';
import { defineAction } from '../core/actions/action';
import { taskAnswer } from '../core/actions/task-answer';

const id = z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid);
const ids = (min: number) =>
  z
    .array(id, { error: messages.required })
    .min(min, min > 1 ? 'Choose at least two orders' : messages.required)
    .max(1000, messages.invalid);
const month = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, messages.date);
const pie = z.array(z.object({ t: z.string(), v: z.number() }));
const model = z.record(z.string(), z.unknown());
const tags = ['sales'];

export const cloneOrder = defineAction({
  method: 'POST',
  path: 'orders/clone/',
  summary: 'Copy an order with its products (new number, status PREPARED, not locked, no invoices)',
  tags,
  access: 'all',
  body: z.object({ order: id, withCreatives: z.boolean().default(false) }),
  answer: z.object({ order: z.number() }),
  status: 201,
  availableFor: (actor, order) => (lockApplies(actor, order.isLocked as boolean | undefined) ? lockMessages.clone : true),
  unavailableStatus: 403,
});

/** The app's address of an order's editor: the split answers the new orders' addresses with it. */
export const orderPath = (id: number | string) => `/order/${id}`;

export const splitOrders = defineAction({
  method: 'POST',
  path: 'orders/split/',
  summary: 'Move every product after the first of each order into an order of its own',
  tags,
  access: 'all',
  confirm: 'Split the order into one order per product?',
  body: z.object({ orders: ids(1) }),
  answer: z.object({ orders: z.array(z.string()) }),
});

export const mergeOrders = defineAction({
  method: 'POST',
  path: 'orders/merge/',
  summary: 'Move the products and invoices of the orders into the lowest id and delete the others',
  tags,
  access: 'all',
  confirm: 'Merge the selected orders into the first one?',
  body: z.object({ orders: ids(2) }),
  answer: z.object({ id: z.number() }),
});

export const lockOrders = defineAction({
  method: 'POST',
  path: 'orders/lock/',
  summary: 'Lock every order whose report month is before the current month',
  tags,
  access: 'superAdmin',
  confirm: 'Lock every order of the past months?',
  body: z.object({}).optional(),
  answer: z.object({ locked: z.number() }),
});

export const setOrderPaid = defineAction({
  method: 'POST',
  path: 'orders/set_paid/',
  summary: 'Invoice the unpaid remainder of an order, dated today',
  tags,
  access: 'all',
  body: z.object({ order: id }),
  answer: model,
  status: 201,
  availableFor: (_actor, order) => (order.paymentStatus === 'PAID' ? salesMessages.alreadyPaid : true),
  unavailableStatus: 400,
  confirm: 'Create an invoice for the unpaid remainder?',
});

export const sendToMarginTable = defineAction({
  method: 'POST',
  path: 'orders/send_to_mt/',
  summary: 'Build the margin table spreadsheet of a month (default: the previous month); every order of it must be locked',
  tags,
  access: 'superAdmin',
  confirm: 'Export the previous month to the margin table?',
  body: z.object({ date: month.optional() }).optional(),
  answer: taskAnswer,
});

export const orderStatistic = defineAction({
  method: 'GET',
  path: 'orders/statistic/',
  summary: 'Figures and distributions over the orders the list filters select',
  tags,
  access: 'all',
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  answer: z.object({
    ordersCount: z.number(),
    ordersSum: z.number(),
    ordersCommissionSum: z.number(),
    averageOrderSum: z.number(),
    clientsCount: z.number(),
    brandsCount: z.number(),
    activeClientsPercent: z.number(),
    departmentPie: pie,
    managersPie: pie,
    clientsPie: pie,
    orderSumsDistrib: pie,
    ordersPie: z.array(z.object({ order: z.number(), name: z.string(), sellerName: z.string(), total: z.number() })),
  }),
});

export const cloneProduct = defineAction({
  method: 'POST',
  path: 'products/clone/',
  summary: 'Copy a product into the same order',
  tags,
  access: 'all',
  confirm: 'Clone the product?',
  body: z.object({ id }),
  answer: model,
  status: 201,
});

export const clientStatistic = defineAction({
  method: 'GET',
  path: 'clients/statistic/',
  summary: "Per client and report month of a year: the sum with VAT of its orders that are not canceled",
  tags,
  access: 'all',
  query: z.object({ year: z.coerce.number({ error: messages.required }).int(messages.invalid).min(2000, messages.invalid).max(2100, messages.invalid) }),
  answer: z.array(z.object({ client: z.number(), date: z.string(), sum: z.number() })),
});

const cloneRevertAdx = (path: string, what: string) =>
  defineAction({
    method: 'GET',
    path: `${path}clone_revert_adx/:id/`,
    changesState: true,
    summary: `Copy ${what} with the AdX flag reverted; the copy's parent is the source`,
    tags,
    access: 'all',
    confirm: 'Clone the contract with the AdX flag reverted?',
    params: z.object({ id }),
    answer: z.object({ id: z.number() }),
    status: 201,
  });

export const contractCloneRevertAdx = cloneRevertAdx('contracts/', 'a contract');
export const originalContractCloneRevertAdx = cloneRevertAdx('original_contracts/', 'an original contract');

export const salesMessages = {
  alreadyPaid: 'The order is already paid',
  nothingToPay: 'The order has nothing to pay: add products first',
  noLockOrders: 'NoLockOrders',
};

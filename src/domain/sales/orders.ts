/**
 * Orders (spec 1 §3, §4, §5, §9; API.md "Sales"): the sums roll up from the products and
 * invoices in the same transaction as every write to them; the payment status follows; the
 * lock, dates and AdX rules are declared here and in the order's area hooks.
 */
import { defineEntity, type ViewerContext } from '../core/entity';
import type { Fields } from '../core/fields';
import { lockApplies, lockedFieldsFor, lockedOrderFields, lockMessages, orderRowContext } from './order-lock';
import { followStartDate, monthEnd, monthStart, orderDateErrors } from './order-dates';
import { paymentStatus } from './payment-status';
import { adxDepartmentId } from './adx';
import { domesticCountryId } from '../counterparties/counterparties';
import { businessDay } from '../core/calendar/business-day';


function nextMonthStart(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The month filter of the orders table: report date from the month's first day to the next month's. */
export function reportMonthFilter(date: string): string {
  return `${monthStart(date)},${nextMonthStart(date)}`;
}

const defaultFilters = (ctx: ViewerContext) => ({
  dateReport__btw: reportMonthFilter(ctx.today),
  department: String(ctx.department ?? adxDepartmentId),
});

/** Sums over the order's products (`field` of product) and invoices. */
const ofProducts = (field: string) => ({ rollup: 'sum', of: 'product', via: 'order', field }) as const;
/** The money columns the orders table totals; the month indexes carry them. */
const orderTotals = ['sumWithoutNds', 'sumWithNds', 'commission', 'netSum', 'amount', 'paymentSum'] as const;

const orderFields = {
    number: { kind: 'string', column: { width: 96 }, computed: { hooks: true }, unique: 'An order with this number already exists' },
    name: { kind: 'string', column: { width: 120 }, required: true, trim: true, rules: ['noLeadingPipe'] },
    client: { kind: 'ref', column: { width: 120 }, ref: 'client', creatable: true, index: true },
    legalEntity: { kind: 'ref', ref: 'legalEntity' },
    contract: { kind: 'ref', ref: 'contract', required: true, index: true },
    originalContract: { kind: 'ref', column: { hidden: true }, ref: 'originalContract' },
    brand: { kind: 'ref', column: { width: 120 }, ref: 'brand', required: true },
    vertical: { kind: 'ref', column: { hidden: true }, ref: 'brandVertical', required: true },
    country: { kind: 'ref', column: { hidden: true }, ref: 'country', required: true, default: domesticCountryId },
    status: { kind: 'enum', column: { width: 100 }, enum: 'orderStatus', required: true, default: 'PREPARED' },
    // Wide enough for «Ответственный» beside its sort arrow, «Отчётная дата» on two lines (1440 px, issue 30).
    responsible: { kind: 'ref', column: { width: 150 }, ref: 'user', required: true, initial: (actor) => actor.id },
    trafficManager: { kind: 'ref', column: { hidden: true }, ref: 'user' },
    accountManager: { kind: 'ref', column: { hidden: true }, ref: 'user' },
    salesAdviser: { kind: 'ref', column: { hidden: true }, ref: 'user' },
    department: { kind: 'ref', ref: 'department', required: true, default: 1 },
    dateReport: { kind: 'date', required: true, default: () => monthStart(businessDay()) },
    dateStart: { kind: 'date', column: { hidden: true }, required: true, default: () => monthStart(businessDay()) },
    dateEnd: { kind: 'date', column: { hidden: true }, required: true, default: () => monthEnd(businessDay()) },
    // The date of the invoice whose running sum (by date, then id) reached the sum with VAT.
    actualPaymentDate: {
      kind: 'date',
      column: { hidden: true },
      computed: {
        sql: "case when {paymentStatus} = 'PAID' then (select i.date from invoices i where i.order_id = {id} and (select sum(j.sum) from invoices j where j.order_id = i.order_id and (j.date, j.id) <= (i.date, i.id)) >= {sumWithNds} order by i.date, i.id limit 1) end",
      },
    },
    additionalContractDate: { kind: 'date', column: { hidden: true } },
    ord: { kind: 'enum', column: { hidden: true }, enum: 'erir', default: 'OTM' },
    site: { kind: 'string', column: { hidden: true }, required: true, trim: true },
    isImho: { kind: 'boolean', column: { hidden: true } },
    isFirstService: { kind: 'boolean', column: { hidden: true } },
    isChecked: { kind: 'boolean', column: { hidden: true } },
    isLocked: { kind: 'boolean', index: true },
    // Who locked the order and when (API.md "Sales" lock): set by the sales hooks when the lock goes on, cleared when it goes off.
    lockedBy: { kind: 'ref', ref: 'user', computed: { hooks: true }, column: { hidden: true }, filterable: false },
    lockedAt: { kind: 'datetime', computed: { hooks: true }, column: { hidden: true }, filterable: false },
    upsell: { kind: 'boolean', column: { hidden: true } },
    nds: { kind: 'decimal', column: { hidden: true }, required: true, default: 20, rules: ['unsigned'], min: 0, max: 100 },
    currency: { kind: 'enum', column: { hidden: true }, enum: 'currencies', required: true, default: 'RUB' },
    postponeDays: { kind: 'int', column: { hidden: true }, rules: ['nonNegativeInteger'] },
    additionalContract: { kind: 'string', column: { hidden: true }, trim: true },
    additionalNumber: { kind: 'string', column: { hidden: true }, trim: true },
    attachmentNumber: { kind: 'string', column: { hidden: true }, trim: true },
    comment: { kind: 'text', column: { hidden: true } },
    domainBlackList: { kind: 'text', rows: 20, column: false, filterable: false },
    domainWhiteList: { kind: 'text', rows: 20, column: false, filterable: false },
    accPredictPaymentDate: { kind: 'date', column: false, editor: false },
    accComment: { kind: 'text', column: false, editor: false },
    sumWithoutNds: { kind: 'money', summary: 'sum', computed: ofProducts('sumWithoutNds') },
    sumWithNds: { kind: 'money', column: { width: 120 }, summary: 'sum', computed: ofProducts('sumWithNds') },
    commission: { kind: 'money', summary: 'sum', computed: ofProducts('commissionSum') },
    netSum: { kind: 'money', summary: 'sum', computed: ofProducts('netSum') },
    amount: { kind: 'decimal', summary: 'sum', computed: ofProducts('amount') },
    paymentSum: { kind: 'money', summary: 'sum', computed: { rollup: 'sum', of: 'invoice', via: 'order', field: 'sum' } },
    paymentStatus: { kind: 'enum', column: { width: 110 }, enum: 'paymentStatus', computed: { derived: true }, index: true },
    // The end date plus the contract's payment delay; the sales hooks keep it when either changes.
    dueDate: { kind: 'date', computed: { hooks: true }, index: true, column: { hidden: true }, systemKept: "the contract's payment delay (server/sales/contract-hooks.ts)" },
    wastedDays: {
      kind: 'int',
      computed: { sql: "case when {paymentStatus} = 'PAID' then 0 else greatest(0, {today} - {dueDate}) end" },
    },
    formats: {
      kind: 'string',
      computed: {
        sql: '(select string_agg(distinct f.name, \', \' order by f.name) from products p join product_formats f on f.id = p.format_id where p.order_id = {id})',
      },
    },
    // The markers of the creatives running in the order (spec 1 §3: the table shows its creatives).
    creatives: {
      kind: 'string',
      computed: {
        sql: "(select string_agg(coalesce(c.marker, '#' || c.id), ', ' order by c.marker, c.id) from creatives c where c.orders @> array[{id}])",
      },
    },
    isAdx: { kind: 'boolean', computed: { sql: 'coalesce({contract.isAdx}, false)' } },
  } as const satisfies Fields;

export const order = defineEntity({
  name: 'order',
  area: 'sales',
  path: 'orders/',
  table: 'orders',
  display: 'name',
  titleField: 'number',
  searchFields: ['name', 'number'],
  globalSearch: 1,
  defaultOrdering: ['-id'],
  defaultFilters,
  // Notes people write beside an order change no count or sum of any list.
  cachedTotals: { notAffectedBy: ['comment', 'accComment'] },
  // The orders screen filters a report month (often by department or responsible) and answers
  // the page newest first, `count` and the money `total`: all three come from this index alone,
  // the page by reading it backwards (report month, then id, both descending). The name is in it
  // too, for the count and total of a word in a month. A word in a month or two is looked for in
  // the narrow second index (its page's ids), the month's entries compared one by one; over a
  // longer range the name's trigram index finds it.
  indexes: [
    { on: ['dateReport'], covering: ['id', 'department', 'responsible', 'status', 'contract', ...orderTotals, 'name'] },
    { on: ['dateReport'], covering: ['id', 'name'], stem: 'date_report_words', wordsWithinDays: 62 },
  ],
  editor: {
    mode: 'page',
    columns: 3,
    sections: [
      { title: 'editor.section.main', fields: ['name', 'number', 'status', 'department', 'site', 'country', 'ord', 'currency'] },
      { title: 'editor.section.parties', fields: ['client', 'legalEntity', 'contract', 'originalContract', 'brand', 'vertical', 'additionalContract', 'additionalNumber', 'additionalContractDate', 'attachmentNumber'] },
      { title: 'editor.section.dates', fields: ['dateReport', 'dateStart', 'dateEnd', 'postponeDays', 'dueDate', 'actualPaymentDate', 'wastedDays'] },
      { title: 'editor.section.staff', fields: ['responsible', 'trafficManager', 'accountManager', 'salesAdviser'] },
      { title: 'editor.section.money', fields: ['nds', 'sumWithoutNds', 'sumWithNds', 'commission', 'netSum', 'amount', 'paymentSum', 'paymentStatus'] },
    ],
  },
  listView: { columns: ['number', 'name', 'client', 'brand', 'status', 'responsible', 'dateReport', 'sumWithNds', 'paymentStatus'] },
  access: {
    delete: (actor, record) => (lockApplies(actor, record?.isLocked) ? lockMessages.delete : true),
  },
  readOnlyFields: (actor, record) => ({
    ...(actor.isSuperAdmin ? {} : { isLocked: lockMessages.lockBySuperAdmin }),
    ...(lockApplies(actor, record?.isLocked) ? lockedFieldsFor(lockedOrderFields, lockMessages.change) : {}),
  }),
  children: [
    { entity: 'product', via: 'order', context: orderRowContext },
    { entity: 'invoice', via: 'order', context: orderRowContext },
  ],
  fields: orderFields,
  normalize: (model, previous, changed) => followStartDate(model, previous?.dateStart ?? null, changed),
  validate: (model) => orderDateErrors(model),
  derive: (model) => ({ paymentStatus: paymentStatus(model.sumWithNds, model.paymentSum) }),
});

/** Accounts receivable (API.md "Sales"): orders not fully paid and not canceled. */
export const accountsReceivable = defineEntity({
  name: 'accountsReceivable',
  area: 'sales',
  path: 'orders/accounting/',
  table: 'orders',
  display: 'name',
  searchFields: ['name', 'number'],
  defaultOrdering: ['id'],
  view: { of: 'order', where: { paymentStatus__in: 'NOT_PAID,PARTIALLY_PAID', status__neq: 'CANCELED' } },
  editor: { mode: 'dialog', noDelete: true },
  listView: { noCreate: true, noDelete: true, columns: ['number', 'client', 'responsible', 'sumWithNds', 'debt', 'dueDate', 'lateDays'] },
  fields: {
    number: { kind: 'string', readOnly: true },
    name: { kind: 'string', readOnly: true },
    client: { kind: 'ref', ref: 'client', readOnly: true },
    legalEntity: { kind: 'ref', ref: 'legalEntity', readOnly: true },
    contract: { kind: 'ref', ref: 'contract', readOnly: true },
    responsible: { kind: 'ref', ref: 'user', readOnly: true },
    department: { kind: 'ref', ref: 'department', readOnly: true },
    status: { kind: 'enum', enum: 'orderStatus', readOnly: true },
    dateReport: { kind: 'date', readOnly: true },
    dateEnd: { kind: 'date', readOnly: true },
    sumWithNds: { kind: 'money', readOnly: true, summary: 'sum' },
    paymentSum: { kind: 'money', readOnly: true, summary: 'sum' },
    paymentStatus: { kind: 'enum', enum: 'paymentStatus', readOnly: true },
    dueDate: { kind: 'date', readOnly: true },
    lateDays: { kind: 'int', computed: { sql: '{today} - {dueDate}' } },
    debt: { kind: 'money', summary: 'sum', computed: { sql: '{sumWithNds} - {paymentSum}' } },
    accPredictPaymentDate: { kind: 'date' },
    accComment: { kind: 'text' },
  },
});

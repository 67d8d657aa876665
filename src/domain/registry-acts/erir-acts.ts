/**
 * Order acts for the registry (spec 2 §2.4, §3 ErirAct/ErirActItem, §5): one act per order and
 * month with its items per original contract, made by the generation action (registry-acts
 * area) and sent to the order's operator. An act without contract (contract empty; the API
 * takes 0 for it too) needs its commission. `isUpdated` ("actual in registry") is set by a
 * successful send and cleared by any later change.
 */
import { defineEntity, type FieldErrors, type ViewerContext } from '../core/entity';
import { actCommissionSum } from './act-commission';
import { defaultActsFilter } from '../core/calendar/act-month';
import { messages } from '../core/rules/field-rules';

export const erirAct = defineEntity({
  name: 'erirAct',
  area: 'registry-acts',
  path: 'erir/',
  table: 'erir_acts',
  display: 'number',
  // No trigram index: acts are found by month and order, and the month's generation writes tens of thousands of them.
  searchFields: [],
  defaultOrdering: ['-date', '-id'],
  defaultFilters: (ctx: ViewerContext) => ({ date__btw: defaultActsFilter(ctx.today) }),
  indexes: [['date', 'order']],
  access: { create: 'admin', update: 'admin', delete: 'admin' },
  editor: { mode: 'page', noDelete: true },
  listView: { noCreate: true, noDelete: true },
  children: [{ entity: 'erirActItem', via: 'act' }],
  fields: {
    date: { kind: 'date', required: true },
    number: { kind: 'string', required: true, trim: true },
    sum: { kind: 'money', required: true, summary: 'sum', label: 'fields.sumWithoutNds' },
    commission: { kind: 'decimal', rules: ['unsigned'], label: 'fields.commissionPercent' },
    commissionSum: { kind: 'money', summary: 'sum', computed: { derived: true } },
    // "Without contract" is 0 in the old API; a reference cannot point at 0, so it is stored empty.
    contract: { kind: 'ref', ref: 'contract', zeroIsNone: true },
    order: { kind: 'ref', ref: 'order', index: true },
    customer: { kind: 'ref', ref: 'legalEntity' },
    erirApi: { kind: 'enum', enum: 'erir', required: true, default: 'VK', label: 'fields.erirApi' },
    ordId: { kind: 'string', readOnly: true },
    isUpdated: { kind: 'boolean', computed: { hooks: true }, label: 'fields.isUpdated' },
    actualImpressions: { kind: 'int', rules: ['nonNegativeInteger'] },
    itemsSum: { kind: 'money', summary: 'sum', computed: { rollup: 'sum', of: 'erirActItem', via: 'act', field: 'sum' } },
  },
  validate: (model): FieldErrors => (model.contract === null && (model.commission === null || model.commission === undefined) ? { commission: [messages.required] } : {}),
  derive: (model) => ({ commissionSum: actCommissionSum(model.sum, model.commission) }),
});

export const erirActItem = defineEntity({
  name: 'erirActItem',
  area: 'registry-acts',
  path: 'erir/actitems/',
  table: 'erir_act_items',
  display: 'id',
  defaultOrdering: ['id'],
  // Items come from the act generation only: the act editor shows them read-only.
  access: { create: 'none', update: 'none', delete: 'none' },
  generated: "the month's act generation, with their act's history (server/registry-acts/act-generation.ts)",
  editor: { mode: 'dialog', noDelete: true },
  listView: { noCreate: true, noDelete: true },
  fields: {
    act: { kind: 'ref', ref: 'erirAct', required: true, index: true, onDelete: 'cascade' },
    originalContract: { kind: 'ref', ref: 'originalContract' },
    sum: { kind: 'money', required: true, summary: 'sum' },
  },
});

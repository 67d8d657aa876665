/**
 * Products, the placements inside an order (spec 1 §3, §5, §9; API.md "Sales"): the sums and
 * margins are stored values of the shared formulas (rules/product-sums.ts); a locked order's
 * products keep their money and quantities.
 */
import { defineEntity } from '../core/entity';
import { lockedProductFields, orderRowLock } from './order-lock';
import { productSums } from './product-sums';

const lock = orderRowLock(lockedProductFields);

export const product = defineEntity({
  name: 'product',
  listView: { columns: ['name', 'format', 'buyType', 'price', 'amount', 'sumWithoutNds', 'sumWithNds'] },
  area: 'sales',
  path: 'products/',
  table: 'products',
  display: 'name',
  defaultOrdering: ['id'],
  editor: { mode: 'dialog', width: 720 },
  access: { create: lock.create, delete: lock.delete },
  readOnlyFields: lock.readOnlyFields,
  fields: {
    order: { kind: 'ref', ref: 'order', required: true, index: true, onDelete: 'cascade' },
    name: { kind: 'string', required: true, trim: true },
    place: { kind: 'string', trim: true },
    format: { kind: 'ref', ref: 'productFormat', creatable: true, required: true },
    buyType: { kind: 'enum', enum: 'productBuyType' },
    device: { kind: 'string', trim: true },
    type: { kind: 'enum', enum: 'productType', required: true, default: 'CLICKS' },
    price: { kind: 'money', required: true, rules: ['unsigned'] },
    amount: { kind: 'decimal', required: true, rules: ['unsigned'] },
    amountFact: { kind: 'decimal', required: true, default: 0, rules: ['unsigned'] },
    realizedItems: { kind: 'decimal', required: true, default: 0, rules: ['unsigned'] },
    discount: { kind: 'decimal', required: true, default: 0, rules: ['unsigned'] },
    discountType: { kind: 'enum', enum: 'amountType', required: true, default: 'PERCENTS' },
    commission: { kind: 'decimal', required: true, default: 0, rules: ['unsigned'] },
    commissionType: { kind: 'enum', enum: 'amountType', required: true, default: 'PERCENTS' },
    ndsCalculation: { kind: 'enum', enum: 'ndsCalculation', required: true, default: 'ACCRUE' },
    planPrice: { kind: 'money', required: true, rules: ['unsigned'] },
    truePrice: { kind: 'money', required: true, default: 0, rules: ['unsigned'] },
    costs: { kind: 'money' },
    dataCosts: { kind: 'money' },
    sspCosts: { kind: 'money' },
    sumWithoutNds: { kind: 'money', summary: 'sum', computed: { derived: true } },
    sumWithNds: { kind: 'money', summary: 'sum', computed: { derived: true } },
    commissionSum: { kind: 'money', summary: 'sum', computed: { derived: true } },
    netSum: { kind: 'money', summary: 'sum', computed: { derived: true } },
    marginPlanned: { kind: 'money', summary: 'sum', computed: { derived: true } },
    marginActual: { kind: 'money', summary: 'sum', computed: { derived: true } },
    // The actual margin once the report month is over, else the planned one scaled by what is realised.
    marginProjected: {
      kind: 'money',
      summary: 'sum',
      computed: {
        sql: "case when to_char({order.dateReport}, 'YYYY-MM') < to_char({today}, 'YYYY-MM') then {marginActual} when coalesce({amount}, 0) = 0 then 0 else round({marginPlanned} * coalesce({realizedItems}, 0) / {amount}, 2) end",
      },
    },
    nds: { kind: 'decimal', computed: { sql: '{order.nds}' } },
    orderLocked: { kind: 'boolean', computed: { sql: 'coalesce({order.isLocked}, false)' }, column: false, filterable: false, editor: false },
  },
  derive: (model) => {
    const { marginPlanned, marginActual, ...sums } = productSums(model, model.nds);
    return { ...sums, marginPlanned, marginActual };
  },
});

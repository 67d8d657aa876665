/**
 * Creatives (spec 1 §3, §5): the ads reported to the registry with their marker. One creative
 * runs in several orders (`orders`); `DELETE creatives/{id}/?order={id}` takes it out of one.
 */
import { defineEntity } from '../core/entity';
import { creativeErrors } from './creative-validation';
import { lockApplies, lockMessages } from '../sales/order-lock';
import { registryStateFields } from '../registry/registry-fields';

export const creative = defineEntity({
  name: 'creative',
  area: 'creatives',
  path: 'creatives/',
  table: 'creatives',
  display: 'marker',
  searchFields: ['marker', 'erirId'],
  defaultOrdering: ['-id'],
  editor: { mode: 'dialog', width: 720, noDelete: true },
  listView: { noDelete: true },
  access: { delete: 'admin' },
  // A super admin alone edits the original contract of a creative that runs in a locked order (spec 1 §4).
  readOnlyFields: (actor, record) => (lockApplies(actor, record?.inLockedOrder) ? { contract: lockMessages.change } : {}),
  fields: {
    marker: { kind: 'string', trim: true, index: true },
    erirId: { kind: 'string', trim: true },
    // The operator's id of the creative: the registry area writes it when it sends the creative.
    ordId: { kind: 'string', readOnly: true },
    ...registryStateFields('creative'),
    isForeign: { kind: 'boolean' },
    primarilyOrder: { kind: 'ref', ref: 'order', column: { hidden: true }, onDelete: 'clear' },
    contract: { kind: 'ref', ref: 'originalContract', label: 'fields.originalContract' },
    needCheckInCh: { kind: 'boolean' },
    dspIdentifier: { kind: 'list', trim: true, rules: ['nonBlankItems'], column: { hidden: true } },
    typeAdCompany: { kind: 'enum', enum: 'typesAdCompany' },
    distributionForm: { kind: 'enum', enum: 'advertisingDistributionForm', notOnCreate: ['Other'] },
    text: { kind: 'text', column: { hidden: true } },
    kktu: { kind: 'reflist', ref: 'kktu', rules: ['nonEmptyList'] },
    files: { kind: 'filelist', accept: '.zip', column: { hidden: true } },
    targetUrls: { kind: 'list', trim: true, rules: ['url'], column: { hidden: true } },
    orders: { kind: 'reflist', ref: 'order', index: true, unlinkParam: 'order', onDelete: 'clear' },
    inLockedOrder: {
      kind: 'boolean',
      computed: { sql: 'exists (select 1 from orders o where o.id = any({orders}) and o.is_locked)' },
      column: false,
      filterable: false,
      editor: false,
    },
  },
  // A creative made in an order has that order as its primary one.
  // Runs before validation, so `orders` may still be anything the client sent.
  normalize: (model) => (model.primarilyOrder === null && Array.isArray(model.orders) && model.orders.length ? { primarilyOrder: model.orders[0] } : {}),
  validate: (model) => creativeErrors(model),
});

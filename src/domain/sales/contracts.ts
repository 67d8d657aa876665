/**
 * Client contracts and original contracts (spec 1 §3, §4, §5, §9; API.md "Sales"). The type
 * decides which of the intermediary type and the parent contract are kept; the AdX flag is set
 * at creation only (the writer refuses a change of a `createOnly` field).
 */
import { defineEntity, type ViewerContext } from '../core/entity';
import { messages } from '../core/rules/field-rules';
import { intermediaryTypeErrors, typeFollowers } from './contract-terms';
import { adxOrganisationId } from './adx';
import { firstBillingOrganisationId } from '../reference/reference';
import { registryFields } from '../registry/registry-fields';

/** The fields a contract and an original contract are sent to the registry with: a change of one clears "actual in registry". */
export const contractRegistryFields = ['organisation', 'legalEntity', 'number', 'date', 'type', 'intermediaryType', 'subject', 'parentContract', 'price', 'ndsIncluded'] as const;
export const originalContractRegistryFields = ['number', 'date', 'client', 'customer', 'type', 'intermediaryType', 'subject', 'parentContractId', 'price', 'ndsIncluded'] as const;

const responsibleIsViewer = (ctx: ViewerContext) => ({ responsible: String(ctx.userId) });
const me = { initial: (actor: { id: number }) => actor.id } as const;

export const contract = defineEntity({
  name: 'contract',
  listView: { columns: ['number', 'date', 'client', 'legalEntity', 'status', 'ordId', 'erirState'] },
  area: 'sales',
  path: 'contracts/',
  table: 'contracts',
  display: 'number',
  searchFields: ['number'],
  globalSearch: 2,
  defaultOrdering: ['-date', '-id'],
  defaultFilters: responsibleIsViewer,
  indexes: [['responsible', 'date']],
  editor: { mode: 'page' },
  fields: {
    organisation: { kind: 'ref', ref: 'organisation', required: true, default: firstBillingOrganisationId },
    client: { kind: 'ref', ref: 'client', creatable: true, index: true },
    legalEntity: { kind: 'ref', ref: 'legalEntity', required: true, index: true },
    responsible: { kind: 'ref', ref: 'user', required: true, ...me },
    number: { kind: 'string', trim: true, index: true },
    date: { kind: 'date', required: true },
    status: { kind: 'enum', enum: 'contractStatus', required: true, default: 'PENDING' },
    type: { kind: 'enum', enum: 'contractType', required: true },
    intermediaryType: { kind: 'enum', enum: 'contractIType' },
    subject: { kind: 'enum', enum: 'contractSubject', required: true },
    parentContract: { kind: 'ref', ref: 'contract' },
    nds: { kind: 'decimal', required: true, default: 20, rules: ['unsigned'], min: 0, max: 100 },
    ndsIncluded: { kind: 'boolean', default: true },
    price: { kind: 'money', required: true, rules: ['unsigned'] },
    postponeDays: { kind: 'int', required: true, default: 30, rules: ['nonNegativeInteger'] },
    fileScan: { kind: 'file', accept: ['.pdf', '.png', '.jpg', '.jpeg'] },
    isAdx: { kind: 'boolean', createOnly: true, index: true },
    ...registryFields('contract', contractRegistryFields),
    // The attachment document needs an order (GET contracts/{id}/docs/attachment/).
    hasOrders: { kind: 'boolean', computed: { sql: 'exists (select 1 from orders o where o.contract_id = {id})' }, column: false, filterable: false, editor: false },
  },
  normalize: (model, previous) => ({
    ...typeFollowers(model, 'parentContract', model.parentContract),
    ...(!previous && model.isAdx ? { organisation: adxOrganisationId } : {}),
  }),
  validate: (model) => intermediaryTypeErrors(model, messages.required),
});

export const originalContract = defineEntity({
  name: 'originalContract',
  area: 'sales',
  path: 'original_contracts/',
  table: 'original_contracts',
  display: 'number',
  searchFields: ['number'],
  defaultOrdering: ['-date', '-id'],
  defaultFilters: responsibleIsViewer,
  editor: { mode: 'dialog', width: 700 },
  fields: {
    number: { kind: 'string', trim: true, index: true },
    date: { kind: 'date', required: true },
    responsible: { kind: 'ref', ref: 'user', required: true, ...me, index: true },
    client: { kind: 'ref', ref: 'legalEntity', required: true, label: 'fields.agentOrganisation' },
    customer: { kind: 'ref', ref: 'legalEntity', required: true },
    type: { kind: 'enum', enum: 'contractType', required: true },
    intermediaryType: { kind: 'enum', enum: 'contractIType' },
    subject: { kind: 'enum', enum: 'contractSubject', required: true },
    price: { kind: 'money', required: true, rules: ['unsigned'] },
    isAdx: { kind: 'boolean', createOnly: true, index: true },
    ndsIncluded: { kind: 'boolean', readOnly: true, default: true },
    parentContractId: { kind: 'ref', ref: 'originalContract', label: 'fields.parentContract' },
    ...registryFields('originalContract', originalContractRegistryFields),
  },
  normalize: (model) => typeFollowers(model, 'parentContractId', model.parentContractId),
  validate: (model) => intermediaryTypeErrors(model, messages.required),
});

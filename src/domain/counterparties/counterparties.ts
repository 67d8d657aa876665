/**
 * Counterparties (spec 1 §3, §5, §6): who the company sells to.
 */
import { defineEntity, hasAccess, type ViewerContext } from '../core/entity';
import { checkInn, isBlank, messages } from '../core/rules/field-rules';
import { registryFields } from '../registry/registry-fields';

/** The fields a legal entity is sent to the registry with: a change of one clears "actual in registry". */
export const legalEntityRegistryFields = ['name', 'fullname', 'legalForm', 'phone', 'web', 'billingAddress', 'country', 'billingInfo'] as const;

export const domesticCountryId = 129;
export const defaultBillingInfoPresetId = 2;
/** Russian sole-proprietor prefix of a full name (spec 1 §5, legal entity warning colour). */
export const soleProprietorPrefix = 'Индивидуальный предприниматель';

const responsibleIsViewer = (ctx: ViewerContext) => ({ user: String(ctx.userId) });

export const responsibleChangeRefused = 'Only an admin or a manager may change the responsible user';

export const pipeOrganization = defineEntity({
  name: 'pipeOrganization',
  area: 'counterparties',
  path: 'brands/pipe/',
  table: 'pipe_organizations',
  display: 'name',
  defaultOrdering: ['name'],
  access: { create: 'admin', update: 'admin', delete: 'admin' },
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
    crmId: { kind: 'int', unique: 'An organisation with this CRM id already exists' },
  },
});

export const holding = defineEntity({
  name: 'holding',
  area: 'counterparties',
  path: 'holdings/',
  table: 'holdings',
  display: 'name',
  defaultOrdering: ['name'],
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
    pipeOrganization: { kind: 'ref', ref: 'pipeOrganization' },
    clients: { kind: 'reflist', ref: 'client', inverse: 'holding', virtual: true },
  },
});

export const client = defineEntity({
  name: 'client',
  area: 'counterparties',
  path: 'clients/',
  table: 'clients',
  display: 'name',
  globalSearch: 3,
  defaultOrdering: ['name'],
  defaultFilters: responsibleIsViewer,
  indexes: [['user', 'name']],
  editor: { mode: 'page' },
  // spec 1 §5, §6: only an ADMIN or MANAGER chooses or changes the responsible user.
  readOnlyFields: (actor) => (hasAccess('adminOrManager', actor) ? {} : { user: responsibleChangeRefused }),
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
    type: { kind: 'enum', enum: 'clientType', required: true, default: 'NA' },
    user: { kind: 'ref', ref: 'user', required: true, label: 'fields.responsible', initial: (actor) => actor.id },
    holding: { kind: 'ref', ref: 'holding', creatable: true, index: true },
    comment: { kind: 'text' },
  },
});

export const brandArea = defineEntity({
  name: 'brandArea',
  area: 'counterparties',
  path: 'brands/areas/',
  table: 'brand_areas',
  display: 'name',
  defaultOrdering: ['name'],
  fields: {
    name: { kind: 'string', required: true, trim: true },
  },
});

export const brand = defineEntity({
  name: 'brand',
  area: 'counterparties',
  path: 'brands/',
  table: 'brands',
  display: 'name',
  defaultOrdering: ['name'],
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
    brandArea: { kind: 'ref', ref: 'brandArea', creatable: true },
    pipeOrganization: { kind: 'ref', ref: 'pipeOrganization', required: true },
    user: { kind: 'ref', ref: 'user', label: 'fields.responsible' },
  },
});

export const brandVertical = defineEntity({
  name: 'brandVertical',
  area: 'counterparties',
  path: 'brands/vertical/',
  table: 'brand_verticals',
  display: 'name',
  defaultOrdering: ['name'],
  editor: { mode: 'page' },
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
    brand: { kind: 'ref', ref: 'brand', required: true, index: true },
  },
});

export const legalEntity = defineEntity({
  name: 'legalEntity',
  listView: { columns: ['id', 'name', 'client', 'legalForm', 'email', 'ordId', 'erirState'] },
  area: 'counterparties',
  path: 'legal_entities/',
  table: 'legal_entities',
  display: 'name',
  // The global search finds a legal entity by its tax number too (issue 24).
  searchFields: ['name', 'fullname', 'billingInfo.inn'],
  globalSearch: 4,
  defaultOrdering: ['-id'],
  editor: { mode: 'page' },
  fields: {
    fullname: { kind: 'string', required: true, trim: true },
    name: { kind: 'string', required: true, trim: true, index: true },
    client: { kind: 'ref', ref: 'client', creatable: true, index: true },
    accountant: { kind: 'string', trim: true },
    email: { kind: 'string', trim: true, rules: ['email'] },
    phone: { kind: 'string', trim: true },
    web: { kind: 'url', trim: true, rules: ['url'] },
    billingAddress: { kind: 'string', trim: true },
    address: { kind: 'string', trim: true },
    ceoName: { kind: 'string', trim: true },
    isTrustee: { kind: 'boolean' },
    trusteeName: { kind: 'string', trim: true },
    trusteeConfirmDoc: { kind: 'string', trim: true },
    // Required with no default (spec 1 §5): the editor preselects LEGAL, the API invents nothing.
    legalForm: { kind: 'enum', enum: 'legalForm', required: true },
    ownershipForm: { kind: 'enum', enum: 'ownershipForm' },
    country: { kind: 'ref', ref: 'country', default: domesticCountryId },
    billingInfoPreset: { kind: 'ref', ref: 'billingInfoPreset', default: defaultBillingInfoPresetId },
    billingInfo: { kind: 'json', column: false },
    ...registryFields('legalEntity', legalEntityRegistryFields),
  },
  validate: (model) => {
    const errors: Record<string, string[]> = {};
    const foreign = model.country !== null && Number(model.country) !== domesticCountryId;
    if (model.legalForm === 'PHYSIC' && foreign && isBlank(model.phone)) errors.phone = [messages.required];
    const inn = model.billingInfo?.inn;
    if (foreign && isBlank(inn)) errors.billingInfo = [messages.required];
    else {
      const innError = checkInn(inn, model.legalForm);
      if (innError) errors.billingInfo = [innError];
    }
    return errors;
  },
});

/** Warning colour of spec 1 §5: the full name reads as a sole proprietor but the form is not IP. */
export function legalFormMismatch(model: { fullname: string | null; legalForm: string | null }): boolean {
  return !!model.fullname?.trim().startsWith(soleProprietorPrefix) && model.legalForm !== 'IP';
}

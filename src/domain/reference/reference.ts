/**
 * Reference data and startup settings (issue 2 §6): departments, countries, billing
 * organisations, legal-entity billing-info presets, product formats, KKTU and the BT URL record.
 */
import { defineEntity } from '../core/entity';

export const department = defineEntity({
  name: 'department',
  area: 'reference',
  path: 'accounts/departments/',
  table: 'departments',
  display: 'name',
  defaultOrdering: ['id'],
  access: { create: 'admin', update: 'admin', delete: 'superAdmin' },
  fields: {
    name: { kind: 'string', required: true, trim: true },
    isAdx: { kind: 'boolean', readOnly: true },
  },
});

export const country = defineEntity({
  name: 'country',
  area: 'reference',
  path: 'orders/countries/',
  table: 'countries',
  display: 'name',
  defaultOrdering: ['name'],
  access: { create: 'admin', update: 'admin', delete: 'superAdmin' },
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
    code: { kind: 'string', trim: true },
  },
});

/** A new contract's organisation (spec 1 §9: the first billing organisation). */
export const firstBillingOrganisationId = 1;

/** Signature and stamp images: formats both document renderers embed. */
const signatureImages = ['.png', '.jpg', '.jpeg'];

export const organisation = defineEntity({
  name: 'organisation',
  area: 'reference',
  path: 'legal_entities/organisations/',
  table: 'organisations',
  display: 'name',
  defaultOrdering: ['id'],
  access: { create: 'admin', update: 'admin', delete: 'superAdmin' },
  editor: { mode: 'dialog', width: 700 },
  fields: {
    name: { kind: 'string', required: true, trim: true },
    // Requisites printed as the seller on order and contract documents (issue "Order documents").
    fullName: { kind: 'string', trim: true, label: 'fields.legalName', column: { hidden: true } },
    inn: { kind: 'string', trim: true },
    kpp: { kind: 'string', trim: true, column: { hidden: true } },
    ogrn: { kind: 'string', trim: true, column: { hidden: true } },
    address: { kind: 'string', trim: true, column: { hidden: true } },
    bankName: { kind: 'string', trim: true, column: { hidden: true } },
    bik: { kind: 'string', trim: true, column: { hidden: true } },
    swift: { kind: 'string', trim: true, column: { hidden: true } },
    checkingAccount: { kind: 'string', trim: true, column: { hidden: true } },
    correspondentAccount: { kind: 'string', trim: true, column: { hidden: true } },
    director: { kind: 'string', trim: true },
    accountant: { kind: 'string', trim: true, column: { hidden: true } },
    signature: { kind: 'file', accept: signatureImages, column: { hidden: true } },
    stamp: { kind: 'file', accept: signatureImages, column: { hidden: true } },
    isAdx: { kind: 'boolean' },
  },
});

export const billingInfoPreset = defineEntity({
  name: 'billingInfoPreset',
  area: 'reference',
  path: 'legal_entities/presets/',
  table: 'billing_info_presets',
  display: 'name',
  defaultOrdering: ['id'],
  access: { create: 'admin', update: 'admin', delete: 'superAdmin' },
  fields: {
    name: { kind: 'string', required: true, trim: true },
    /** Keys of LegalEntity.billingInfo this preset asks for, in display order. */
    fieldNames: { kind: 'list', rules: ['nonEmptyList'], trim: true },
  },
});

export const productFormat = defineEntity({
  name: 'productFormat',
  area: 'reference',
  path: 'products/formats/',
  table: 'product_formats',
  display: 'name',
  defaultOrdering: ['name'],
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
  },
});

export const kktu = defineEntity({
  name: 'kktu',
  area: 'reference',
  path: 'creatives/kktu/',
  table: 'kktu',
  display: 'title',
  searchFields: ['code', 'name'],
  defaultOrdering: ['code'],
  fields: {
    code: { kind: 'string', required: true, trim: true, index: true },
    name: { kind: 'string', required: true, trim: true },
    // Pickers and lists of KKTU show the code with the name.
    title: { kind: 'string', computed: { sql: "{code} || ' ' || {name}" }, column: false, editor: false },
  },
});

export const btUrl = defineEntity({
  name: 'btUrl',
  area: 'reference',
  path: 'estats/bturls/',
  table: 'bt_urls',
  display: 'id',
  defaultOrdering: ['id'],
  access: { create: 'none', delete: 'none' },
  editor: { mode: 'dialog', noDelete: true },
  listView: { noCreate: true, noDelete: true },
  fields: {
    urls: { kind: 'list', rules: ['url'], trim: true },
  },
});

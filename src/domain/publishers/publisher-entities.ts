/**
 * The publisher side's declarations (spec 2 §3, §5, §9; API.md "Buying side"): publisher
 * contracts (sent to the registry as service contracts between our organisation and the
 * publisher), publishers, and their sources: SSPs, panels (from the panel system, no create or
 * delete) and non-media sources, each with a text id set at creation only. A publisher's
 * `panels`, `ssps` and `nonmedia` are the sources whose `publisher` is it: writing the list moves
 * those sources to it.
 */
import { defineEntity } from '../core/entity';
import { registryFields } from '../registry/registry-fields';
import { buyingContractFields, publisherContractRegistryFields } from '../buying-invoices/buying-contract-fields';

export const publisherContract = defineEntity({
  name: 'publisherContract',
  area: 'publishers',
  path: 'publisher_contracts/',
  table: 'publisher_contracts',
  display: 'number',
  searchFields: ['number'],
  defaultOrdering: ['-date', '-id'],
  editor: { mode: 'dialog', width: 700 },
  access: { delete: 'superAdmin' },
  fields: {
    ...buyingContractFields,
    ...registryFields('publisherContract', publisherContractRegistryFields),
  },
});

export const publisher = defineEntity({
  name: 'publisher',
  area: 'publishers',
  path: 'publishers/',
  table: 'publishers',
  display: 'name',
  searchFields: ['name'],
  globalSearch: 6,
  defaultOrdering: ['name'],
  editor: { mode: 'page' },
  access: { delete: 'superAdmin' },
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
    contract: { kind: 'ref', ref: 'publisherContract', required: true, index: true },
    type: { kind: 'enum', enum: 'publisherType', required: true, default: 'REGULAR', index: true },
    panels: { kind: 'reflist', ref: 'panel', inverse: 'publisher', virtual: true, column: { hidden: true } },
    ssps: { kind: 'reflist', ref: 'ssp', inverse: 'publisher', virtual: true, column: { hidden: true } },
    nonmedia: { kind: 'reflist', ref: 'nonMedia', inverse: 'publisher', virtual: true, column: { hidden: true } },
    needOrdReport: { kind: 'boolean' },
    reportByPanel: { kind: 'boolean' },
    needFileReport: { kind: 'boolean' },
    divideByDomain: { kind: 'boolean' },
    domains: { kind: 'list', column: { hidden: true } },
  },
  // The domains list means something only when the report is divided by domain.
  normalize: (model) => (!model.divideByDomain && model.domains?.length ? { domains: [] } : {}),
});

/** A publisher's source known by a text id and a name alone (SSPs and non-media sources: one shape). */
function namedSource<const N extends string>(name: N, path: string, table: string) {
  return defineEntity({
    name,
    area: 'publishers',
    path,
    table,
    idKind: 'text',
    display: 'name',
    searchFields: ['name'],
    defaultOrdering: ['id'],
    editor: { mode: 'dialog' },
    fields: {
      name: { kind: 'string', required: true, trim: true, index: true },
      publisher: { kind: 'ref', ref: 'publisher', index: true, onDelete: 'clear' },
    },
  });
}

export const ssp = namedSource('ssp', 'publishers/ssp/', 'ssps');

/** A panel account: the panel system's fields are written by the sync only; ours are `publisher` and `comment`. */
export const panel = defineEntity({
  name: 'panel',
  area: 'publishers',
  path: 'publishers/panel/',
  table: 'panels',
  idKind: 'text',
  display: 'name',
  searchFields: ['name', 'email'],
  defaultOrdering: ['id'],
  access: { create: 'none', delete: 'none' },
  editor: { mode: 'dialog', noDelete: true },
  listView: { noCreate: true, noMenu: true, noDelete: true },
  fields: {
    name: { kind: 'string', readOnly: true, index: true },
    email: { kind: 'string', readOnly: true },
    status: { kind: 'enum', enum: 'panelStatus', readOnly: true },
    places: { kind: 'int', readOnly: true },
    inMonkey: { kind: 'boolean', readOnly: true },
    publisher: { kind: 'ref', ref: 'publisher', index: true, onDelete: 'clear' },
    publisherType: { kind: 'enum', enum: 'publisherType', computed: { sql: '{publisher.type}' }, editor: false },
    comment: { kind: 'text', trim: true },
  },
});

export const nonMedia = namedSource('nonMedia', 'publishers/nonmedia/', 'nonmedia');

export const publisherEntities = [publisherContract, publisher, ssp, panel, nonMedia] as const;

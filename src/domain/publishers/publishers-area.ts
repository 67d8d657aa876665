/** The publishers area: publishers, their contracts and sources (SSP, panels, non-media), their invoices. */
import { actionsOf, defineArea } from '../core/area';
import { defineRegistryKinds } from '../core/registry-kind';
import { buyingContractRegistryKind } from '../buying-invoices/buying-contract-fields';
import * as actions from './publisher-actions';
import { publisherContractToErir, publisherToErir } from './publisher-actions';
import * as invoiceActions from './publisher-invoice-actions';
import { publisher, publisherContract, publisherEntities } from './publisher-entities';
import { publisherInvoice } from './publisher-invoices';
import { publisherReport } from './publisher-reports';
import { publishersEn } from './publishers-en';
import { publishersRu } from './publishers-ru';
import { publishersRefusals } from './publishers-refusals';
import { publishersRefusalsRu } from './publishers-refusals-ru';
import { publishersHolders } from './publishers-holders';

export const publishersArea = defineArea({
  name: 'publishers',
  entities: [...publisherEntities, publisherInvoice, publisherReport],
  actions: [...actionsOf(actions), ...actionsOf(invoiceActions)],
  refusals: publishersRefusals,
  refusalsRu: publishersRefusalsRu,
  messages: { en: publishersEn, ru: publishersRu },
  tasks: {
    'publishers.invoices-generate': 'publisherInvoices.generate',
    'publishers.statistics-export': 'publisherInvoices.statisticsExport',
    'publishers.report': 'publisherReports.upload',
    'publishers.panel-sync': 'panels.sync',
  },
  holders: publishersHolders,
  registry: defineRegistryKinds({
    publisherContract: { ...buyingContractRegistryKind(publisherContract, 'pc', 'publisher'), send: publisherContractToErir },
    /** A publisher goes to the registry as its contract's legal entity (API.md "Buying side"). */
    publisher: { plan: 'sentAs', entity: publisher, through: { field: 'contract', kind: 'publisherContract' }, field: 'legalEntity', missing: 'registry.contractWithoutLegalEntity', send: publisherToErir },
  }),
  floors: { server: true, web: true },
});

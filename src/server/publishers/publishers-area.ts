/**
 * The publisher side (spec 2 §2.2; API.md "Buying side"): publishers, their contracts and
 * sources on the generic routes, the panel sync and the non-media upload; publisher invoices
 * (their month generation and statistics exports) and publisher reports. Sending publishers and
 * their contracts to the registry is the registry area's.
 */
import { defineModule } from '../app-module';
import * as publisherTables from './nonmedia-figures-table';
import { nonMediaUploadRoutes } from './nonmedia-upload-route';
import { panelSyncRoute, panelSyncTask } from './panel-sync';
import { generatePublisherInvoicesRoute, publisherInvoiceGeneration } from './invoice-generation';
import { statisticsExportRoute, statisticsExportTask } from './statistics-export';
import { publisherReportHooks, publisherReportTask } from './publisher-report';
import { invoiceContractNdsHooks } from '../buying-invoices/invoice-contract-nds';
import { publisher, publisherContract } from '../../domain/publishers/publisher-entities';
import { publisherInvoice } from '../../domain/publishers/publisher-invoices';

export const publishersArea = defineModule({
  name: 'publishers',
  tables: publisherTables,
  hooks: [publisherReportHooks, invoiceContractNdsHooks(publisherInvoice, 'publisher', { counterparty: publisher, contract: publisherContract })],
  routes: [panelSyncRoute, nonMediaUploadRoutes, generatePublisherInvoicesRoute, statisticsExportRoute],
  jobs: [panelSyncTask, publisherInvoiceGeneration.job, statisticsExportTask, publisherReportTask],
  otherRoutes: {
    'POST /api/erir/nonmedia/': { access: 'signedIn', call: '/api/erir/nonmedia/', allowed: [400, 415], coveredBy: 'src/server/publishers/publishers.test.ts' },
    'GET /api/erir/nonmedia/template/': { access: 'signedIn', call: '/api/erir/nonmedia/template/', allowed: [200], coveredBy: 'src/server/uploads/uploads.test.ts' },
  },
});

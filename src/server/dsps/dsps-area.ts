/**
 * The DSP side (spec 2 §2.3; API.md "Buying side", "DSPs"): DSPs, their contracts, invoices and
 * missed markers on the generic routes, the invoice generation, the DSP spreadsheet upload and
 * the unmatched-lines export. Sending DSP contracts to the registry is the registry area's.
 */
import { defineModule } from '../app-module';
import * as dspTables from './dsp-marker-lines-table';
import { dspInfoUploadRoutes } from './dsp-info-upload-route';
import { dspInvoiceGeneration, generateDspInvoicesRoute } from './dsp-invoice-generation';
import { unmatchedLinesExport, unmatchedLinesRoute } from './unmatched-lines-export';
import { invoiceContractNdsHooks } from '../buying-invoices/invoice-contract-nds';
import { dsp, dspContract, dspInvoice } from '../../domain/dsps/dsp-entities';

export const dspsArea = defineModule({
  name: 'dsps',
  tables: dspTables,
  hooks: [invoiceContractNdsHooks(dspInvoice, 'dsp', { counterparty: dsp, contract: dspContract })],
  routes: [generateDspInvoicesRoute, dspInfoUploadRoutes, unmatchedLinesRoute],
  jobs: [dspInvoiceGeneration.job, unmatchedLinesExport],
  otherRoutes: {
    'POST /api/erir/dsp_info/': { access: 'signedIn', call: '/api/erir/dsp_info/', allowed: [400, 415], coveredBy: 'src/server/dsps/dsps.test.ts' },
    'GET /api/erir/dsp_info/template/': { access: 'signedIn', call: '/api/erir/dsp_info/template/', allowed: [200], coveredBy: 'src/server/uploads/uploads.test.ts' },
  },
});

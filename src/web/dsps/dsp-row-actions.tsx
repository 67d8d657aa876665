/**
 * Row menus of the DSP side (spec 2 §2.3): "Send to ERIR" per registry API for DSP contracts;
 * "Set paid" on a DSP invoice that is not PAID, after a confirmation (the shared invoice rule:
 * PATCH paymentAmount to amountWithNds); a missed-marker row's DSP id and the download of that
 * DSP's unmatched lines of the month.
 */
import Paid from '@mui/icons-material/Paid';
import Badge from '@mui/icons-material/Badge';
import Download from '@mui/icons-material/Download';
import { dspContractToErir, dspMessages, exportDspMissedMarkers } from '../../domain/dsps/dsp-actions';
import { dspInvoice } from '../../domain/dsps/dsp-entities';
import { setPaidPatch, type PayableInvoice } from '../../domain/buying-invoices/invoice-rules';
import type { RowAction } from '../entity/table/table-options';
import { sendToErirAction } from '../registry/registry-row-actions';
import { dataProvider } from '../data/data-provider';
import { runAction, runCall } from '../data/run-action';
import { downloadFile } from '../app/download-file';

export const dspContractRowActions = [sendToErirAction(dspContractToErir, dspMessages.contractSent)];

const setPaidAction: RowAction = {
  label: 'Set paid',
  icon: <Paid fontSize="small" />,
  visible: (row) => row.paymentStatus !== 'PAID',
  confirm: 'Mark this invoice as paid in full?',
  run: async (row, helpers) => {
    const patch = setPaidPatch(row as unknown as PayableInvoice);
    if (!patch) return;
    const { id, ...body } = patch;
    await runCall(() => dataProvider.patch(dspInvoice, id, body), { success: 'Invoice paid' }, helpers);
  },
};

export const dspInvoiceRowActions = [setPaidAction];

const dspIdAction: RowAction = {
  label: 'DSP id',
  icon: <Badge fontSize="small" />,
  run: (row, helpers) => helpers.notify('DSP id: {{id}}', 'primary', { id: String(row.dsp) }),
};

const unmatchedAction: RowAction = {
  label: 'Download unmatched lines',
  icon: <Download fontSize="small" />,
  run: async (row, helpers) => {
    await runAction(
      exportDspMissedMarkers,
      { body: { date: String(row.date), dsp: String(row.dsp) } },
      {
        success: dspMessages.exported,
        then: async (detail) => {
          const fileId = (detail as { fileId?: number } | null)?.fileId;
          if (fileId) await downloadFile(fileId, { temp: true });
        },
      },
      helpers,
    );
  },
};

export const dspMissedMarkerRowActions = [dspIdAction, unmatchedAction];

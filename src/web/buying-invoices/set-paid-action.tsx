/**
 * "Set paid" of the buying side's invoices (spec 2 §2.2, §2.3, §4): offered only while the
 * invoice is not PAID, after a confirmation, it PATCHes `paymentAmount` to `amountWithNds`
 * (buying-invoices/invoice-rules.ts) with the `updatedAt` it loaded. Publisher and DSP invoices
 * both use it.
 */
import Paid from '@mui/icons-material/Paid';
import type { AnyEntity } from '../../domain/core/entity';
import { setPaidPatch, type PayableInvoice } from '../../domain/buying-invoices/invoice-rules';
import { dataProvider } from '../data/data-provider';
import { runCall } from '../data/run-action';
import type { Row, RowAction } from '../entity/table/table-options';

const payable = (row: Row) => row as unknown as PayableInvoice;

export function setPaidAction(entity: AnyEntity): RowAction {
  return {
    label: 'Set paid',
    icon: <Paid fontSize="small" />,
    visible: (row) => setPaidPatch(payable(row)) !== null,
    confirm: 'Mark the invoice as paid in full?',
    run: async (row, helpers) => {
      const patch = setPaidPatch(payable(row));
      if (!patch) return;
      await runCall(() => dataProvider.patch(entity, row.id, patch), { success: 'Invoice paid' }, helpers);
    },
  };
}

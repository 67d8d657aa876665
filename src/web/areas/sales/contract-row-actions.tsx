/** "Clone or revert AdX" of the contract and original contract tables (spec 1 §2, §7). */
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { contractCloneRevertAdx, originalContractCloneRevertAdx } from '../../../domain/actions/sales-actions';
import { callAction } from '../../app/call-action';
import { errorMessage } from '../../app/api-error';
import type { RowAction } from '../../entity/table/table-options';
import { contractSendAction, originalContractSendAction } from '../registry/registry-row-actions';

function cloneRevertAdxAction(action: typeof contractCloneRevertAdx): RowAction {
  return {
    label: 'Clone / revert AdX',
    icon: <SwapHoriz fontSize="small" />,
    confirm: 'Clone the contract with the AdX flag reverted?',
    run: async (row, { reload, notify }) => {
      try {
        await callAction(action, { params: { id: Number(row.id) } });
        notify('Item has been created', 'success');
        reload();
      } catch (e) {
        notify(errorMessage(e), 'error');
      }
    },
  };
}

export const contractRowActions = [cloneRevertAdxAction(contractCloneRevertAdx), contractSendAction];
export const originalContractRowActions = [cloneRevertAdxAction(originalContractCloneRevertAdx), originalContractSendAction];

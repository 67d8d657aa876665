/**
 * Row actions of the contract and original contract tables (spec 1 §2, §7): clone or revert
 * AdX; and for contracts, their documents opened in a new window by name and format (the
 * attachment once the contract has orders).
 */
import Description from '@mui/icons-material/Description';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { actionPath } from '../../../domain/actions/action';
import { contractDocumentFile } from '../../../domain/actions/document-actions';
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

function contractDocumentAction(label: string, name: 'contract' | 'attachment', format: 'pdf' | 'docx'): RowAction {
  return {
    label,
    icon: <Description fontSize="small" />,
    visible: (row) => name === 'contract' || row.hasOrders === true,
    run: (row) => void window.open(`/api/${actionPath(contractDocumentFile, { id: Number(row.id), name })}?format=${format}`, '_blank'),
  };
}

export const contractRowActions = [
  cloneRevertAdxAction(contractCloneRevertAdx),
  contractSendAction,
  contractDocumentAction('Contract (PDF)', 'contract', 'pdf'),
  contractDocumentAction('Contract (DOCX)', 'contract', 'docx'),
  contractDocumentAction('Attachment (PDF)', 'attachment', 'pdf'),
  contractDocumentAction('Attachment (DOCX)', 'attachment', 'docx'),
];
export const originalContractRowActions = [cloneRevertAdxAction(originalContractCloneRevertAdx), originalContractSendAction];

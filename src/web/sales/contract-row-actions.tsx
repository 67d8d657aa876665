/**
 * Row actions of the contract and original contract tables (spec 1 §2, §7): clone or revert
 * AdX; and for contracts, their documents opened in a new window by name and format (the
 * attachment once the contract has orders).
 */
import Description from '@mui/icons-material/Description';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { contractDocumentFile } from '../../domain/documents/document-actions';
import { contractCloneRevertAdx, originalContractCloneRevertAdx } from '../../domain/sales/sales-actions';
import { dataProvider } from '../data/data-provider';
import { offerOnRow } from '../data/declared-actions';
import type { RowAction } from '../entity/table/table-options';
import { contractSendAction, originalContractSendAction } from '../registry/registry-row-actions';

function cloneRevertAdxAction(action: typeof contractCloneRevertAdx): RowAction {
  return offerOnRow(action, {
    label: 'Clone / revert AdX',
    icon: <SwapHoriz fontSize="small" />,
    call: (row) => ({ params: { id: Number(row.id) } }),
    success: 'Item has been created',
  });
}

function contractDocumentAction(label: string, name: 'contract' | 'attachment', format: 'pdf' | 'docx'): RowAction {
  return {
    label,
    icon: <Description fontSize="small" />,
    visible: (row) => name === 'contract' || row.hasOrders === true,
    run: (row) => void window.open(dataProvider.actionUrl(contractDocumentFile, { params: { id: Number(row.id), name }, query: { format } }), '_blank'),
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

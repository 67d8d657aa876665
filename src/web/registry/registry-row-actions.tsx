/** The row menu's "Send to ERIR" with a sub-menu of the registry APIs (spec 1 §2). */
import CloudUpload from '@mui/icons-material/CloudUpload';
import { contractToErir, legalEntityToErir, originalContractToErir, platformToErir, registryApis, registryMessages } from '../../domain/registry/registry-actions';
import type { RowAction } from '../entity/table/table-options';
import { sendToErir, type ToErirAction } from './send-to-erir';

function sendToErirAction(action: ToErirAction, success: string): RowAction {
  return {
    label: 'Send to ERIR',
    icon: <CloudUpload fontSize="small" />,
    run: () => undefined,
    children: registryApis.map((api) => ({
      label: api,
      run: async (row, helpers) => void (await sendToErir(action, Number(row.id), api, success, helpers)),
    })),
  };
}

export const legalEntitySendAction = sendToErirAction(legalEntityToErir, registryMessages.legalEntitySent);
export const contractSendAction = sendToErirAction(contractToErir, registryMessages.contractSent);
export const originalContractSendAction = sendToErirAction(originalContractToErir, registryMessages.originalContractSent);
export const platformSendAction = sendToErirAction(platformToErir, registryMessages.platformSent);

/**
 * "Lock orders" and "Export to Margin Table" (spec 1 §2): shown to whom the declared actions
 * allow (the super admin). The export follows its task and downloads the spreadsheet.
 */
import Lock from '@mui/icons-material/Lock';
import TableView from '@mui/icons-material/TableView';
import { lockOrders, sendToMarginTable } from '../../domain/sales/sales-actions';
import { downloadTaskFile } from '../app/download-file';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';

export function SuperAdminOrderButtons({ onChanged }: { onChanged(): void }) {
  const lock = useAction(lockOrders, {
    reload: onChanged,
    success: (answer) => ({ message: 'Orders locked: {{count}}', values: { count: String(answer.locked) } }),
  });
  const exportMarginTable = useAction(sendToMarginTable, {
    success: null,
    then: (detail) => downloadTaskFile(detail, { temp: true }),
  });
  return (
    <>
      <ActionButton state={lock} label="Lock orders" icon={<Lock />} onClick={() => lock.request({ body: {} })} />
      <ActionButton state={exportMarginTable} label="Export to Margin Table" icon={<TableView />} onClick={() => exportMarginTable.request({ body: {} })} />
    </>
  );
}

/**
 * "Lock orders" and "Export to Margin Table" (spec 1 §2): for a super admin only (the server
 * refuses anyone else). The export polls its task and downloads the spreadsheet.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import Lock from '@mui/icons-material/Lock';
import TableView from '@mui/icons-material/TableView';
import { useTranslation } from 'react-i18next';
import { lockOrders, sendToMarginTable } from '../../../domain/actions/sales-actions';
import { callAction } from '../../app/call-action';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { downloadFile } from '../../app/download-file';
import { errorMessage } from '../../app/api-error';
import { useNotify } from '../../app/snackbar';
import { pollTask } from '../../app/task-polling';

export function SuperAdminOrderButtons({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [asking, setAsking] = useState<'lock' | 'export' | null>(null);
  const [busy, setBusy] = useState(false);

  const lock = async () => {
    try {
      const answer = await callAction(lockOrders, { body: {} });
      notify(t('Orders locked: {{count}}', { count: answer.locked }), 'success');
      onChanged();
    } catch (e) {
      notify(errorMessage(e), 'error');
    }
  };
  const exportMarginTable = async () => {
    setBusy(true);
    try {
      const { taskId } = await callAction(sendToMarginTable, { body: {} });
      const detail = await pollTask<{ fileId?: number }>(taskId);
      if (!detail?.fileId) throw new Error(t('No file id returned!'));
      await downloadFile(detail.fileId, { temp: true });
    } catch (e) {
      notify(errorMessage(e), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<Lock />} onClick={() => setAsking('lock')}>
        {t('Lock orders')}
      </Button>
      <Button size="small" variant="outlined" startIcon={<TableView />} disabled={busy} onClick={() => setAsking('export')}>
        {t('Export to Margin Table')}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        message={asking === 'lock' ? 'Lock every order of the past months?' : 'Export the previous month to the margin table?'}
        onConfirm={() => void (asking === 'lock' ? lock() : exportMarginTable())}
        onClose={() => setAsking(null)}
      />
    </>
  );
}

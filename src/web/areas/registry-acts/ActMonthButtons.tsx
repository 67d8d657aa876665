/**
 * "Generate acts" and "Send to ERIR" of the order acts table (spec 2 §2.4, §6): for admins only
 * (disabled otherwise, and refused by the server), and only with a month filter. Each asks for
 * confirmation, starts its task and waits for it.
 */
import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Send from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { generateErirActs, registryActMessages, sendErirActs } from '../../../domain/actions/registry-act-actions';
import { hasAccess } from '../../../domain/access';
import { callAction } from '../../app/call-action';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { errorMessage } from '../../app/api-error';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../app/snackbar';
import { pollTask } from '../../app/task-polling';

interface Props {
  /** First day of the filtered month, or null when the filter is not one month. */
  month: string | null;
  onDone(): void;
}

type Kind = 'generate' | 'send';

export function ActMonthButtons({ month, onDone }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { account } = useAuth();
  const admin = hasAccess('admin', account);
  const [asking, setAsking] = useState<Kind | null>(null);
  const [running, setRunning] = useState<Kind | null>(null);

  const run = async (kind: Kind) => {
    if (!month) return;
    setRunning(kind);
    try {
      const { taskId } = kind === 'generate' ? await callAction(generateErirActs, { query: { date: month } }) : await callAction(sendErirActs, { query: { date: month } });
      await pollTask(taskId);
      notify(kind === 'generate' ? registryActMessages.generated : registryActMessages.sent, 'success');
    } catch (e) {
      notify(errorMessage(e), 'error');
    } finally {
      setRunning(null);
      onDone();
    }
  };
  const disabled = !admin || !month || running !== null;
  const title = month ? undefined : t('Choose a month first');
  return (
    <>
      <span title={title}>
        <Button size="small" variant="outlined" data-testid="generate-acts" startIcon={running === 'generate' ? <CircularProgress size={16} /> : <PlaylistAdd />} disabled={disabled} onClick={() => setAsking('generate')}>
          {t('Generate acts')}
        </Button>
      </span>
      <span title={title}>
        <Button size="small" variant="outlined" data-testid="send-acts" startIcon={running === 'send' ? <CircularProgress size={16} /> : <Send />} disabled={disabled} onClick={() => setAsking('send')}>
          {t('Send to ERIR')}
        </Button>
      </span>
      <ConfirmDialog
        open={asking !== null}
        message={asking === 'generate' ? 'Generate the acts of the month? Acts not yet sent are replaced.' : 'Send the acts of the month to ERIR?'}
        onConfirm={() => void (asking && run(asking))}
        onClose={() => setAsking(null)}
      />
    </>
  );
}

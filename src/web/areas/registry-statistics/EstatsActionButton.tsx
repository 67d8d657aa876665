/**
 * One background action of the ERIR statistics ('build' or 'save', spec 2 §2.4, §4, §9): it
 * starts the month's task, then polls the action's state every 5 seconds while it runs; the
 * spinner stops on success, or on failure with "Action failed, check DAG logs for info" and the
 * real reason beside the button.
 */
import { useEffect, useState } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { estatsActionState, registryActMessages, startEstatsAction, type EstatsActionName } from '../../../domain/actions/registry-act-actions';
import { callAction } from '../../app/call-action';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { errorMessage } from '../../app/api-error';
import { useNotify } from '../../app/snackbar';

export const estatsPollMs = 5000;

interface Props {
  name: EstatsActionName;
  label: string;
  month: string | null;
  disabled: boolean;
  onDone(): void;
}

/** The failure's own reason from a failed state's detail. */
function reasonOf(detail: unknown): string {
  const reason = (detail as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : '';
}

export function EstatsActionButton({ name, label, month, disabled, onDone }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  /** The task this screen started, until its end is seen. */
  const [started, setStarted] = useState<string | null>(null);
  const state = useQuery({
    queryKey: ['estats-action', name],
    queryFn: () => callAction(estatsActionState, { params: { name } }),
    refetchInterval: (query) => (query.state.data?.state === 'running' || started ? estatsPollMs : false),
  });
  const current = state.data?.state;
  const finished = started !== null && state.data?.taskId === started && current !== 'running';
  useEffect(() => {
    if (!finished) return;
    setStarted(null);
    if (current === 'success') notify('Action complete!', 'success');
    if (current === 'failed') notify(registryActMessages.actionFailed, 'error');
    onDone();
  }, [finished, current, notify, onDone]);

  const start = async () => {
    try {
      const { taskId } = await callAction(startEstatsAction, { params: { name }, body: month ? { date: month } : {} });
      setStarted(taskId);
      await state.refetch();
    } catch (e) {
      notify(errorMessage(e), 'error');
    }
  };
  const running = current === 'running' || (started !== null && !finished);
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button size="small" variant="outlined" data-testid={`estats-${name}`} disabled={disabled || running} startIcon={running ? <CircularProgress size={16} /> : undefined} onClick={() => setAsking(true)}>
        {t(label)}
      </Button>
      {current === 'failed' && (
        <Typography variant="caption" color="error" data-testid={`estats-${name}-failed`}>
          {t(registryActMessages.actionFailed)}
          {reasonOf(state.data?.detail) ? `: ${reasonOf(state.data?.detail)}` : ''}
        </Typography>
      )}
      <ConfirmDialog open={asking} message={name === 'build' ? 'Build the statistics of the month?' : 'Send the statistics of the month to ERIR?'} onConfirm={() => void start()} onClose={() => setAsking(false)} />
    </Stack>
  );
}

/**
 * One background action of the ERIR statistics ('build' or 'save', spec 2 §2.4, §4, §9): it
 * starts the month's task, then polls the action's state every 5 seconds while it runs; the
 * spinner stops on success, or on failure with "Action failed, check DAG logs for info" followed
 * by the real reason, in the notification and beside the button. Shown to whom the declared action allows (admins).
 */
import { useEffect, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { estatsActionState, registryActMessages, startEstatsAction, type EstatsActionName } from '../../domain/registry-acts/registry-act-actions';
import { translatedRefusal } from '../app/api-error';
import { callAction } from '../app/call-action';
import { useNotify } from '../app/snackbar';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';

export const estatsPollMs = 5000;

interface Props {
  name: EstatsActionName;
  label: string;
  month: string | null;
  onDone(): void;
}

/** The failure's own reason from a failed state's detail: from its code in the user's language, else the server's English. */
function reasonOf(detail: unknown): string {
  const failed = detail as { reason?: unknown; code?: unknown; values?: unknown } | null;
  const reason = typeof failed?.reason === 'string' ? failed.reason : '';
  const translated = failed?.code ? translatedRefusal({ code: failed.code, values: failed.values, detail: reason }) : null;
  return translated ?? reason;
}

const confirmations: Record<EstatsActionName, string> = {
  build: 'Build the statistics of the month?',
  save: 'Send the statistics of the month to ERIR?',
};

export function EstatsActionButton({ name, label, month, onDone }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
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
    const reason = reasonOf(state.data?.detail);
    if (current === 'failed') notify(reason ? registryActMessages.actionFailedBecause : registryActMessages.actionFailed, 'error', { reason });
    onDone();
  }, [finished, current, notify, onDone, state.data?.detail]);

  // The task is followed through the action's own state (above), not the task endpoint.
  const start = useAction(startEstatsAction, {
    confirm: confirmations[name],
    followTask: false,
    success: null,
    then: async (answer) => {
      setStarted((answer as { taskId: string }).taskId);
      await state.refetch();
    },
  });
  const running = current === 'running' || (started !== null && !finished);
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <ActionButton
        state={{ ...start, busy: start.busy || running }}
        label={label}
        testId={`estats-${name}`}
        blocked={!month && 'Choose a month first'}
        onClick={() => start.request({ params: { name }, body: month ? { date: month } : {} })}
      />
      {current === 'failed' && (
        <Typography variant="caption" color="error" data-testid={`estats-${name}-failed`}>
          {t(registryActMessages.actionFailed)}
          {reasonOf(state.data?.detail) ? `: ${reasonOf(state.data?.detail)}` : ''}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * What a part of a month's close last ran (its send, or the ERIR statistics' build and save):
 * when, its state and, on failure, the reason in the user's language; and for a part with
 * acts, the acts not actual in the registry grouped by why (the last send's reasons, and those
 * not sent yet or changed since), each with its count.
 */
import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TaskListRow } from '../../domain/core/tasks/task-list-row';
import { registryActMessages } from '../../domain/registry-acts/registry-act-actions';
import { translatedReason } from '../app/api-error';
import { formatDateTime } from '../app/locale';
import { taskLabel, taskReason } from '../app/tasks/use-task-list';

export interface NotSentGroup {
  reason: string | null;
  code: string | null;
  values: Record<string, unknown>;
  count: number;
}

const stateColour = { PENDING: 'default', STARTED: 'info', SUCCESS: 'success', FAILURE: 'error' } as const;

function RunLine({ name, run, failure }: { name: string; run: TaskListRow | null; failure?: (reason: string) => string }) {
  const { t, i18n } = useTranslation();
  const reason = run?.state === 'FAILURE' ? taskReason(run) : '';
  return (
    <Box data-testid={`month-run-${name}`} data-state={run?.state ?? 'NONE'} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="body2" fontWeight={600}>
          {taskLabel(t, name)}
        </Typography>
        {run ? <Chip size="small" label={t(`tasks.state.${run.state}`)} color={stateColour[run.state]} /> : null}
        <Typography variant="caption" color="text.secondary">
          {run ? `${t('monthClose.lastRun')}: ${formatDateTime(run.finishedAt ?? run.createdAt, i18n.language)}${run.startedByName ? ` · ${t('tasks.startedBy', { name: run.startedByName })}` : ''}` : t('monthClose.neverRun')}
        </Typography>
      </Stack>
      {reason ? (
        <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }} data-testid="month-run-reason">
          {failure ? failure(reason) : reason}
        </Typography>
      ) : null}
    </Box>
  );
}

function NotSentList({ groups, acts }: { groups: readonly NotSentGroup[]; acts: number }) {
  const { t } = useTranslation();
  if (!groups.length) return acts > 0 ? <Chip size="small" color="success" label={t('monthClose.allRegistered')} sx={{ mt: 1 }} /> : null;
  return (
    <List dense disablePadding aria-label={t('monthClose.registry')}>
      {groups.map((group, index) => (
        <ListItem key={index} disableGutters data-testid="month-not-sent" sx={{ alignItems: 'baseline', gap: 1 }}>
          <Chip size="small" color="warning" label={t('monthClose.notSentCount', { count: group.count })} />
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {group.code ? taskReason({ detail: group.reason, code: group.code, values: group.values }) : (translatedReason(group.values) ?? group.reason ?? t('monthClose.notSentNever'))}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

export function SectionRuns({
  names,
  runs,
  notSent,
  acts,
  statistics,
}: {
  names: readonly string[];
  runs: Readonly<Record<string, TaskListRow | null>>;
  notSent?: readonly NotSentGroup[] | null;
  /** How many acts the section has (none: nothing to say of the registry). */
  acts: number;
  statistics: boolean;
}) {
  const { t } = useTranslation();
  // The ERIR statistics' failure reads as the specification words it, followed by the reason.
  const failure = statistics ? (reason: string) => t(registryActMessages.actionFailedBecause, { reason }) : undefined;
  return (
    <Box sx={{ mt: 2 }} data-testid="month-runs">
      {notSent === undefined ? null : (
        <Typography variant="subtitle2" component="h3">
          {t('monthClose.registry')}
        </Typography>
      )}
      {notSent ? <NotSentList groups={notSent} acts={acts} /> : null}
      {names.map((name) => (
        <RunLine key={name} name={name} run={runs[name] ?? null} failure={failure} />
      ))}
    </Box>
  );
}

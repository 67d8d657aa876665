/** One task of the task centre: what, who, when, its state with progress, its result or error, its file. */
import { Box, Chip, LinearProgress, Link, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dataProvider } from '../../data/data-provider';
import { formatDateTime } from '../locale';
import { nothingSent, partlyDone, partlyDoneValues } from '../../../domain/core/tasks/partly-done';
import type { TaskListRow } from './task-list';
import { taskLabel, taskReason } from './use-task-list';

const stateColour = { PENDING: 'default', STARTED: 'info', SUCCESS: 'success', FAILURE: 'error' } as const;

/** A running task's progress as a percentage when it reports `{done|checked, total}`. */
function percentOf(detail: unknown): number | null {
  if (!detail || typeof detail !== 'object') return null;
  const { done, checked, total } = detail as Record<string, unknown>;
  const count = typeof done === 'number' ? done : typeof checked === 'number' ? checked : null;
  return count !== null && typeof total === 'number' && total > 0 ? Math.min(100, (count / total) * 100) : null;
}

/** The success detail's sentence: a send that found nothing waiting says so; else the result's text (`detail`, then `summary`) or a text result. */
function resultText(detail: unknown, t: (key: string) => string): string {
  if (nothingSent(detail)) return t('tasks.nothingSent');
  if (typeof detail === 'string') return t(detail);
  if (!detail || typeof detail !== 'object') return '';
  const { detail: text, summary } = detail as Record<string, unknown>;
  return [text, summary].filter((part): part is string => typeof part === 'string' && part !== '').map((part) => t(part)).join(' · ');
}

export function TaskListItem({ task }: { task: TaskListRow }) {
  const { t, i18n } = useTranslation();
  const percent = task.state === 'STARTED' ? percentOf(task.detail) : null;
  const partly = task.state === 'SUCCESS' ? partlyDone(task.detail) : null;
  const outcome = partly ? t('tasks.partlyDone', partlyDoneValues(partly)) : task.state === 'FAILURE' ? taskReason(task) : task.state === 'SUCCESS' ? resultText(task.detail, t) : '';
  return (
    <ListItem divider data-testid="task-row" data-task-id={task.id} data-state={task.state} sx={{ display: 'block', py: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
        <Typography variant="body2" fontWeight={600}>
          {taskLabel(t, task.name)}
        </Typography>
        <Chip size="small" label={t(`tasks.state.${task.state}`)} color={stateColour[task.state]} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="div">
        {formatDateTime(task.createdAt, i18n.language)}
        {task.startedByName ? ` · ${t('tasks.startedBy', { name: task.startedByName })}` : ''}
      </Typography>
      {task.state === 'PENDING' || task.state === 'STARTED' ? (
        <Box sx={{ mt: 0.5 }}>
          <LinearProgress variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? undefined} aria-label={t(`tasks.state.${task.state}`)} />
        </Box>
      ) : null}
      {outcome ? (
        <Typography variant="body2" color={task.state === 'FAILURE' || partly ? 'error' : 'text.primary'} data-testid="task-outcome" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {outcome}
        </Typography>
      ) : null}
      {task.fileId !== null ? (
        <Link href={dataProvider.fileUrl(task.fileId, { temp: true })} download data-testid="task-file" variant="body2">
          {t('tasks.file')}
        </Link>
      ) : null}
    </ListItem>
  );
}

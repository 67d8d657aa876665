/**
 * A row that a background task is still making (a publisher report queued or running) follows
 * its task: its state cell shows a spinner and asks the task's state every 1.5 s (API.md
 * "Tasks"), and when the task ends the table reloads so the row shows its outcome and file. It
 * works after a reload or a return to the screen, for any row with a state and a `taskId`; a
 * task a screen already follows itself (task-polling.ts) is left to that screen.
 */
import { useEffect, type ReactNode } from 'react';
import { CircularProgress, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { followedTasks, taskPollMs } from '../../app/task-polling';
import { dataProvider } from '../../data/data-provider';
import { useEnumLabel } from '../use-format-context';
import { listKey } from './use-list-query';
import type { Row } from './table-options';

const ended = (state: string | undefined) => state === 'SUCCESS' || state === 'FAILURE';

interface Props {
  row: Row;
  entityName: string;
  field: string;
  enumName: string;
  /** The row states that mean its task has not ended. */
  unfinished: readonly string[];
}

function TaskStateCell({ row, entityName, field, enumName, unfinished }: Props) {
  const enumLabel = useEnumLabel();
  const queryClient = useQueryClient();
  const state = typeof row[field] === 'string' ? (row[field] as string) : '';
  const taskId = typeof row.taskId === 'string' ? row.taskId : '';
  const waiting = unfinished.includes(state);
  const task = useQuery({
    queryKey: ['row-task', taskId],
    queryFn: ({ signal }) => dataProvider.task(taskId, signal),
    enabled: waiting && taskId !== '' && !followedTasks.has(taskId),
    // An ended task, or one the server no longer knows, is not asked again.
    refetchInterval: (query) => (query.state.status === 'error' || ended(query.state.data?.state) ? false : taskPollMs),
    retry: false,
  });
  const taskState = task.data?.state;
  useEffect(() => {
    if (waiting && ended(taskState)) void queryClient.invalidateQueries({ queryKey: listKey(entityName) });
  }, [waiting, taskState, queryClient, entityName]);
  if (!state) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="task-state" data-state={state}>
      {waiting && <CircularProgress size={12} aria-hidden />}
      <span>{enumLabel(enumName, state)}</span>
    </Stack>
  );
}

/** The `cells` entry of a table whose rows follow their tasks (EntityTableOptions.cells). */
export function taskStateCells(entityName: string, options: { field?: string; enumName: string; unfinished: readonly string[] }): Record<string, (row: Row) => ReactNode> {
  const field = options.field ?? 'state';
  return { [field]: (row) => <TaskStateCell row={row} entityName={entityName} field={field} enumName={options.enumName} unfinished={options.unfinished} /> };
}

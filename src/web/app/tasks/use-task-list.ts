/**
 * The task centre's list, polled from the server (shortly while a task is unfinished), and the
 * one notification per finished task of the signed-in user (finished-tasks.ts).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nothingSent, partlyDone, partlyDoneValues } from '../../../domain/core/tasks/partly-done';
import { translatedRefusal } from '../api-error';
import { useNotify } from '../snackbar';
import { followedTasks } from '../task-polling';
import { finishedSince, readWatched, writeWatched } from './finished-tasks';
import { busyPollMs, fetchTasks, idlePollMs, isUnfinished, taskListKey, type TaskListRow } from './task-list';

export function useTaskList(all: boolean, enabled = true) {
  return useQuery({
    queryKey: [taskListKey, all],
    queryFn: ({ signal }) => fetchTasks(all, signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.results.some(isUnfinished) ? busyPollMs : idlePollMs),
    refetchIntervalInBackground: true,
  });
}

export const taskLabel = (t: (key: string, options?: Record<string, unknown>) => string, name: string) => t(`tasks.names.${name}`, { defaultValue: name });

/** The failure's reason in the user's language (its code), or the server's text. */
export const taskReason = (row: Pick<TaskListRow, 'detail' | 'code' | 'values'>) => translatedRefusal(row) ?? String(row.detail ?? '');

/** Announces each of the user's own tasks once when it finishes. */
export function useFinishedTaskNotices(rows: readonly TaskListRow[] | undefined, userId: number) {
  const notify = useNotify();
  const { t } = useTranslation();
  useEffect(() => {
    if (!rows) return;
    const own = rows.filter((row) => row.startedBy === userId);
    const { announce, watched } = finishedSince(own, readWatched(), followedTasks);
    writeWatched(watched);
    for (const row of announce) {
      const name = taskLabel(t, row.name);
      const partly = row.state === 'SUCCESS' ? partlyDone(row.detail) : null;
      if (partly) notify('tasks.partlyDoneNamed', 'error', { name, ...partlyDoneValues(partly) });
      else if (row.state === 'SUCCESS' && nothingSent(row.detail)) notify('tasks.nothingSentNamed', 'primary', { name });
      else if (row.state === 'SUCCESS') notify('tasks.finished', 'success', { name });
      else notify('tasks.failedNamed', 'error', { name, reason: taskReason(row) });
    }
  }, [rows, userId, notify, t]);
}

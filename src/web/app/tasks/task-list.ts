/** The task centre's rows (API.md "Tasks": GET /api/celery/tasks/), read from the server so they survive a reload. */
import { request } from '../api';
import type { TaskListRow, TaskStateName } from '../../../domain/core/tasks/task-list-row';

export type { TaskListRow };
export type TaskListState = TaskStateName;

export const taskListKey = 'celery-tasks';
/** The newest tasks the control shows. */
export const taskListPageSize = 50;
/** Polling while a task is unfinished, and otherwise (a task started in another tab or by a screen). */
export const busyPollMs = 3000;
export const idlePollMs = 20000;

export const isUnfinished = (row: Pick<TaskListRow, 'state'>) => row.state === 'PENDING' || row.state === 'STARTED';

export function fetchTasks(all: boolean, signal?: AbortSignal): Promise<{ count: number; results: TaskListRow[] }> {
  return request(`celery/tasks/`, { query: { page_size: String(taskListPageSize), ...(all ? { all: 'true' } : {}) }, signal });
}

/** One row of the task centre's list (API.md "Tasks": GET /api/celery/tasks/), as the server answers it and the browser reads it. */
export const taskStates = ['PENDING', 'STARTED', 'SUCCESS', 'FAILURE'] as const;
export type TaskStateName = (typeof taskStates)[number];

export interface TaskListRow {
  id: string;
  /** The action's stable key (`publisherInvoices.generate`). */
  name: string;
  state: TaskStateName;
  detail: unknown;
  code: string | null;
  values: Record<string, unknown>;
  startedBy: number | null;
  startedByName: string | null;
  createdAt: string;
  finishedAt: string | null;
  fileId: number | string | null;
}

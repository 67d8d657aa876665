/** Background task polling (API.md): GET /api/celery/task/{id}/ every 1500 ms until done. */
import { dataProvider, type TaskState } from '../data/data-provider';

export type { TaskState };

export const taskPollMs = 1500;

export class TaskFailedError extends Error {
  constructor(readonly detail: string) {
    super(`Task failed: ${detail}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the task's detail on SUCCESS, rejects with TaskFailedError on FAILURE. */
export async function pollTask<T = unknown>(taskId: string, intervalMs = taskPollMs, signal?: AbortSignal): Promise<T> {
  for (;;) {
    const task = await dataProvider.task(taskId, signal);
    if (task.state === 'SUCCESS') return task.detail as T;
    if (task.state === 'FAILURE') throw new TaskFailedError(String(task.detail));
    await sleep(intervalMs);
    if (signal?.aborted) throw new Error('aborted');
  }
}

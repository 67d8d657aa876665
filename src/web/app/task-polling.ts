/** Background task polling (API.md): GET /api/celery/task/{id}/ every 1500 ms until done. */
import { dataProvider, type TaskState } from '../data/data-provider';
import { translatedRefusal } from './api-error';

export type { TaskState };

export const taskPollMs = 1500;

/** A task that ended in FAILURE: the server's English `detail`, and its reason in the user's language. */
export class TaskFailedError extends Error {
  readonly detail: string;
  /** Read from the failure's code and values as a refusal is; the detail when the code is unknown. */
  readonly reason: string;

  constructor(task: Pick<TaskState, 'detail' | 'code' | 'values'>) {
    const detail = String(task.detail);
    super(`Task failed: ${detail}`);
    this.detail = detail;
    this.reason = translatedRefusal(task) ?? detail;
  }
}

/** Tasks a screen follows itself (it announces their end): the task centre does not announce them again. */
export const followedTasks = new Set<string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the task's detail on SUCCESS, rejects with TaskFailedError on FAILURE. */
export async function pollTask<T = unknown>(taskId: string, intervalMs = taskPollMs, signal?: AbortSignal): Promise<T> {
  followedTasks.add(taskId);
  for (;;) {
    const task = await dataProvider.task(taskId, signal);
    if (task.state === 'SUCCESS') return task.detail as T;
    if (task.state === 'FAILURE') throw new TaskFailedError(task);
    await sleep(intervalMs);
    if (signal?.aborted) throw new Error('aborted');
  }
}

/**
 * Why a background task is not there or failed, when the task's own job says nothing more: the
 * queue's and the server's texts (cancelled, stopped, timed out) and the carrier of a text
 * without a code of its own (a defect's or an outside service's message, as `reason`).
 * A FAILURE's `detail` is the entry filled in, the text it always was.
 */
export const taskRefusals = {
  'tasks.notFound': 'Task not found.',
  'tasks.failed': '{{reason}}',
  'tasks.failedWithoutReason': 'Task failed',
  // A generation's file could not be stored: its transaction was rolled back.
  'tasks.fileStoreUnavailable': 'The file store is unavailable, the task changed nothing: {{reason}}',
  'tasks.cancelled': 'Task cancelled',
  'tasks.allSuperAdminOnly': "Only the super admin may see everyone's tasks.",
  'tasks.serverStopped': 'The server stopped while this task was running; start it again.',
  // pg-boss's own texts: a worker stopped with the task still running, a task over its time.
  'tasks.workerStopped': 'pg-boss shut down while active',
  'tasks.expired': 'job failed by timeout in active state',
  'tasks.timedOut': 'handler execution exceeded {{ms}}ms',
} as const;

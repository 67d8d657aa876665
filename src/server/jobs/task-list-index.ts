/**
 * The task centre reads a user's tasks of the last 7 days (task-list.ts): an index on the
 * starter and the creation time of both pg-boss tables keeps that read short however many
 * tasks others have. Created once when the job queue starts (idempotent; a concurrent creation
 * by another process is only logged).
 */
import type { Logger } from 'pino';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<unknown>;

export async function ensureTaskListIndex(schema: string, run: ExecuteSql, logger: Logger): Promise<void> {
  for (const table of ['job', 'archive']) {
    try {
      await run(`CREATE INDEX IF NOT EXISTS ${table}_task_centre_idx ON ${schema}.${table} ((data->>'userId'), created_on)`);
    } catch (error) {
      logger.warn({ err: error, table }, 'The task centre index could not be created');
    }
  }
}

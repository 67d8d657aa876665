/**
 * A task's outcome recorded in the same transaction as its work: the running task's row (its
 * `output`, beside the heartbeat) receives `committed: <result>` before the work commits, so the
 * two commit together or not at all. A process that dies after the commit but before pg-boss
 * marks the task completed leaves an `active` task whose work is done: the sweep of dead
 * processes' tasks (task-heartbeat.ts) completes it with that result instead of failing it.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';

/** The key of the committed result in a running task's output. */
export const committedKey = 'committed';

/** Records `result` as the task's outcome inside the work's transaction `tx`. */
export async function recordTaskOutcome(tx: Executor, schema: string, taskId: string, result: unknown): Promise<void> {
  await tx.execute(
    sql`UPDATE ${sql.identifier(schema)}.job SET output = coalesce(output, '{}'::jsonb) || jsonb_build_object(${committedKey}::text, ${JSON.stringify(result ?? null)}::jsonb)
        WHERE id = ${taskId}::uuid AND state = 'active'`,
  );
}

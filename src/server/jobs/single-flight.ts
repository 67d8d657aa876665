/**
 * Single-flight tasks: a background action a person can start again and again (a CRM sync)
 * runs once at a time per scope. The task is stored with the scope as pg-boss's singleton key;
 * a second start while a task of the same name and scope is PENDING or STARTED answers that
 * task's id. pg-boss's own singleton policies are per queue and answer no id for a refused
 * send, so the lookup is done here, under a transaction-scoped advisory lock on the name and
 * scope: two starts at once queue one task.
 */
import type { Executor } from '../db/connection';
import type { EnqueueOptions } from '../server-context';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** First key of the two-key advisory locks taken here (any constant unique to this use). */
const singleFlightLockClass = 741_300_302;

/** The options of `enqueue`, whichever form the caller used. */
export function enqueueOptionsOf(options: Executor | EnqueueOptions | undefined): EnqueueOptions {
  if (!options) return {};
  return 'execute' in options ? { executor: options } : options;
}

/**
 * Inside a transaction: waits for any other start of the same name and scope to commit, then
 * answers the id of its running task, or null when none runs (the caller queues one, with the
 * scope as its singleton key, in the same transaction).
 */
export async function runningTaskOf(run: ExecuteSql, schema: string, name: string, scope: string): Promise<string | null> {
  await run('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [singleFlightLockClass, `${name}|${scope}`]);
  const { rows } = await run(
    `SELECT id FROM ${schema}.job
     WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active')
     ORDER BY created_on LIMIT 1`,
    [name, scope],
  );
  return rows[0] ? String(rows[0].id) : null;
}

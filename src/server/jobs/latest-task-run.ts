/**
 * The last task of an action for a month (the month close's "last run"): its row as the task
 * centre shows it, whoever started it, or null when none was ever started for that month.
 */
import type { Database } from '../db/connection';
import { jobSchema } from './pg-boss-jobs';
import { taskColumns, taskRowOf, type TaskRow } from './task-list';
import { queuesOfKey } from './task-names';

export async function latestTaskRun(database: Database, key: string, month: string): Promise<TaskRow | null> {
  const filter = `name = any($1::text[]) and data->>'month' = $2`;
  const { rows } = await database.query(
    `select ${taskColumns} from ${jobSchema}.job where ${filter} union all select ${taskColumns} from ${jobSchema}.archive where ${filter}
     order by created_on desc limit 1`,
    [queuesOfKey(key), month],
  );
  return rows.length ? taskRowOf(rows[0]) : null;
}

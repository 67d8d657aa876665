/**
 * The task centre's rows (API.md "Tasks"): the background tasks a user started in the last 7
 * days, read from pg-boss's own tables (the queue `job` and its `archive`, where finished tasks
 * move), with who started them (`userId` in the task's data) and their outcome as
 * `GET /api/celery/task/{id}/` tells it. Tasks no user started (daily refreshes, mail, status
 * polls) are not listed. Both tables carry an index on (userId, created_on) (task-list-index.ts).
 */
import type { Database } from '../db/connection';
import { jobSchema, stateOf } from './pg-boss-jobs';
import type { TaskListRow } from '../../domain/core/tasks/task-list-row';
import { preparedQuery } from './prepared-query';
import type { TaskListQuery, TaskStateName } from './task-list-query';
import { queuesOfKey, taskKeyOf } from './task-names';

export type TaskRow = TaskListRow;

export const taskWindowDays = 7;

const bossStates: Record<TaskStateName, string[]> = {
  PENDING: ['created', 'retry'],
  STARTED: ['active'],
  SUCCESS: ['completed'],
  FAILURE: ['failed', 'cancelled'],
};

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** The file a finished task made: `fileId` of its result (exports answer `{fileId}`). */
function fileIdOf(detail: unknown): number | string | null {
  if (!detail || typeof detail !== 'object') return null;
  const fileId = (detail as Record<string, unknown>).fileId;
  return typeof fileId === 'number' || (typeof fileId === 'string' && fileId !== '') ? fileId : null;
}

/** The columns of a task row read from pg-boss's `job` and `archive` (taskRowOf). */
export const taskColumns = `id, name, state::text as state, output, data->>'userId' as user_id, created_on, completed_on`;

/** A task's row as the task centre answers it, from pg-boss's columns (`user_name` optional). */
export function taskRowOf(row: Record<string, unknown>): TaskRow {
  const status = stateOf(row as { state: string; output: unknown });
  return {
    id: String(row.id),
    name: taskKeyOf(String(row.name)),
    state: status.state as TaskStateName,
    detail: status.detail ?? null,
    code: status.code ?? null,
    values: status.values ?? {},
    startedBy: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id),
    startedByName: (row.user_name as string | null | undefined) ?? null,
    createdAt: iso(row.created_on)!,
    finishedAt: iso(row.completed_on),
    fileId: status.state === 'SUCCESS' ? fileIdOf(status.detail) : null,
  };
}

export async function listTasks(database: Database, query: TaskListQuery, userId: number): Promise<{ count: number; results: TaskRow[] }> {
  const values: unknown[] = [taskWindowDays];
  const where = [`created_on >= now() - make_interval(days => $1::int)`, `data->>'userId' is not null`];
  if (!query.all) {
    values.push(String(userId));
    where.push(`data->>'userId' = $${values.length}`);
  }
  if (query.names.length) {
    values.push(query.names.flatMap(queuesOfKey));
    where.push(`name = any($${values.length}::text[])`);
  }
  if (query.states.length) {
    values.push(query.states.flatMap((state) => bossStates[state]));
    where.push(`state::text = any($${values.length}::text[])`);
  }
  const filter = where.join(' and ');
  const tasks = `select ${taskColumns} from ${jobSchema}.job where ${filter} union all select ${taskColumns} from ${jobSchema}.archive where ${filter}`;
  const order = [...query.ordering.map(({ column, descending }) => `${column} ${descending ? 'desc' : 'asc'} nulls last`), 'created_on desc', 'id'].join(', ');
  const outerOrder = order.replace(/(^|, )(\w)/g, '$1t.$2');
  values.push(query.pageSize, (query.page - 1) * query.pageSize);
  const [limit, offset] = [`$${values.length - 1}`, `$${values.length}`];
  // Each table gives only its first rows of the page in the page's order (an index walk on the
  // default order), then only the page's rows are joined to their starters; the count reads the
  // index alone. Joining and counting every row of the window cost most of the time (docs/performance.md).
  const firstRows = (table: string) => `(select ${taskColumns} from ${jobSchema}.${table} where ${filter} order by ${order} limit ${limit}::int + ${offset}::int)`;
  const count = (table: string) => `(select count(*) from ${jobSchema}.${table} where ${filter})`;
  const { rows } = await preparedQuery(
    database,
    `select t.*, u.full_name as user_name, ${count('job')} + ${count('archive')} as total
     from (${firstRows('job')} union all ${firstRows('archive')} order by ${order} limit ${limit} offset ${offset}) t
     left join users u on u.id::text = t.user_id
     order by ${outerOrder}`,
    values,
  );
  const total = rows.length ? Number(rows[0].total) : query.page === 1 ? 0 : await countTasks(database, tasks, values.slice(0, -2));
  return {
    count: total,
    results: rows.map(taskRowOf),
  };
}

async function countTasks(database: Database, tasks: string, values: unknown[]): Promise<number> {
  const { rows } = await preparedQuery(database, `select count(*)::int as n from (${tasks}) t`, values);
  return Number(rows[0]?.n ?? 0);
}

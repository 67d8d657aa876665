/**
 * Background tasks on pg-boss 10, in the application's own database (PGlite or PostgreSQL), so
 * a task is a row and survives a restart.
 *
 * pg-boss never opens its own pool: it gets `db.executeSql(text, values)`. Outside a
 * transaction that runs on the Database (`query` for one parameterised statement, `exec` for
 * the multi-statement installs and migrations pg-boss runs as one text). A job enqueued inside a
 * business transaction is inserted through that transaction's drizzle handle (PGlite is one
 * session: touching the outer handle inside a transaction would deadlock), so the job exists
 * only if the transaction commits.
 */
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/connection';
import type { Jobs, TaskStatus } from '../server-context';
import type { JobDefinition, JobQueueOptions } from './job-handlers';
import { enqueueOptionsOf, runningTaskOf } from './single-flight';
import { failureOfCode, storedFailure, taskFailureOf } from './task-failure';
import { defaultHeartbeatSeconds, startTaskHeartbeat, type TaskHeartbeat } from './task-heartbeat';
import { ensureTaskListIndex } from './task-list-index';

export const jobSchema = 'pgboss';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const nullIfUndefined = (values: unknown[]) => values.map((v) => (v === undefined ? null : v));

/** pg-boss on the Database: one statement with parameters, or a script without. */
export function databaseExecuteSql(database: Database): ExecuteSql {
  return (text, values) => (values && values.length ? database.query(text, nullIfUndefined(values)) : database.exec(text));
}

/**
 * pg-boss on a drizzle handle (a transaction, or the Db): the `$n` placeholders of pg-boss's
 * text become drizzle parameters, so the same code runs on both drivers. Each occurrence of a
 * placeholder is its own parameter (with the same value); the statements used here (insert of a
 * job, create_queue) are typed the same either way.
 */
export function executorExecuteSql(executor: Executor): ExecuteSql {
  return async (text, values = []) => {
    const chunks: SQL[] = [];
    const placeholder = /\$(\d+)/g;
    let last = 0;
    for (let match = placeholder.exec(text); match; match = placeholder.exec(text)) {
      chunks.push(sql.raw(text.slice(last, match.index)));
      const value = values[Number(match[1]) - 1];
      chunks.push(sql`${sql.param(value === undefined ? null : value)}`);
      last = match.index + match[0].length;
    }
    chunks.push(sql.raw(text.slice(last)));
    const result = (await executor.execute(sql.join(chunks))) as unknown as { rows?: Record<string, unknown>[] };
    return { rows: result.rows ?? [] };
  };
}

/** The SQL that installs pg-boss's schema (used to prepare test templates). */
export function jobSchemaInstallSql(): string {
  return PgBoss.getConstructionPlans(jobSchema);
}

export interface PgBossJobsOptions {
  /** The jobs the application defines (their queue options). */
  definitions?: readonly JobDefinition[];
  /** Run maintenance (expiry of stuck jobs, archiving): on where a worker runs. */
  supervise: boolean;
  pollingIntervalSeconds: number;
  /** Seconds between the heartbeats of the tasks this process runs (task-heartbeat.ts). */
  heartbeatSeconds?: number;
}

const defaultQueueOptions: Required<Pick<JobQueueOptions, 'retryLimit'>> = { retryLimit: 0 };

/** Advisory lock key serialising queue creation (any constant unique to this use). */
const createQueueLock = '7413003001';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function stateOf(row: { state: string; output: unknown }): TaskStatus {
  const output = (row.output ?? null) as Record<string, unknown> | null;
  switch (row.state) {
    case 'created':
    case 'retry':
      return { state: 'PENDING', detail: null };
    case 'active':
      return { state: 'STARTED', detail: output?.progress ?? null };
    case 'completed':
      return { state: 'SUCCESS', detail: output && 'result' in output ? output.result : output };
    case 'cancelled':
      return { state: 'FAILURE', ...failureOfCode('tasks.cancelled') };
    default:
      return { state: 'FAILURE', ...taskFailureOf(output) };
  }
}

export interface PgBossJobs extends Jobs {
  /** Resolves when every handler registered so far is polling. */
  ready(): Promise<void>;
  /** Counts of unfinished tasks (created, retry, active), for tests waiting on the worker. */
  unfinished(): Promise<number>;
}

export async function createPgBossJobs(database: Database, logger: Logger, options: PgBossJobsOptions): Promise<PgBossJobs> {
  const executeSql = databaseExecuteSql(database);
  const boss = new PgBoss({
    db: { executeSql } as PgBoss.Db,
    schema: jobSchema,
    migrate: true,
    supervise: options.supervise,
    schedule: false,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await ensureTaskListIndex(jobSchema, executeSql, logger);

  const heartbeat: TaskHeartbeat | null =
    options.supervise || database.kind === 'pglite'
      ? startTaskHeartbeat({
          schema: jobSchema,
          run: executeSql,
          fail: async (name, ids, message) => {
            for (const id of ids) await boss.fail(name, id, { message });
          },
          complete: (name, id, result) => boss.complete(name, id, { result: result === undefined ? null : result }),
          heartbeatSeconds: options.heartbeatSeconds ?? defaultHeartbeatSeconds,
          periodic: database.kind === 'postgres',
          logger,
        })
      : null;
  // One process at a time opens the embedded database: every task still running is a dead one's.
  if (heartbeat) await heartbeat.sweep(database.kind === 'pglite');

  const knownQueues = new Set<string>();
  const workers = new Map<string, string>();
  let pending: Promise<void> = Promise.resolve();
  let stopped = false;

  const queueOptions = (name: string) => ({
    ...defaultQueueOptions,
    ...(options.definitions?.find((job) => job.name === name)?.options ?? {}),
  });

  const creating = new Map<string, Promise<void>>();

  /**
   * create_queue attaches a partition and a foreign key to the queue table; two creations at
   * once (even of different queues) deadlock on PostgreSQL. Every creation takes one advisory
   * lock for the rest of its transaction, and skips queues that exist already.
   */
  async function createQueueIn(executor: Executor, name: string): Promise<void> {
    const run = executorExecuteSql(executor);
    const exists = await run(`SELECT 1 FROM ${jobSchema}.queue WHERE name = $1`, [name]);
    if (exists.rows.length) return;
    await run(`SELECT pg_advisory_xact_lock($1::bigint)`, [createQueueLock]);
    await run(`SELECT ${jobSchema}.create_queue($1, $2::json)`, [name, { policy: 'standard', ...queueOptions(name) }]);
  }

  async function ensureQueue(name: string, executor?: Executor): Promise<void> {
    if (knownQueues.has(name)) return;
    if (executor) {
      // Inside the caller's transaction: committed with it (or rolled back, and created again next time).
      await createQueueIn(executor, name);
      return;
    }
    let creation = creating.get(name);
    if (!creation) {
      creation = database.db.transaction((tx) => createQueueIn(tx, name)).then(
        () => void knownQueues.add(name),
        (error) => {
          creating.delete(name);
          throw error;
        },
      );
      creating.set(name, creation);
    }
    await creation;
  }

  function notify(name: string) {
    const id = workers.get(name);
    if (id && !stopped) boss.notifyWorker(id);
  }

  async function send(name: string, data: Record<string, unknown>, executor: Executor | undefined, singletonKey?: string, startAfter?: number): Promise<string> {
    // A delayed start is set by an update in the same transaction: pg-boss's own `startAfter`
    // reuses one parameter as a timestamp and an interval, which the per-occurrence
    // parameters of executorExecuteSql cannot type both ways.
    if (startAfter !== undefined && !executor) return database.db.transaction((tx) => send(name, data, tx, singletonKey, startAfter));
    const id = await boss.send(name, data, {
      ...(executor ? { db: { executeSql: executorExecuteSql(executor) } as PgBoss.Db } : {}),
      ...(singletonKey === undefined ? {} : { singletonKey }),
    });
    if (!id) throw new Error(`Job "${name}" was not queued`);
    if (startAfter !== undefined && executor) {
      await executorExecuteSql(executor)(`UPDATE ${jobSchema}.job SET start_after = now() + $2::int * interval '1 second' WHERE id = $1`, [id, Math.max(0, Math.round(startAfter))]);
    }
    return id;
  }

  /** The running task of the scope, or a new one, in the caller's transaction or in one of its own. */
  async function sendSingleFlight(name: string, data: Record<string, unknown>, scope: string, executor: Executor | undefined, startAfter?: number) {
    const joinOrSend = async (tx: Executor) => {
      const running = await runningTaskOf(executorExecuteSql(tx), jobSchema, name, scope);
      return running ? { id: running, queued: false } : { id: await send(name, data, tx, scope, startAfter), queued: true };
    };
    return executor ? joinOrSend(executor) : database.db.transaction(joinOrSend);
  }

  return {
    async enqueue(name, data, options) {
      const { executor, singleFlight, startAfterSeconds } = enqueueOptionsOf(options);
      // Not waiting for `pending` (workers starting on the outer handle): inside a PGlite
      // transaction that would wait for the transaction itself.
      await ensureQueue(name, executor);
      const { id, queued } =
        singleFlight === undefined
          ? { id: await send(name, data, executor, undefined, startAfterSeconds), queued: true }
          : await sendSingleFlight(name, data, singleFlight, executor, startAfterSeconds);
      // Wake a local worker now, or shortly after the transaction that queued the task commits.
      if (queued && executor) setTimeout(() => notify(name), 50).unref();
      else if (queued) notify(name);
      return id;
    },

    handle(name, handler) {
      pending = pending.then(async () => {
        if (stopped) return;
        await ensureQueue(name);
        const id = await boss.work<Record<string, unknown>>(
          name,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
          async ([job]) => {
            heartbeat?.track(job.id);
            try {
              const result = await handler(job.data ?? {}, job.id);
              return { result: result === undefined ? null : result };
            } catch (error) {
              logger.warn({ err: error, job: name, taskId: job.id }, 'job failed');
              throw storedFailure(error);
            } finally {
              heartbeat?.untrack(job.id);
            }
          },
        );
        workers.set(name, id);
      }).catch((error) => logger.error({ err: error, job: name }, 'could not start the job worker'));
    },

    async state(taskId) {
      if (!uuidPattern.test(taskId)) return null;
      const { rows } = await database.query(
        `select state, output from ${jobSchema}.job where id = $1
         union all select state, output from ${jobSchema}.archive where id = $1 limit 1`,
        [taskId],
      );
      return rows.length ? stateOf(rows[0] as { state: string; output: unknown }) : null;
    },

    async progress(taskId, progress) {
      // Kept beside the heartbeat in the running task's output; pg-boss replaces it with the result.
      await database.query(
        `UPDATE ${jobSchema}.job SET output = coalesce(output, '{}'::jsonb) || jsonb_build_object('progress', $2::jsonb) WHERE id = $1 AND state = 'active'`,
        [taskId, JSON.stringify(progress)],
      );
    },

    async latestTask(name) {
      const { rows } = await database.query(
        `select id from (select id, created_on from ${jobSchema}.job where name = $1
         union all select id, created_on from ${jobSchema}.archive where name = $1) tasks order by created_on desc limit 1`,
        [name],
      );
      return rows.length ? String(rows[0].id) : null;
    },

    async ready() {
      await pending;
    },

    async unfinished() {
      const { rows } = await database.query(`select count(*)::int as n from ${jobSchema}.job where state in ('created', 'retry', 'active')`, []);
      return Number(rows[0]?.n ?? 0);
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      await heartbeat?.stop();
      await pending.catch(() => {});
      await boss.stop({ graceful: true, timeout: 5000, wait: true, close: false });
      // pg-boss completes a finished job without awaiting it; let that statement land before the database closes.
      await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

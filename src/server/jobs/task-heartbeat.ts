/**
 * Tasks that survive a crash. pg-boss marks a task `active` when a worker takes it and fails it
 * only at its expiry (15 minutes, checked every few minutes), so a task whose process was killed
 * kept its month's single-flight scope for up to 19 minutes. Every worker process therefore
 * writes a heartbeat into the rows of the tasks it runs (their `output`, which pg-boss replaces
 * with the result when the task ends) and, at the same tick, fails the running tasks whose last
 * beat (or start) is older than `missedBeats` intervals: their process is gone. A process never
 * fails a task it runs itself, so a live process's tasks are failed by no one while it beats.
 *
 * A dead process's task whose work had committed with its outcome (task-outcome.ts) is completed
 * with that outcome instead: SUCCESS, never "The server stopped" after the month was written.
 *
 * The embedded database is opened by one process at a time (data-dir-lock.ts): when it starts,
 * every task still `active` belonged to a process that died, and is failed at once.
 */
import os from 'node:os';
import type { Logger } from 'pino';
import { taskRefusals } from '../../domain/core/refusals/task-refusals';
import { committedKey } from './task-outcome';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The detail of a task whose process stopped (its code is `tasks.serverStopped`). */
export const serverStoppedDetail = taskRefusals['tasks.serverStopped'];

/** Beats a running task may miss before its process counts as dead. */
export const missedBeats = 3;

export const defaultHeartbeatSeconds = 15;

export interface RunningTaskRow {
  startedOn: Date;
  heartbeatOn: Date | null;
}

/** The staleness rule: no beat (nor start) for more than `missedBeats` intervals. */
export function isStale(task: RunningTaskRow, now: Date, heartbeatSeconds: number): boolean {
  const last = task.heartbeatOn ?? task.startedOn;
  return now.getTime() - last.getTime() > missedBeats * heartbeatSeconds * 1000;
}

export interface TaskHeartbeatOptions {
  schema: string;
  run: ExecuteSql;
  /** Fails tasks of one queue with a message (pg-boss's `fail`, which also applies the retry policy). */
  fail: (name: string, ids: string[], message: string) => Promise<void>;
  /** Completes a task of one queue with its result (pg-boss's `complete`). */
  complete: (name: string, id: string, result: unknown) => Promise<void>;
  heartbeatSeconds: number;
  /**
   * Beat and sweep periodically: where several processes share the database. On the embedded
   * one the sweep at start is enough, and a periodic one could not tell a long task of this
   * process from a dead one's: its beats wait behind the task's own transaction.
   */
  periodic: boolean;
  logger: Logger;
}

export interface TaskHeartbeat {
  /** A task this process started running. */
  track(taskId: string): void;
  /**
   * A task this process finished: still its own for one more interval, since pg-boss marks it
   * completed just after the handler returns (until then it is `active`, and no longer beaten).
   */
  untrack(taskId: string): void;
  /** Fails the running tasks of dead processes (every running task of another process when `all`). */
  sweep(all?: boolean): Promise<number>;
  /** Stops the beats, after the one under way (the database may close next). */
  stop(): Promise<void>;
}

const dateOf = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

export function startTaskHeartbeat(options: TaskHeartbeatOptions): TaskHeartbeat {
  const { schema, run, heartbeatSeconds, logger } = options;
  const running = new Set<string>();
  const processLabel = `${os.hostname()}:${process.pid}`;

  async function beat() {
    if (!running.size) return;
    await run(
      `UPDATE ${schema}.job SET output = coalesce(output, '{}'::jsonb) || jsonb_build_object('heartbeatOn', now(), 'process', $2::text)
       WHERE id = ANY($1::uuid[]) AND state = 'active'`,
      [[...running], processLabel],
    );
  }

  async function sweep(all = false): Promise<number> {
    const { rows } = await run(
      `SELECT id, name, started_on, output->>'heartbeatOn' AS heartbeat_on, output ? '${committedKey}' AS committed, output->'${committedKey}' AS result, now() AS now
       FROM ${schema}.job WHERE state = 'active'`,
    );
    const dead = new Map<string, string[]>();
    const done: Array<{ name: string; id: string; result: unknown }> = [];
    for (const row of rows) {
      const id = String(row.id);
      if (running.has(id)) continue;
      const task = { startedOn: dateOf(row.started_on) ?? new Date(0), heartbeatOn: dateOf(row.heartbeat_on) };
      if (!all && !isStale(task, dateOf(row.now)!, heartbeatSeconds)) continue;
      // Its work committed with its outcome (task-outcome.ts): the process died before saying so.
      if (row.committed === true) done.push({ name: String(row.name), id, result: typeof row.result === 'string' ? JSON.parse(row.result) : row.result });
      else dead.set(String(row.name), [...(dead.get(String(row.name)) ?? []), id]);
    }
    for (const task of done) {
      await options.complete(task.name, task.id, task.result);
      logger.warn({ job: task.name, taskId: task.id }, 'completed the committed task of a process that stopped');
    }
    for (const [name, ids] of dead) {
      await options.fail(name, ids, serverStoppedDetail);
      logger.warn({ job: name, taskIds: ids }, 'failed the tasks of a process that stopped');
    }
    return [...dead.values()].reduce((total, ids) => total + ids.length, done.length);
  }

  let tick: Promise<void> | null = null;
  const timer = options.periodic
    ? setInterval(() => {
        // A tick slower than the interval (a busy pool) is not doubled.
        tick ??= beat()
          .then(() => sweep())
          .then(
            () => undefined,
            (error) => logger.error({ err: error }, 'task heartbeat failed'),
          )
          .finally(() => (tick = null));
      }, heartbeatSeconds * 1000)
    : null;
  timer?.unref();

  return {
    track: (taskId) => void running.add(taskId),
    untrack: (taskId) => void setTimeout(() => running.delete(taskId), heartbeatSeconds * 1000).unref(),
    sweep,
    async stop() {
      if (timer) clearInterval(timer);
      await tick;
    },
  };
}

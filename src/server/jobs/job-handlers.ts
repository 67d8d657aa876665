/**
 * Background job definitions. A module (an area, or a core service such as mail) lists its
 * jobs (`jobs: [defineJob('exports.build', async (ctx, data, taskId) => ...)]`); the worker
 * (inline in the API process, or `npm run worker`) attaches every listed job when it starts.
 * The queue options given here are used by every process that creates the queue, so retries
 * are the same whichever process enqueues first.
 */
import type { ServerContext } from '../server-context';

export type JobHandler = (ctx: ServerContext, data: Record<string, unknown>, taskId: string) => Promise<unknown>;

export interface JobQueueOptions {
  /** Retries after a failure (default 0: a failed task is shown to the user, who starts it again). */
  retryLimit?: number;
  /** Seconds before a retry (doubled at each attempt when retryBackoff). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A task running longer than this fails (default 15 minutes). */
  expireInSeconds?: number;
}

export interface JobDefinition {
  name: string;
  handler: JobHandler;
  options: JobQueueOptions;
  /** A scheduled job: every worker queues it once a day (one task at a time, jobs/daily-jobs.ts). */
  daily?: true;
}

export function defineJob(name: string, handler: JobHandler, options: JobQueueOptions = {}): JobDefinition {
  if (!/^[\w.\-/]+$/.test(name)) throw new Error(`Invalid job name "${name}"`);
  return { name, handler, options };
}

/** A job the workers also queue once a day by themselves (a refresh from an outside system). */
export function defineDailyJob(name: string, handler: JobHandler, options: JobQueueOptions = {}): JobDefinition {
  return { ...defineJob(name, handler, options), daily: true };
}

/**
 * The registry of background job handlers. An area registers its handlers at import time
 * (`registerJobHandler('exports.build', async (ctx, data, taskId) => ...)` in a file its route
 * module imports); the worker (inline in the API process, or `npm run worker`) attaches every
 * registered handler when it starts. The queue options given here are used by every process
 * that creates the queue, so retries are the same whichever process enqueues first.
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

export interface RegisteredJob {
  name: string;
  handler: JobHandler;
  options: JobQueueOptions;
}

const registry = new Map<string, RegisteredJob>();

export function registerJobHandler(name: string, handler: JobHandler, options: JobQueueOptions = {}): void {
  if (!/^[\w.\-/]+$/.test(name)) throw new Error(`Invalid job name "${name}"`);
  registry.set(name, { name, handler, options });
}

export function registeredJobs(): RegisteredJob[] {
  return [...registry.values()];
}

export function registeredJob(name: string): RegisteredJob | undefined {
  return registry.get(name);
}

/** Tests only: forget a handler registered by a test file. */
export function unregisterJobHandler(name: string): void {
  registry.delete(name);
}

/**
 * Scheduled jobs (`defineDailyJob`): every process that runs the worker queues each of them once
 * a day, counted from its start, as the system; a task of the same job still pending or running
 * is joined instead (single flight), so several workers make one task. The timers do not keep
 * the process alive.
 */
import type { Logger } from 'pino';
import type { JobDefinition } from './job-handlers';
import type { Jobs } from '../server-context';

export const dailyEveryMs = 24 * 60 * 60_000;

/** Starts the daily timers of the scheduled jobs among `definitions`; answers their stop. */
export function scheduleDailyJobs(jobs: Jobs, definitions: readonly JobDefinition[], logger: Logger, everyMs = dailyEveryMs): () => void {
  const timers = definitions
    .filter((job) => job.daily)
    .map((job) => {
      const timer = setInterval(() => {
        jobs.enqueue(job.name, { userId: null }, { singleFlight: 'daily' }).catch((error: unknown) => logger.warn({ err: error, job: job.name }, 'A daily job could not be queued'));
      }, everyMs);
      timer.unref();
      return timer;
    });
  return () => timers.forEach((timer) => clearInterval(timer));
}

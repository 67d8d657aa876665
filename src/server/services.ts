/**
 * Builds the services of the server context (jobs, mail, files) for a database, and starts the
 * job worker in this process unless WORKER=off (then `npm run worker` runs the handlers).
 */
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/connection';
import { createFileStore } from './files/file-store';
import { registeredJobs } from './jobs/job-handlers';
import { createPgBossJobs, type PgBossJobs } from './jobs/pg-boss-jobs';
import { createMailer } from './mail/mail';
import type { ServerContext } from './server-context';

export interface ContextOptions {
  /** How often an idle worker looks for new tasks (pg-boss allows 0.5 s and more). Default 1 s. */
  pollingIntervalSeconds?: number;
}

export type ServerContextWithJobs = ServerContext & { jobs: PgBossJobs };

/** Attach every handler of the registry (jobs/job-handlers.ts) to this context's queue. */
export function startWorker(ctx: ServerContext): void {
  for (const job of registeredJobs()) ctx.jobs.handle(job.name, (data, taskId) => job.handler(ctx, data, taskId));
}

export async function createContext(config: Config, database: Database, logger: Logger, options: ContextOptions = {}): Promise<ServerContextWithJobs> {
  const worker = config.worker === 'inline';
  const jobs = await createPgBossJobs(database, logger, { supervise: worker, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 });
  const ctx: ServerContextWithJobs = { config, database, logger, jobs, mailer: createMailer(jobs), files: createFileStore(config, database) };
  if (worker) startWorker(ctx);
  return ctx;
}

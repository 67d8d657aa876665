/**
 * Builds the server context (jobs, mail, files, the modules' hooks) for a database, and starts
 * the job worker in this process unless WORKER=off (then `npm run worker` runs the handlers).
 */
import type { Logger } from 'pino';
import { loadAppModules, wiringProblems } from './app-modules';
import type { AppModule } from './app-module';
import type { Config } from './config';
import type { Database } from './db/connection';
import { HookRegistry } from './items/entity-hooks';
import { createFileStore } from './files/file-store';
import { createPgBossJobs, type PgBossJobs } from './jobs/pg-boss-jobs';
import { scheduleDailyJobs } from './jobs/daily-jobs';
import { createMailer } from './mail/mail';
import type { ServerContext } from './server-context';

export interface ContextOptions {
  /** How often an idle worker looks for new tasks (pg-boss allows 0.5 s and more). Default 1 s. */
  pollingIntervalSeconds?: number;
  /** Modules beyond the application's own (tests add a probe module). */
  extraModules?: readonly AppModule[];
}

export type ServerContextWithJobs = ServerContext & { jobs: PgBossJobs };

/** Attach every job of the context's modules to its queue. */
export function startWorker(ctx: ServerContext): void {
  const definitions = ctx.modules.flatMap((module) => module.jobs ?? []);
  for (const job of definitions) {
    ctx.jobs.handle(job.name, (data, taskId) => job.handler(ctx, data, taskId));
  }
  const stopDaily = scheduleDailyJobs(ctx.jobs, definitions, ctx.logger);
  const stopJobs = ctx.jobs.stop.bind(ctx.jobs);
  ctx.jobs.stop = async () => {
    stopDaily();
    await stopJobs();
  };
}

export async function createContext(config: Config, database: Database, logger: Logger, options: ContextOptions = {}): Promise<ServerContextWithJobs> {
  const loaded = await loadAppModules();
  const modules = [...loaded.modules, ...(options.extraModules ?? [])];
  const problems = [...loaded.problems, ...wiringProblems(modules)];
  if (problems.length) throw new Error(`The server's modules are not wired right:\n- ${problems.join('\n- ')}`);
  const worker = config.worker === 'inline';
  const definitions = modules.flatMap((module) => module.jobs ?? []);
  const jobs = await createPgBossJobs(database, logger, { supervise: worker, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, heartbeatSeconds: config.taskHeartbeatSeconds, definitions });
  const hooks = new HookRegistry(modules.flatMap((module) => module.hooks ?? []));
  const ctx: ServerContextWithJobs = { config, database, logger, jobs, mailer: createMailer(jobs), files: createFileStore(config, database), modules, hooks };
  if (worker) startWorker(ctx);
  return ctx;
}

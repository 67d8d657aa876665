/**
 * `API_PROCESSES=N npm start` (PostgreSQL only): N API processes on one port, through
 * node:cluster, so the API uses every core of the machine. The first process prepares the
 * database (migrations, first-start seed, the job queue's schema) before any API process
 * starts; the API process of index 0 also runs the job worker unless WORKER=off. Sessions, the count/total cache, login
 * counters and the profiler switch are in the database, and a session change reaches every
 * process through LISTEN/NOTIFY, so any process can answer any request.
 */
import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { storesLine } from './stores-line';
import { createPgBossJobs } from './jobs/pg-boss-jobs';

export const processIndexVariable = 'API_PROCESS_INDEX';
/** A process that dies sooner than this after its start counts as failing to start. */
const startupWindowMs = 10_000;
const restartDelayMs = 1_000;

export class ApiProcessesNeedPostgresError extends Error {
  constructor() {
    super('API_PROCESSES above 1 needs DATABASE_URL: the embedded database allows one process only.');
  }
}

/** The configuration of one API process of the cluster: only index 0 runs the job worker. */
export function apiProcessConfig(config: Config, env: NodeJS.ProcessEnv = process.env): Config {
  const index = Number(env[processIndexVariable] ?? 0);
  return index === 0 ? config : { ...config, worker: 'off' };
}

async function prepareDatabase(config: Config): Promise<void> {
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  try {
    const applied = await migrate(database);
    if (applied.length) logger.info({ applied }, 'Applied migrations');
    await seed(database, config, logger);
    // The job queue's own schema too: each API process starts the queue, and on a fresh
    // database two of them creating its schema at once collided.
    const jobs = await createPgBossJobs(database, logger, { supervise: false, pollingIntervalSeconds: 1 });
    await jobs.stop();
  } finally {
    await database.close();
  }
}

/** Runs in the primary process: prepares the database, then starts and keeps N API processes. */
export async function runApiCluster(config: Config): Promise<void> {
  if (!config.databaseUrl) throw new ApiProcessesNeedPostgresError();
  await prepareDatabase(config);
  let stopping = false;
  let listening = 0;
  const start = (index: number): Worker => {
    const worker = cluster.fork({ [processIndexVariable]: String(index) });
    const startedAt = Date.now();
    worker.once('listening', () => {
      listening += 1;
      if (listening === config.apiProcesses) {
        console.log(`Back office ready on ${config.publicUrl} (${config.apiProcesses} API processes; ${storesLine(config)})`);
      }
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt < startupWindowMs) {
        console.error(`API process ${index} stopped while starting (${signal ?? `exit ${code}`}); stopping.`);
        void stop(1);
        return;
      }
      console.error(`API process ${index} stopped (${signal ?? `exit ${code}`}); starting it again.`);
      setTimeout(() => start(index), restartDelayMs);
    });
    return worker;
  };
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  for (let index = 0; index < config.apiProcesses; index += 1) start(index);
}

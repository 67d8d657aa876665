/**
 * A job worker process for the crash test (jobs/task-crash.test.ts): it runs the month's act
 * generation on the database of DATA_DIR / DATABASE_URL, with the job queue of every worker
 * (heartbeats included), but holds the generation's transaction open once the acts are written
 * and prints `generating <taskId>`, so the test kills it (SIGKILL) in the middle of a generation.
 * With CRASH_AFTER_COMMIT it lets the generation commit (its outcome recorded with it) and prints
 * `committed <taskId> <result>`, then never returns to pg-boss: killed there, the task must read SUCCESS.
 */
import pino from 'pino';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import { actGeneration } from '../../src/server/registry-acts/act-generation';
import { systemActor } from '../../src/server/items/system-actor';
import { createPgBossJobs } from '../../src/server/jobs/pg-boss-jobs';
import { createContext } from '../../src/server/services';

const config = readConfig();
const logger = pino({ level: 'silent' });
const database = await openDatabase(config);
// The generation's own context: its writes run the areas' hooks; this process's queue is below.
const generationContext = await createContext({ ...config, worker: 'off' }, database, logger);
const jobs = await createPgBossJobs(database, logger, { supervise: true, pollingIntervalSeconds: 0.5, heartbeatSeconds: config.taskHeartbeatSeconds });
jobs.handle(actGeneration.name, async (data, taskId) => {
  if (process.env.CRASH_AFTER_COMMIT) {
    // The generation commits with its recorded outcome; the process then never tells pg-boss.
    const result = await actGeneration.run(generationContext, { date: String(data.month), actor: systemActor(null), taskId });
    console.log(`committed ${taskId} ${JSON.stringify(result)}`);
    return new Promise(() => setInterval(() => {}, 60_000));
  }
  const write = await actGeneration.prepare(generationContext, { date: String(data.month), actor: systemActor(null) });
  return database.db.transaction(async (tx) => {
    await write(tx);
    console.log(`generating ${taskId}`);
    await new Promise(() => setInterval(() => {}, 60_000)); // never ends; the interval keeps the process alive
  });
});
await jobs.ready();
console.log('worker ready');

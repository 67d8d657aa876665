/**
 * `npm run worker`: runs the background job handlers without HTTP, on the database of the same
 * configuration (DATABASE_URL; the embedded database allows one process only, so a separate
 * worker needs PostgreSQL). Run the API with WORKER=off; start it first, it applies migrations.
 */
import pino from 'pino';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { runProcess } from './process-lifecycle';
import { requireSoundDeclarations } from './declaration-checks';
import { createContext } from './services';
import { storesLine } from './stores-line';

const config = { ...readConfig(), worker: 'inline' as const };
const logger = pino({ level: config.logLevel });
await requireSoundDeclarations(logger);
await runProcess(async () => {
  const database = await openDatabase(config);
  const ctx = await createContext(config, database, logger);
  await ctx.jobs.ready();
  logger.info(`Job worker started (${storesLine(config)})`);
  return async () => {
    await ctx.jobs.stop();
    await database.close();
  };
});

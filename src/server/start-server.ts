/**
 * Opens and migrates the database, seeds a fresh one, builds the context and the app.
 */
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { scheduleEmbeddedMaintenance } from './db/embedded-maintenance';
import { buildApp } from './http/build-app';
import type { ServerContext } from './server-context';
import { requireSoundDeclarations } from './declaration-checks';
import { createContext } from './services';
import { startPhase } from './start-timing';

export async function startServer(config: Config): Promise<{ app: FastifyInstance; ctx: ServerContext; stop: () => Promise<void> }> {
  const logger = pino({ level: config.logLevel });
  // The embedded database's WebAssembly compiles while the declarations' modules load.
  const opening = openDatabase(config);
  opening.catch(() => {});
  try {
    await requireSoundDeclarations(logger);
  } catch (error) {
    await (await opening.catch(() => null))?.close();
    throw error;
  }
  startPhase('declarations-checked');
  const database = await opening;
  startPhase('database-open');
  try {
    const applied = await migrate(database);
    if (applied.length) logger.info({ applied }, 'Applied migrations');
    startPhase('migrated');
    await seed(database, config, logger);
    startPhase('seeded');
    const ctx = await createContext(config, database, logger);
    startPhase('context-ready');
    const app = await buildApp(ctx);
    startPhase('app-built');
    await app.listen({ port: config.port, host: config.host });
    startPhase('listening');
    const stopMaintenance = scheduleEmbeddedMaintenance(database, logger);
    const stop = async () => {
      stopMaintenance();
      await app.close();
      await ctx.jobs.stop();
      await database.close();
    };
    return { app, ctx, stop };
  } catch (error) {
    await database.close();
    throw error;
  }
}

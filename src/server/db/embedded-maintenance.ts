/**
 * PGlite runs without autovacuum: the embedded database is vacuumed and analysed by the server
 * itself, shortly after start and then daily, so query plans and table sizes stay healthy.
 * PostgreSQL does this on its own.
 */
import type { Logger } from 'pino';
import type { Database } from './connection';

export const maintenanceDelayMs = 10 * 60_000;
export const maintenanceEveryMs = 24 * 60 * 60_000;

export async function runEmbeddedMaintenance(database: Database): Promise<void> {
  await database.exec('vacuum analyze');
}

export function scheduleEmbeddedMaintenance(database: Database, logger: Logger): () => void {
  if (database.kind !== 'pglite') return () => {};
  const run = () =>
    runEmbeddedMaintenance(database)
      .then(() => logger.info('Embedded database vacuumed and analysed'))
      .catch((error: unknown) => logger.warn({ err: error }, 'Embedded database maintenance failed'));
  let daily: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void run();
    daily = setInterval(() => void run(), maintenanceEveryMs);
    daily.unref();
  }, maintenanceDelayMs);
  first.unref();
  return () => {
    clearTimeout(first);
    if (daily) clearInterval(daily);
  };
}

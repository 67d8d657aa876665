/**
 * `npm start`: builds the web app when it is missing or older than its sources, then serves
 * API and web app on one port with the embedded database (or DATABASE_URL).
 */
import { readConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { ensureWebBuild } from './web-build';
import { startServer } from './start-server';

const config = readConfig();
try {
  await ensureWebBuild();
  const { stop } = await startServer(config);
  console.log(`Back office ready on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

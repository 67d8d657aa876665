/**
 * `npm start`: builds the web app when it is missing or older than its sources, then serves
 * API and web app on one port with the embedded database (or DATABASE_URL).
 */
import { readConfig } from './config';
import { runProcess } from './process-lifecycle';
import { ensureWebBuild } from './web-build';
import { startServer } from './start-server';

const config = readConfig();
await runProcess(async () => {
  await ensureWebBuild();
  const { stop } = await startServer(config);
  console.log(`Back office ready on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`);
  return stop;
});

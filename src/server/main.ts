/**
 * `npm start`: builds the web app when it is missing or older than its sources, then serves
 * API and web app on one port with the embedded database (or DATABASE_URL); with
 * API_PROCESSES=N, N API processes share the port (api-cluster.ts).
 */
import cluster from 'node:cluster';
import { apiProcessConfig, ApiProcessesNeedPostgresError, runApiCluster } from './api-cluster';
import { readConfig } from './config';
import { runProcess } from './process-lifecycle';
import { ensureWebBuild } from './web-build';
import { startServer } from './start-server';
import { storesLine } from './stores-line';
import { startPhase } from './start-timing';

startPhase('modules-loaded');

const config = readConfig();
if (cluster.isPrimary && config.apiProcesses > 1) {
  try {
    await ensureWebBuild();
    await runApiCluster(config);
  } catch (error) {
    if (!(error instanceof ApiProcessesNeedPostgresError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
} else {
  await runProcess(async () => {
    if (cluster.isPrimary) await ensureWebBuild();
    startPhase('web-build-checked');
    const { stop } = await startServer(apiProcessConfig(config));
    if (cluster.isPrimary) {
      console.log(`Back office ready on ${config.publicUrl} (${storesLine(config)})`);
    }
    return stop;
  });
}

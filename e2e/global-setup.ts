/** Starts the server once for the suite; tests read its address from E2E_BASE_URL. */
import { startServer } from './server';
import { reserveStubs } from './stubs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // An already running server (E2E_BASE_URL and E2E_DATA_DIR set by the caller) is used as is.
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const stubs = await reserveStubs();
  const server = await startServer(process.cwd(), stubs.serverEnv);
  Object.assign(process.env, stubs.testEnv);
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}

/**
 * The life of a server or worker process: start, stop cleanly on SIGINT/SIGTERM, and exit with
 * a plain message (no stack) when the data directory is held by another process.
 */
import { DataDirLockedError } from './db/data-dir-lock';

export async function runProcess(start: () => Promise<() => Promise<void>>): Promise<void> {
  try {
    const stop = await start();
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
}

/**
 * PGlite has no lock of its own on its data directory; a second process on the same DATA_DIR
 * would corrupt it. We hold a lock file with our pid and refuse to start while a live process
 * holds it.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another process (pid ${pid}). ` +
            'Stop that process, or set DATA_DIR to another directory, or use DATABASE_URL for PostgreSQL.',
        );
      }
      fs.rmSync(file, { force: true }); // stale lock of a dead process
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}`);
}

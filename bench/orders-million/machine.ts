/** A one-line description of the machine and the database, printed with every benchmark. */
import fs from 'node:fs';
import os from 'node:os';
import type { Database } from '../../src/server/db/connection';

function osName(): string {
  try {
    return /PRETTY_NAME="([^"]+)"/.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1] ?? os.type();
  } catch {
    return os.type();
  }
}

export async function describeMachine(database: Database): Promise<string> {
  const cpus = os.cpus();
  const version = String((await database.query('select version() as v')).rows[0].v).split(' on ')[0];
  const kind = database.kind === 'pglite' ? `embedded ${version}` : version;
  return [
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB`,
    osName(),
    `Node ${process.version}`,
    kind,
    `load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  ].join(', ');
}

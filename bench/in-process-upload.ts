/**
 * An upload run in-process for the upload benches (no HTTP, no other client): a fresh database
 * (embedded, or the empty PostgreSQL database `DATABASE_URL` names) migrated and seeded, its
 * admin, and `timed`, which runs an upload and prints its wall time, the process's CPU time and
 * the statements by kind with their summed time and count (query-timing's statementObservers).
 * On a shared machine compare the statements' kinds of one run rather than the totals of two.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { createContext } from '../src/server/services';
import { statementObservers } from '../src/server/db/query-timing';

export async function inProcessUpload() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zz-upload-bench-'));
  const database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite(dataDir);
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' });
  const logger = pino({ level: 'silent' });
  await migrate(database);
  await seed(database, config, logger);
  const ctx = await createContext(config, database, logger);
  const { rows: admins } = await database.query(`select id from users order by id limit 1`);
  const admin = { id: Number(admins[0].id), role: 'ADMIN' as const, isSuperAdmin: true, department: null };

  async function timed<T extends { detail: string }>(upload: () => Promise<T>): Promise<T> {
    const byKind = new Map<string, { n: number; ms: number }>();
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const answer = await statementObservers.run(
      {
        statement(sql, ms) {
          const kind = sql.replace(/\s+/g, ' ').slice(0, 90);
          const seen = byKind.get(kind) ?? { n: 0, ms: 0 };
          seen.n++;
          seen.ms += ms;
          byKind.set(kind, seen);
        },
      },
      upload,
    );
    const total = performance.now() - started;
    const sqlMs = [...byKind.values()].reduce((sum, kind) => sum + kind.ms, 0);
    const cpu = process.cpuUsage(cpu0);
    console.log('cpu', ((cpu.user + cpu.system) / 1000).toFixed(0), 'ms');
    console.log(answer.detail, 'total', total.toFixed(0), 'ms; statements', sqlMs.toFixed(0), 'ms; load', os.loadavg()[0].toFixed(1));
    for (const [kind, seen] of [...byKind].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) console.log(seen.ms.toFixed(0).padStart(7), String(seen.n).padStart(5), kind);
    return answer;
  }

  async function close() {
    await ctx.jobs?.stop?.();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { ctx, database, admin, timed, close };
}

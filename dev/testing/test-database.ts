/**
 * A fresh migrated database for each test file: a copy of a migrated PGlite template
 * directory by default, or a new database on the server of TEST_DATABASE_URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/connection';
import { migrate, migrationsDir } from '../../src/server/db/migrate';
import { jobSchemaInstallSql } from '../../src/server/jobs/pg-boss-jobs';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  hash.update(jobSchemaInstallSql()); // templates carry pg-boss's schema too
  for (const file of fs.readdirSync(migrationsDir).sort()) hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 12);
}

async function pgliteTemplate(): Promise<string> {
  const base = path.join(os.tmpdir(), 'adoffice-test-templates');
  const dir = path.join(base, migrationsHash());
  if (fs.existsSync(path.join(dir, 'ready'))) return dir;
  fs.mkdirSync(base, { recursive: true });
  const building = `${dir}.building-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  const fresh = await openPglite(building);
  await migrate(fresh);
  await fresh.exec(jobSchemaInstallSql());
  await fresh.close();
  fs.writeFileSync(path.join(building, 'ready'), '');
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another worker won the race
  }
  return dir;
}

export interface TestDatabase {
  /** The open database (replaced by `reopen`). */
  database: Database;
  dataDir: string;
  /** The PostgreSQL database's URL (null on the embedded one, which lives in `dataDir`). */
  url: string | null;
  /** Close the database and open the same one again (a server restart); answers the new handle. */
  reopen(): Promise<Database>;
  /** Close the database until `reopen` (another process may open it meanwhile). */
  close(): Promise<void>;
  drop(): Promise<void>;
}

/** Closes the open handle once (a PostgreSQL pool cannot be ended twice) until `reopened`. */
function closesOnce(current: () => Database) {
  let closed = false;
  return {
    async close() {
      if (closed) return;
      closed = true;
      await current().close();
    },
    reopened: () => void (closed = false),
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-test-'));
  if (testDatabaseUrl) {
    const name = `t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    await migrate(database);
    const closing = closesOnce(() => handle.database);
    const handle: TestDatabase = {
      database,
      dataDir,
      url: url.toString(),
      reopen: async () => {
        await closing.close();
        handle.database = await openPostgres(url.toString());
        closing.reopened();
        return handle.database;
      },
      close: () => closing.close(),
      drop: async () => {
        await closing.close();
        const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return handle;
  }
  const template = await pgliteTemplate();
  fs.cpSync(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  const database = await openPglite(dataDir);
  const closing = closesOnce(() => handle.database);
  const handle: TestDatabase = {
    database,
    dataDir,
    url: null,
    reopen: async () => {
      await closing.close();
      handle.database = await openPglite(dataDir);
      closing.reopened();
      return handle.database;
    },
    close: () => closing.close(),
    drop: async () => {
      await closing.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

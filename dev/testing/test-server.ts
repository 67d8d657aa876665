/**
 * The API on a fresh database for a test file, driven with fastify.inject, plus sign-in
 * helpers. Usage: `const t = await createTestServer(); ... await t.close();`
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { readConfig, type Config } from '../../src/server/config';
import { seed } from '../../src/server/db/seed';
import { buildApp } from '../../src/server/http/build-app';
import { createSession } from '../../src/server/http/auth/session-store';
import { hashPassword } from '../../src/server/http/auth/passwords';
import type { ServerContext, TaskStatus } from '../../src/server/server-context';
import { createContext, type ServerContextWithJobs } from '../../src/server/services';
import type { AnyEntity } from '../../src/domain/core/entity';
import type { AppModule } from '../../src/server/app-module';
import { addProbeEntities, createProbeTables } from './probe-entities';
import { openTestDatabase } from './test-database';
import { testFilesStoreEnv } from './test-files-store';

export const adminEmail = 'admin@example.com';
export const adminPassword = 'admin-password-1';

export interface TestMail {
  file: string;
  /** The whole RFC 822 text; bodies are verbatim. */
  text: string;
}

export interface TestServer {
  /** Replaced by `restart`. */
  app: FastifyInstance;
  /** Replaced by `restart`. */
  ctx: ServerContext & Pick<ServerContextWithJobs, 'jobs'>;
  config: Config;
  /** Token of the seeded super admin. */
  adminToken: string;
  /** Create a user with a role and a session; answers its id and token. */
  userWithRole(role: 'ADMIN' | 'MANAGER' | 'USER', options?: { email?: string; password?: string; superAdmin?: boolean }): Promise<{ id: number; token: string; email: string }>;
  /** fastify.inject with `Authorization: Token` of `token` (or none when null). */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The settings another process needs to open the same database (DATA_DIR, and DATABASE_URL on PostgreSQL) and file store (on the S3 pass). */
  databaseEnv: Record<string, string>;
  /**
   * Stop app and worker, close the database and open the same one again with a new context and
   * app, as a server restart does; `env` overrides settings from now on (e.g. WORKER).
   * `whileStopped` runs with the database closed (another process may open it then).
   */
  restart(env?: Record<string, string>, whileStopped?: () => Promise<void>): Promise<void>;
  /** Wait until the worker has finished every queued task (created, retry or active). */
  waitForJobs(timeoutMs?: number): Promise<void>;
  /** Wait until a task is SUCCESS or FAILURE; answers its state. */
  waitForTask(taskId: string, timeoutMs?: number): Promise<TaskStatus>;
  /** The messages written to DATA_DIR/mail/ (no SMTP_URL in tests), oldest first. */
  mails(): TestMail[];
  /** Wait for a message (optionally one matching) after the mail jobs have run. */
  waitForMail(match?: (mail: TestMail) => boolean, timeoutMs?: number): Promise<TestMail>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let userCounter = 0;

/** 1 → 'Usera', 27 → 'Userba': last names that pass the full-name rule (letters only). */
function lettersOf(n: number): string {
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) text = String.fromCharCode(97 + ((rest - 1) % 26)) + text;
  return `User${text}`;
}

export interface TestServerOptions {
  /**
   * Entities declared by the test (a probe of the generic machinery): added to the declared
   * entities before the app is built, their tables created from the declarations.
   */
  probeEntities?: readonly AnyEntity[];
  /** Modules beyond the application's (the probes' area, with its hooks). */
  extraModules?: readonly AppModule[];
}

export async function createTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  // A test's database holds names (the demo's sites among them) that no check may look up or
  // fetch: the availability check reaches only the names a test maps to its local server.
  process.env.DOMAIN_CHECK_RESOLVE_ONLY ??= 'true';
  addProbeEntities(options.probeEntities ?? []);
  const testDatabase = await openTestDatabase();
  const { dataDir } = testDatabase;
  const filesStoreEnv = testFilesStoreEnv();
  let settings: Record<string, string> = { DATA_DIR: dataDir, ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'silent', ...filesStoreEnv, ...env };
  const config = readConfig(settings);
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  await seed(testDatabase.database, config, logger);
  await createProbeTables(testDatabase.database, options.probeEntities ?? []);
  const start = async (startConfig: Config) => {
    const ctx = await createContext(startConfig, testDatabase.database, logger, { pollingIntervalSeconds: 0.5, extraModules: options.extraModules });
    const app = await buildApp(ctx, { serveWeb: false });
    await app.ready();
    await ctx.jobs.ready();
    return { ctx, app };
  };
  const started = await start(config);
  const admin = await testDatabase.database.query('select id from users where email = $1', [adminEmail]);
  const adminToken = await createSession(testDatabase.database.db, Number(admin.rows[0].id), 7);
  const mailDir = path.join(dataDir, 'mail');

  const server: TestServer = {
    app: started.app,
    ctx: started.ctx,
    config,
    adminToken,
    databaseEnv: { DATA_DIR: dataDir, ...(testDatabase.url ? { DATABASE_URL: testDatabase.url } : {}), ...filesStoreEnv },
    async userWithRole(role, options = {}) {
      const database = testDatabase.database;
      userCounter += 1;
      const email = options.email ?? `${role.toLowerCase()}${userCounter}-${process.pid}@example.com`;
      const { rows } = await database.query(
        `insert into users (email, first_name, last_name, full_name, department_id, locale, role, is_active, is_super_admin)
         values ($1, 'Test', $2, $3, 1, 'en', $4, true, $5) returning id`,
        [email, lettersOf(userCounter), `Test ${lettersOf(userCounter)}`, role, options.superAdmin ?? false],
      );
      const id = Number(rows[0].id);
      if (options.password) {
        await database.query('insert into user_credentials (user_id, password_hash) values ($1, $2)', [id, await hashPassword(options.password)]);
      }
      return { id, email, token: await createSession(database.db, id, 7) };
    },
    call(token, options) {
      const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Token ${token}` } : {}) };
      return server.app.inject({ ...options, headers });
    },
    async restart(overrides = {}, whileStopped) {
      await server.app.close();
      await server.ctx.jobs.stop();
      if (whileStopped) {
        await testDatabase.close();
        await whileStopped();
      }
      await testDatabase.reopen();
      settings = { ...settings, ...overrides };
      server.config = readConfig(settings);
      const next = await start(server.config);
      server.app = next.app;
      server.ctx = next.ctx;
    },
    async waitForJobs(timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while ((await server.ctx.jobs.unfinished()) > 0) {
        if (Date.now() > until) throw new Error('Background tasks did not finish in time');
        await sleep(100);
      }
    },
    async waitForTask(taskId, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const state = await server.ctx.jobs.state(taskId);
        if (state && (state.state === 'SUCCESS' || state.state === 'FAILURE')) return state;
        if (Date.now() > until) throw new Error(`Task ${taskId} did not finish in time (${state?.state ?? 'unknown'})`);
        await sleep(100);
      }
    },
    mails() {
      if (!fs.existsSync(mailDir)) return [];
      return fs
        .readdirSync(mailDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((file) => ({ file, text: fs.readFileSync(path.join(mailDir, file), 'utf8') }));
    },
    async waitForMail(match = () => true, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = server.mails().find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error('No matching mail was written in time');
        await sleep(100);
      }
    },
    async close() {
      await server.app.close();
      await server.ctx.jobs.stop();
      await testDatabase.drop();
    },
  };
  return server;
}

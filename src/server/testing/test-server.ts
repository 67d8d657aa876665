/**
 * The API on a fresh database for a test file, driven with fastify.inject, plus sign-in
 * helpers. Usage: `const t = await createTestServer(); ... await t.close();`
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { readConfig, type Config } from '../config';
import { seed } from '../db/seed';
import { buildApp } from '../http/build-app';
import { createSession } from '../http/auth/session-store';
import { hashPassword } from '../http/auth/passwords';
import type { ServerContext } from '../server-context';
import { createContext } from '../services';
import { openTestDatabase } from './test-database';

export const adminEmail = 'admin@example.com';
export const adminPassword = 'admin-password-1';

export interface TestServer {
  app: FastifyInstance;
  ctx: ServerContext;
  config: Config;
  /** Token of the seeded super admin. */
  adminToken: string;
  /** Create a user with a role and a session; answers its id and token. */
  userWithRole(role: 'ADMIN' | 'MANAGER' | 'USER', options?: { email?: string; password?: string; superAdmin?: boolean }): Promise<{ id: number; token: string; email: string }>;
  /** fastify.inject with `Authorization: Token` of `token` (or none when null). */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let userCounter = 0;

export async function createTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { database, dataDir, drop } = await openTestDatabase();
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'silent', ...env });
  const logger = pino({ level: 'silent' });
  await seed(database, config, logger);
  const ctx = await createContext(config, database, logger);
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  const admin = await database.query('select id from users where email = $1', [adminEmail]);
  const adminToken = await createSession(database.db, Number(admin.rows[0].id), 7);

  return {
    app,
    ctx,
    config,
    adminToken,
    async userWithRole(role, options = {}) {
      userCounter += 1;
      const email = options.email ?? `${role.toLowerCase()}${userCounter}-${process.pid}@example.com`;
      const { rows } = await database.query(
        `insert into users (email, first_name, last_name, full_name, department_id, locale, role, is_active, is_super_admin)
         values ($1, 'Test', $2, $3, 1, 'en', $4, true, $5) returning id`,
        [email, `User${userCounter}`, `Test User${userCounter}`, role, options.superAdmin ?? false],
      );
      const id = Number(rows[0].id);
      if (options.password) {
        await database.query('insert into user_credentials (user_id, password_hash) values ($1, $2)', [id, await hashPassword(options.password)]);
      }
      return { id, email, token: await createSession(database.db, id, 7) };
    },
    call(token, options) {
      const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Token ${token}` } : {}) };
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await ctx.jobs.stop();
      await drop();
    },
  };
}

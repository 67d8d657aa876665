/**
 * The actor of a session is kept in each process, and taken away in every process as soon as a
 * session is revoked or a user deactivated or demoted — "another process" is a second app on a
 * database connection of its own (a second PostgreSQL pool; on the embedded database, the one
 * process's second app).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/connection';
import { buildApp } from '../build-app';
import { createContext } from '../../services';
import { testDatabaseUrl } from '../../../../dev/testing/test-database';
import { createTestServer, type TestServer } from '../../../../dev/testing/test-server';

let t: TestServer;
let other: { app: FastifyInstance; close(): Promise<void> };

async function otherProcess(): Promise<typeof other> {
  let database: Database = t.ctx.database;
  if (testDatabaseUrl) {
    const name = String((await t.ctx.database.query('select current_database() as name')).rows[0].name);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), 2);
  }
  const ctx = await createContext({ ...t.config, worker: 'off' }, database, t.ctx.logger);
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await ctx.jobs.stop();
      if (database !== t.ctx.database) await database.close();
    },
  };
}

beforeAll(async () => {
  t = await createTestServer();
  other = await otherProcess();
}, 60_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const callOther = (token: string, url: string) => other.app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });

/** A change reaches the other process through the database after its commit: allow it a moment. */
async function statusSoon(token: string, url: string, expected: number): Promise<number> {
  let status = 0;
  for (let i = 0; i < 40; i += 1) {
    status = (await callOther(token, url)).statusCode;
    if (status === expected) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return status;
}

async function sessionLookups(token: string, url: string): Promise<number> {
  await t.call(t.adminToken, { method: 'POST', url: '/api/silk/recording/', payload: { minutes: 5 } });
  await t.call(token, { method: 'GET', url });
  await t.app.profiler.writer.flush();
  const list = (await t.call(t.adminToken, { method: 'GET', url: '/api/silk/requests/' })).json().results as { id: number; path: string }[];
  const found = list.find((r) => r.path === url)!;
  const detail = (await t.call(t.adminToken, { method: 'GET', url: `/api/silk/requests/${found.id}/` })).json();
  return (detail.statements as { sql: string }[]).filter((s) => /from "sessions"/.test(s.sql)).length;
}

describe('signed-in actors kept in the process', () => {
  it('looks a session up once, then answers from the process', async () => {
    const user = await t.userWithRole('USER');
    expect(await sessionLookups(user.token, '/api/holdings/?name__cnt=first')).toBe(1);
    expect(await sessionLookups(user.token, '/api/holdings/?name__cnt=second')).toBe(0);
  });

  it('a signed-out session loses access at once here and in the other process', async () => {
    const user = await t.userWithRole('USER');
    expect((await callOther(user.token, '/api/accounts/current/')).statusCode).toBe(200);
    expect((await t.call(user.token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(200);
    expect((await t.call(user.token, { method: 'POST', url: '/api/accounts/logout/' })).statusCode).toBe(204);
    expect((await t.call(user.token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(401);
    expect(await statusSoon(user.token, '/api/accounts/current/', 401)).toBe(401);
  });

  it('a deactivated user loses access in the other process', async () => {
    const user = await t.userWithRole('USER');
    expect((await callOther(user.token, '/api/accounts/current/')).statusCode).toBe(200);
    const current = (await t.call(t.adminToken, { method: 'GET', url: `/api/accounts/${user.id}/` })).json();
    const patch = await t.call(t.adminToken, { method: 'PATCH', url: `/api/accounts/${user.id}/`, payload: { isActive: false, updatedAt: current.updatedAt } });
    expect(patch.statusCode).toBe(200);
    expect((await t.call(user.token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(401);
    expect(await statusSoon(user.token, '/api/accounts/current/', 401)).toBe(401);
  });

  it('a demoted user loses the rights of the old role in the other process', async () => {
    const admin = await t.userWithRole('ADMIN');
    // Creating an account is for admins: an admin's empty form is refused as invalid, anyone else's as forbidden.
    const create = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/accounts/', headers: { authorization: `Token ${admin.token}` }, payload: {} });
    expect((await create(other.app)).statusCode).toBe(400);
    const current = (await t.call(t.adminToken, { method: 'GET', url: `/api/accounts/${admin.id}/` })).json();
    const patch = await t.call(t.adminToken, { method: 'PATCH', url: `/api/accounts/${admin.id}/`, payload: { role: 'USER', updatedAt: current.updatedAt } });
    expect(patch.json().role).toBe('USER');
    expect((await create(t.app)).statusCode).toBe(403);
    let status = 0;
    for (let i = 0; i < 40 && status !== 403; i += 1) {
      status = (await create(other.app)).statusCode;
      if (status !== 403) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(403);
  });
});

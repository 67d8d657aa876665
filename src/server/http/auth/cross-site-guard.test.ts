/**
 * Cross-site protection (API.md "Authentication"): writes and the GET actions that change data,
 * signed in by the cookie, need the browser's word that they come from the application itself;
 * the Authorization header is not affected; reads stay open to links from anywhere.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionDef } from '../../../domain/core/actions/action';
import * as registryActActions from '../../../domain/registry-acts/registry-act-actions';
import * as registryActions from '../../../domain/registry/registry-actions';
import * as salesActions from '../../../domain/sales/sales-actions';
import { actionPath } from '../../../domain/core/actions/action';
import { salesWorld, type SalesWorld } from '../../../../dev/fixtures/sales-fixtures';
import { adminEmail, adminPassword, createTestServer, type TestServer } from '../../../../dev/testing/test-server';
import { crossSiteMessage } from './cross-site-guard';

let t: TestServer;
let w: SalesWorld;
beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
}, 60_000);
afterAll(async () => t?.close());

const foreign = { 'sec-fetch-site': 'cross-site' };
const byCookie = (options: InjectOptions) => t.app.inject({ ...options, cookies: { token: t.adminToken } });
const contractCount = async () => Number((await t.ctx.database.query('select count(*) as n from contracts')).rows[0].n);
const newHolding = (headers: Record<string, string>) => byCookie({ method: 'POST', url: '/api/holdings/', headers, payload: { name: `Cross ${Math.random()}` } });

describe('a write signed in by the cookie', () => {
  it('is refused from another site, from a sibling site and without either header, writing nothing', async () => {
    const before = Number((await t.ctx.database.query('select count(*) as n from holdings')).rows[0].n);
    const refusedHeaders: Record<string, string>[] = [foreign, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }, {}];
    for (const headers of refusedHeaders) {
      const answer = await newHolding(headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json().detail).toBe(crossSiteMessage);
    }
    expect(Number((await t.ctx.database.query('select count(*) as n from holdings')).rows[0].n)).toBe(before);
  });

  it('goes through from the application: Sec-Fetch-Site same-origin or none, or its own Origin', async () => {
    expect((await newHolding({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await newHolding({ 'sec-fetch-site': 'none' })).statusCode).toBe(201);
    expect((await newHolding({ origin: new URL(t.config.publicUrl).origin })).statusCode).toBe(201);
    // Without PUBLIC_URL the app may be reached at 127.0.0.1:PORT: the origin the request was addressed to is its own.
    expect((await newHolding({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).statusCode).toBe(201);
    expect((await newHolding({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' })).statusCode).toBe(403);
  });

  it('with the Authorization header is not affected', async () => {
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', headers: foreign, payload: { name: 'By token' } });
    expect(answer.statusCode).toBe(201);
  });
});

describe('a GET action that changes data', () => {
  const declared = [registryActActions, registryActions, salesActions]
    .flatMap((module) => Object.values(module) as unknown[])
    .filter((value): value is ActionDef => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
    .filter((action) => action.method === 'GET' && action.changesState);

  it('is declared for the clone, the sends and the marker switch', () => {
    const paths = declared.map((action) => action.path);
    for (const path of ['contracts/clone_revert_adx/:id/', 'original_contracts/clone_revert_adx/:id/', 'contracts/to_erir/:id/', 'erir/send_acts/', 'estats/marker/:id/', 'creatives/send/:id/']) {
      expect(paths).toContain(path);
    }
  });

  it('is refused from another site (GET and HEAD) whichever it is', async () => {
    for (const action of declared) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await byCookie({ method, url: `/api/${actionPath(action, { id: 1 })}`, headers: foreign });
        expect(answer.statusCode, `${method} ${action.path}`).toBe(403);
      }
    }
  });

  it('clone_revert_adx from a link on another site clones nothing; from the application it clones', async () => {
    const url = `/api/contracts/clone_revert_adx/${w.contract}/`;
    const before = await contractCount();
    expect((await byCookie({ method: 'GET', url, headers: foreign })).statusCode).toBe(403);
    expect((await byCookie({ method: 'GET', url })).statusCode).toBe(403);
    expect(await contractCount()).toBe(before);
    expect((await byCookie({ method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(201);
    expect((await t.call(t.adminToken, { method: 'GET', url, headers: foreign })).statusCode).toBe(201);
    expect(await contractCount()).toBe(before + 2);
  });

  it('reads stay open to links from another site', async () => {
    expect((await byCookie({ method: 'GET', url: '/api/holdings/', headers: foreign })).statusCode).toBe(200);
    expect((await byCookie({ method: 'GET', url: '/api/accounts/current/', headers: foreign })).statusCode).toBe(200);
  });
});

describe('signing in without a session', () => {
  const signIn = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/login/', headers, payload: { email: adminEmail, password: adminPassword } });

  it('is refused when the browser says it comes from another site (login CSRF), allowed to scripts and the app', async () => {
    expect((await signIn(foreign)).statusCode).toBe(403);
    expect((await signIn({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await signIn({})).statusCode).toBe(200);
    expect((await signIn({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });
});

/**
 * The authorization matrix, generated from the declarations: every generic entity call (list,
 * short, one, create, PUT, PATCH, delete, history) and every declared action, as anonymous,
 * USER, MANAGER, ADMIN and super admin, each answer checked against what the declared access
 * says (expected-answers.ts); the order lock on a locked order's rows; and every route of the
 * OpenAPI document accounted for. The rows are a small demo company (dev/demo).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../domain/core/access';
import { actionPath, type ActionDef } from '../../domain/core/actions/action';
import { readOnlyFieldsFor, type AnyEntity } from '../../domain/core/entity';
import { entities } from '../../domain/core/entities';
import { invoice } from '../../domain/sales/invoices';
import { order } from '../../domain/sales/orders';
import { product } from '../../domain/sales/products';
import { lockApplies, lockMessages } from '../../domain/sales/order-lock';
import { createDemoCompany } from '../../../dev/demo/demo-company';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { actorForToken } from './auth/session-store';
import { declaredActions } from './declared-actions';
import { entityCalls, expectedActionAnswer, expectedEntityAnswer, type EntityCall } from './expected-answers';
import { FuzzActors } from '../../../dev/fuzz/fuzz-actors';
import { routesOf, type OpenApiDocument } from '../../../dev/fuzz/openapi-routes';
import { actorNames, type ActorName } from '../../../dev/fuzz/request-plans';
import { changedValue } from './matrix-values';
import { otherRoutesOf } from './matrix-other-routes';
import { collectionPostAction } from './declared-actions';

type Row = Record<string, unknown> & { id: number | string };

let t: TestServer;
let actors: FuzzActors;
const actorOf = {} as Record<ActorName, Actor | null>;
/** A few rows of each entity, read as the super admin. */
const rows = new Map<AnyEntity, Row[]>();

const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

async function refreshActors(): Promise<void> {
  await actors.restore();
  for (const name of actorNames) {
    const token = actors.tokenOf(name);
    actorOf[name] = token ? await actorForToken(t.ctx.database.db, token) : null;
  }
}

/** The super admin's session (an action may have signed the first one out). */
const admin = () => actors?.tokenOf('superAdmin') ?? t.adminToken;

async function readRows(entity: AnyEntity): Promise<Row[]> {
  const answer = await t.call(admin(), { method: 'GET', url: `/api/${entity.path}?page_size=8` });
  const listed = ((answer.json() as { results?: Row[] }).results ?? []) as Row[];
  // The people the matrix calls as are never the row under test.
  return entity.name === 'user' ? listed.filter((row) => !actors.ids().includes(Number(row.id))) : listed;
}

beforeAll(async () => {
  t = await createTestServer();
  await createDemoCompany(t.ctx, { clients: 2, seed: 5, today: new Date().toISOString().slice(0, 10) });
  expect((await t.call(t.adminToken, { method: 'POST', url: '/api/orders/lock/', ...json({}) })).statusCode).toBe(200);
  // Order acts of the last month, so that their rows are in the matrix too.
  const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const generation = await t.call(t.adminToken, { method: 'POST', url: `/api/erir/acts/?date=${lastMonth}` });
  expect((await t.waitForTask(generation.json().taskId as string, 60_000)).state).toBe('SUCCESS');
  // The demo has no platforms (domains).
  for (let n = 1; n <= 5; n++) expect((await t.call(t.adminToken, { method: 'POST', url: '/api/domains/platforms/', ...json({ name: `matrix${n}.example` }) })).statusCode).toBe(201);
  actors = await FuzzActors.create(t);
  await refreshActors();
  for (const entity of entities) rows.set(entity, await readRows(entity));
  console.log(`The matrix has no row of: ${entities.filter((entity) => !rows.get(entity)?.length).map((entity) => entity.name).join(', ')}`);
}, 240_000);
afterAll(async () => t?.close());

const missingId = (entity: AnyEntity) => (entity.idKind === 'text' ? 'no-such-row' : '999999');

function callOf(entity: AnyEntity, call: EntityCall, row: Row | null): { method: string; url: string; payload?: string; headers?: Record<string, string> } {
  const base = `/api/${entity.path}`;
  const one = `${base}${encodeURIComponent(String(row?.id ?? missingId(entity)))}/`;
  switch (call) {
    case 'list':
      return { method: 'GET', url: `${base}?page_size=2` };
    case 'short':
      return { method: 'GET', url: `${base}short/?page_size=2` };
    case 'one':
      return { method: 'GET', url: one };
    case 'history':
      return { method: 'GET', url: `${one}history/` };
    case 'create':
      return { method: 'POST', url: base, ...json({}) };
    case 'put': {
      const model: Record<string, unknown> = { ...row };
      delete model.id;
      delete model.updatedAt;
      return { method: 'PUT', url: one, ...json(model) };
    }
    case 'patch':
      return { method: 'PATCH', url: one, ...json({}) };
    case 'delete':
      return { method: 'DELETE', url: one };
  }
}

async function answerOf(actor: ActorName, call: { method: string; url: string; payload?: string; headers?: Record<string, string> }) {
  const answer = await t.call(actors.tokenOf(actor), call as never);
  return { status: answer.statusCode, body: answer.body.slice(0, 160) };
}

const entityRoutesOf = (entity: AnyEntity) => {
  const base = `/api/${entity.path}`;
  return [`GET ${base}`, `GET ${base}short/`, `POST ${base}`, ...['GET', 'PUT', 'PATCH', 'DELETE'].map((method) => `${method} ${base}{id}/`), `GET ${base}{id}/history/`];
};
const actionRouteOf = (action: ActionDef) => `${action.method} /api/${action.path.replace(/:(\w+)/g, '{$1}')}`;

describe('the authorization matrix, from the declarations', () => {
  it('covers every route of the OpenAPI document', async () => {
    const otherRoutes = otherRoutesOf(t.ctx.modules);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const documented = routesOf(document).map((route) => `${route.method} ${route.path}`);
    const inMatrix = new Set([...entities.flatMap(entityRoutesOf), ...declaredActions.map(actionRouteOf)]);
    expect(documented.filter((route) => !inMatrix.has(route) && !(route in otherRoutes))).toEqual([]);
    expect(Object.keys(otherRoutes).filter((route) => !documented.includes(route))).toEqual([]);
    expect([...inMatrix].filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('answers the other routes as their listed access says', async () => {
    const otherRoutes = otherRoutesOf(t.ctx.modules);
    const failures: string[] = [];
    for (const [route, other] of Object.entries(otherRoutes)) {
      for (const actor of actorNames) {
        const who = actorOf[actor];
        const expected = !who ? [401] : other.access === 'superAdmin' && !who.isSuperAdmin ? [403] : other.allowed;
        const answer = await answerOf(actor, { method: route.split(' ')[0], url: other.call });
        if (!expected.includes(answer.status)) failures.push(`${route} as ${actor}: ${answer.status} not in ${expected.join('/')} ${answer.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every generic read and update of every entity as its declared access says', async () => {
    const failures: string[] = [];
    for (const entity of entities) {
      const row = rows.get(entity)?.[0] ?? null;
      // A collection whose POST is a declared action (acts' generation) is checked with the actions.
      for (const call of entityCalls.filter((name) => name !== 'delete' && !(name === 'create' && collectionPostAction(entity)))) {
        for (const actor of actorNames) {
          const expected = expectedEntityAnswer(entity, call, actorOf[actor], call === 'list' || call === 'short' || call === 'create' ? null : row);
          const answer = await answerOf(actor, callOf(entity, call, row));
          if (!expected.includes(answer.status)) failures.push(`${entity.name} ${call} as ${actor}: ${answer.status} not in ${expected.join('/')} ${answer.body}`);
        }
      }
      await refreshActors();
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers every declared action as its declared access says', async () => {
    const failures: string[] = [];
    for (const action of declaredActions) {
      for (const actor of actorNames) {
        // Input the action's schemas refuse, so an allowed call stops at validation and changes nothing.
        const params = Object.fromEntries([...action.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x']));
        const call = { method: action.method, url: `/api/${actionPath(action, params)}`, ...(action.body ? json([]) : {}) };
        const expected = expectedActionAnswer(action, actorOf[actor], [200, 201, 204, 400, 404, 409, 429]);
        const answer = await answerOf(actor, call);
        if (!expected.includes(answer.status)) failures.push(`${action.method} ${action.path} as ${actor}: ${answer.status} not in ${expected.join('/')} ${answer.body}`);
        // Signing out (and the other account actions) may end the caller's session.
        if (action.path.startsWith('accounts/')) await refreshActors();
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('keeps a locked order\'s money from everyone but the super admin: its fields, its products and payments, moved in or out', async () => {
    const lockedOrders = (await t.call(admin(), { method: 'GET', url: '/api/orders/?isLocked=true&paymentStatus=PAID&page_size=20' })).json().results as Row[];
    let lockedInvoice: Row | undefined;
    for (const candidate of lockedOrders) lockedInvoice ??= ((await t.call(admin(), { method: 'GET', url: `/api/payments/?order=${candidate.id}` })).json().results as Row[])[0];
    expect(lockedInvoice, 'the demo has a paid order of a past month').toMatchObject({ orderLocked: true });
    const lockedOrder = (await t.call(admin(), { method: 'GET', url: `/api/orders/${lockedInvoice!.order}/` })).json() as Row;
    const products = (await t.call(admin(), { method: 'GET', url: `/api/products/?order=${lockedOrder.id}` })).json().results as Row[];
    const openOrder = (await t.call(admin(), { method: 'POST', url: '/api/orders/clone/', ...json({ order: lockedOrder.id, withCreatives: false }) })).json() as { order: number };
    const failures: string[] = [];
    const check = async (actor: ActorName, label: string, call: { method: string; url: string; payload?: string }, expected: readonly number[]) => {
      const answer = await answerOf(actor, call);
      if (!expected.includes(answer.status)) failures.push(`${label} as ${actor}: ${answer.status} not in ${expected.join('/')} ${answer.body}`);
    };
    const locked: Array<[AnyEntity, Row]> = [
      [order, lockedOrder],
      [product, products[0]],
      [invoice, lockedInvoice!],
    ];
    const others = { order: [{ id: openOrder.order }], ...Object.fromEntries([...rows].map(([entity, list]) => [entity.name, list])) };
    for (const actor of actorNames.filter((name) => name !== 'anonymous')) {
      const who = actorOf[actor]!;
      for (const [entity, record] of locked) {
        // The fields the rule keeps from an actor it applies to; each one is sent changed.
        const kept = Object.keys(readOnlyFieldsFor(entity, { ...who, isSuperAdmin: false }, record));
        for (const field of kept) {
          const refused = field in readOnlyFieldsFor(entity, who, record);
          const value = changedValue(entity, field, record[field], others);
          await check(actor, `${entity.name}.${field}`, { method: 'PATCH', url: `/api/${entity.path}${record.id}/`, ...json({ [field]: value }) }, refused ? [403] : [200, 400]);
        }
        if (!who.isSuperAdmin) await check(actor, `delete ${entity.name}`, callOf(entity, 'delete', record), expectedEntityAnswer(entity, 'delete', who, record));
      }
      const target = lockApplies(who, true) ? [403] : [201];
      await check(actor, 'payment created in a locked order', { method: 'POST', url: '/api/payments/', ...json({ order: lockedOrder.id, date: lockedOrder.dateStart, sum: 1 }) }, target);
      const product0 = { order: lockedOrder.id, name: 'Matrix', format: products[0].format, type: 'CLICKS', price: 1, amount: 1, planPrice: 1 };
      await check(actor, 'product created in a locked order', { method: 'POST', url: '/api/products/', ...json(product0) }, target);
      await check(actor, 'product cloned in a locked order', { method: 'POST', url: '/api/products/clone/', ...json({ id: products[0].id }) }, target);
      const open = (await t.call(admin(), { method: 'POST', url: '/api/payments/', ...json({ order: openOrder.order, date: lockedOrder.dateStart, sum: 1 }) })).json() as Row;
      await check(actor, 'payment moved into a locked order', { method: 'PATCH', url: `/api/payments/${open.id}/`, ...json({ order: lockedOrder.id }) }, lockApplies(who, true) ? [403] : [200]);
    }
    // The super admin, exempt from the lock, deletes a locked order's product and payment.
    for (const [entity, record] of locked.slice(1)) await check('superAdmin', `delete ${entity.name}`, callOf(entity, 'delete', record), [204]);
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers every delete as the declared access says (a row still referenced may answer 409)', async () => {
    const failures: string[] = [];
    let deleted = 0;
    for (const entity of [...entities].reverse()) {
      for (const actor of actorNames) {
        const live = (await readRows(entity))[0] ?? null;
        const record = live ? ((await t.call(admin(), { method: 'GET', url: `/api/${entity.path}${encodeURIComponent(String(live.id))}/` })).json() as Row) : null;
        const expected = expectedEntityAnswer(entity, 'delete', actorOf[actor], record);
        const answer = await answerOf(actor, callOf(entity, 'delete', record));
        const label = `${entity.name} delete as ${actor}`;
        // A delete that would take a locked order with it (a contract's) is the lock's to refuse.
        const lockRefusal = answer.status === 403 && Object.values(lockMessages).some((message) => answer.body.includes(message)) && lockApplies(actorOf[actor]!, true);
        if (!expected.includes(answer.status) && !lockRefusal) failures.push(`${label}: ${answer.status} not in ${expected.join('/')} ${answer.body}`);
        if (answer.status === 204) deleted += 1;
        if (answer.status === 204) await refreshActors();
      }
    }
    expect(failures).toEqual([]);
    // The rows were there: most entities lost one to an allowed delete.
    expect(deleted).toBeGreaterThan(entities.length / 2);
  }, 240_000);
});

/**
 * The authorization matrix (issue "Hardening" A.2): every actor (anonymous, USER, MANAGER,
 * ADMIN, super admin) against every user action on a target of every rank, and against the
 * admin-only actions of the app. Exact status codes: 401 without a session, 403 refused, 2xx
 * allowed. A refused call changes nothing; an allowed one has its effect.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

type Rank = 'USER' | 'MANAGER' | 'ADMIN' | 'SUPER';
type ActorKind = 'anonymous' | Rank;
interface Person {
  id: number;
  token: string;
  email: string;
}

const ranks: readonly Rank[] = ['USER', 'MANAGER', 'ADMIN', 'SUPER'];
const actorKinds: readonly ActorKind[] = ['anonymous', ...ranks];

/** The targets each rank may act on: at least the target's rank, and a USER manages nobody. */
const reaches: Record<Rank, readonly Rank[]> = {
  USER: [],
  MANAGER: ['USER', 'MANAGER'],
  ADMIN: ['USER', 'MANAGER', 'ADMIN'],
  SUPER: ['USER', 'MANAGER', 'ADMIN', 'SUPER'],
};
const isAdmin = (rank: Rank) => rank === 'ADMIN' || rank === 'SUPER';

let t: TestServer;
const actors = {} as Record<Rank, Person>;

async function person(rank: Rank): Promise<Person> {
  const created = await t.userWithRole(rank === 'SUPER' ? 'ADMIN' : rank, { superAdmin: rank === 'SUPER', password: 'matrix-password-1' });
  // A last name the full-name rule accepts on later writes of the whole model.
  await t.ctx.database.query("update users set last_name = 'Target', full_name = 'Test Target' where id = $1", [created.id]);
  return created;
}

beforeAll(async () => {
  t = await createTestServer();
  for (const rank of ranks) actors[rank] = await person(rank);
}, 60_000);
afterAll(async () => t?.close());

const tokenOf = (kind: ActorKind) => (kind === 'anonymous' ? null : actors[kind].token);

/** Everything a user action could change about a target. */
async function snapshot(id: number) {
  const query = async (text: string) => (await t.ctx.database.query(text, [id])).rows;
  return {
    row: (await query('select * from users where id = $1'))[0] ?? null,
    liveSessions: Number((await query('select count(*)::int as n from sessions where user_id = $1 and revoked_at is null'))[0].n),
    passwordHash: (await query('select password_hash from user_credentials where user_id = $1'))[0]?.password_hash ?? null,
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

interface UserAction {
  name: string;
  targets: readonly Rank[];
  request(target: Person, targetRank: Rank): InjectOptions;
  allowed(actor: Rank, target: Rank): boolean;
  status: number;
  effect(after: Snapshot, targetRank: Rank): void;
}

const patch = (target: Person, payload: Record<string, unknown>): InjectOptions => ({ method: 'PATCH', url: `/api/accounts/${target.id}/`, payload });
/** A role within every manager's rank, other than the target's. */
const otherRole: Record<Rank, string> = { USER: 'MANAGER', MANAGER: 'USER', ADMIN: 'MANAGER', SUPER: 'MANAGER' };
const reach = (actor: Rank, target: Rank) => reaches[actor].includes(target);

const userActions: UserAction[] = [
  {
    name: 'PATCH role',
    targets: ranks,
    request: (target, rank) => patch(target, { role: otherRole[rank] }),
    allowed: reach,
    status: 200,
    effect: (after, rank) => expect(after.row?.role).toBe(otherRole[rank]),
  },
  {
    name: 'PATCH role to ADMIN',
    targets: ['USER', 'MANAGER'],
    request: (target) => patch(target, { role: 'ADMIN' }),
    allowed: (actor, target) => isAdmin(actor) && reach(actor, target),
    status: 200,
    effect: (after) => expect(after.row?.role).toBe('ADMIN'),
  },
  {
    name: 'PATCH a profile field',
    targets: ranks,
    request: (target) => patch(target, { phone: '+7 900 123 45 67' }),
    allowed: reach,
    status: 200,
    effect: (after) => expect(after.row?.phone).toBe('+7 900 123 45 67'),
  },
  {
    name: 'deactivate',
    targets: ranks,
    request: (target) => patch(target, { isActive: false }),
    allowed: reach,
    status: 200,
    effect: (after) => expect([after.row?.is_active, after.liveSessions]).toEqual([false, 0]),
  },
  {
    name: 'sign out every session',
    targets: ranks,
    request: (target) => ({ method: 'POST', url: `/api/accounts/${target.id}/logout/` }),
    allowed: reach,
    status: 204,
    effect: (after) => expect(after.liveSessions).toBe(0),
  },
  {
    name: 'delete',
    targets: ranks,
    request: (target) => ({ method: 'DELETE', url: `/api/accounts/${target.id}/` }),
    allowed: (actor, target) => isAdmin(actor) && reach(actor, target),
    status: 204,
    effect: (after) => expect(after.row).toBeNull(),
  },
];

const userCases = userActions.flatMap((action) =>
  actorKinds.flatMap((actor) => action.targets.map((target) => ({ action, actor, target, label: `${actor} → ${action.name}, target ${target}` }))),
);

describe('user actions on another user', () => {
  it.each(userCases)('$label', async ({ action, actor, target: targetRank }) => {
    const target = await person(targetRank);
    const before = await snapshot(target.id);
    expect(before.liveSessions).toBe(1);
    const response = await t.call(tokenOf(actor), action.request(target, targetRank));
    const after = await snapshot(target.id);
    if (actor !== 'anonymous' && action.allowed(actor, targetRank)) {
      expect(response.statusCode, response.body).toBe(action.status);
      action.effect(after, targetRank);
      return;
    }
    expect(response.statusCode, response.body).toBe(actor === 'anonymous' ? 401 : 403);
    expect(response.json().detail).toEqual(expect.any(String));
    expect(after).toEqual(before);
  });

  it.each(actorKinds)('%s may ask for a password link for another user (public): nothing changes but a link', async (actor) => {
    const target = await person('USER');
    const before = await snapshot(target.id);
    const response = await t.call(tokenOf(actor), { method: 'POST', url: '/api/accounts/reset/', payload: { email: target.email } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await snapshot(target.id)).toEqual(before);
  });
});

describe('user actions on oneself', () => {
  it.each(ranks)('a %s edits their profile and signs themself out, but neither deactivates nor deletes themself', async (rank) => {
    const me = await person(rank);
    expect((await t.call(me.token, patch(me, { phone: '+7 900 000 00 01' }))).statusCode).toBe(200);
    const before = await snapshot(me.id);
    const deactivate = await t.call(me.token, patch(me, { isActive: false }));
    expect([deactivate.statusCode, deactivate.json().detail]).toEqual([400, 'You cannot deactivate your own account']);
    const remove = await t.call(me.token, { method: 'DELETE', url: `/api/accounts/${me.id}/` });
    expect(remove.statusCode).toBe(403);
    // Below ADMIN the declared delete level answers first; an admin is stopped by the rule itself.
    if (isAdmin(rank)) expect(remove.json().detail).toBe('You cannot delete your own account');
    expect(await snapshot(me.id)).toEqual(before);
    expect((await t.call(me.token, { method: 'POST', url: `/api/accounts/${me.id}/logout/` })).statusCode).toBe(204);
    expect((await snapshot(me.id)).liveSessions).toBe(0);
  });

  it.each(['USER', 'MANAGER'] as const)('a %s cannot raise themself to ADMIN', async (rank) => {
    const me = await person(rank);
    const before = await snapshot(me.id);
    const response = await t.call(me.token, patch(me, { role: 'ADMIN' }));
    expect(response.statusCode).toBe(403);
    expect(await snapshot(me.id)).toEqual(before);
  });
});

/** Reference rows and who may delete them: reference data a super admin, CRM organisations any admin. */
const referenceEntities = [
  { path: 'accounts/departments/', table: 'departments', deleteLevel: 'superAdmin', body: () => ({ name: 'Matrix department' }) },
  { path: 'orders/countries/', table: 'countries', deleteLevel: 'superAdmin', body: () => ({ name: 'Matrix country', code: 'MX' }) },
  { path: 'legal_entities/organisations/', table: 'organisations', deleteLevel: 'superAdmin', body: () => ({ name: 'Matrix organisation' }) },
  { path: 'legal_entities/presets/', table: 'billing_info_presets', deleteLevel: 'superAdmin', body: () => ({ name: 'Matrix preset', fieldNames: ['inn'] }) },
  { path: 'brands/pipe/', table: 'pipe_organizations', deleteLevel: 'admin', body: () => ({ name: 'Matrix CRM organisation' }) },
] as const;

/** A row created as the seeded super admin, for the actor to change or delete. */
async function referenceRow(path: string, body: Record<string, unknown>): Promise<number> {
  const created = await t.call(t.adminToken, { method: 'POST', url: `/api/${path}`, payload: body });
  expect(created.statusCode, created.body).toBe(201);
  return Number(created.json().id);
}

interface AdminOnlyCall {
  name: string;
  level: 'admin' | 'superAdmin';
  status: number;
  /** Prepares what the call needs; answers the request and how to read what it could change. */
  prepare(): Promise<{ request: InjectOptions; state(): Promise<unknown> }>;
}

const tableRows = (table: string) => async () => (await t.ctx.database.query(`select * from ${table} order by id`, [])).rows;

const adminOnlyCalls: AdminOnlyCall[] = [
  ...referenceEntities.flatMap(({ path, table, deleteLevel, body }): AdminOnlyCall[] => [
    { name: `create ${path}`, level: 'admin', status: 201, prepare: async () => ({ request: { method: 'POST', url: `/api/${path}`, payload: body() }, state: tableRows(table) }) },
    {
      name: `update ${path}`,
      level: 'admin',
      status: 200,
      prepare: async () => ({ request: { method: 'PATCH', url: `/api/${path}${await referenceRow(path, body())}/`, payload: { name: 'Renamed by the matrix' } }, state: tableRows(table) }),
    },
    {
      name: `delete ${path}`,
      level: deleteLevel,
      status: 204,
      prepare: async () => ({ request: { method: 'DELETE', url: `/api/${path}${await referenceRow(path, body())}/` }, state: tableRows(table) }),
    },
  ]),
  { name: 'lock the orders of past months', level: 'superAdmin', status: 200, prepare: async () => ({ request: { method: 'POST', url: '/api/orders/lock/', payload: {} }, state: tableRows('orders') }) },
  {
    name: 'send a month to the margin table',
    level: 'superAdmin',
    status: 200,
    prepare: async () => ({
      request: { method: 'POST', url: '/api/orders/send_to_mt/', payload: {} },
      state: async () => (await t.ctx.database.query("select count(*)::int as n from pgboss.job where name = 'orders.margin-table'", [])).rows,
    }),
  },
];

const mayCall = (actor: Rank, level: 'admin' | 'superAdmin') => (level === 'admin' ? isAdmin(actor) : actor === 'SUPER');

const adminOnlyCases = adminOnlyCalls.flatMap((call) => actorKinds.map((actor) => ({ call, actor, label: `${actor} → ${call.name} (${call.level})` })));

describe('admin-only actions', () => {
  it.each(adminOnlyCases)('$label', async ({ call, actor }) => {
    const { request, state } = await call.prepare();
    const before = await state();
    const response = await t.call(tokenOf(actor), request);
    if (actor !== 'anonymous' && mayCall(actor, call.level)) {
      expect(response.statusCode, response.body).toBe(call.status);
      return;
    }
    expect(response.statusCode, response.body).toBe(actor === 'anonymous' ? 401 : 403);
    expect(response.json().detail).toEqual(expect.any(String));
    expect(await state()).toEqual(before);
  });
});

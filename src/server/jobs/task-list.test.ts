import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { jobSchema } from './pg-boss-jobs';

let t: TestServer;
let adminId: number;
let manager: { id: number; token: string };
let admin: { id: number; token: string };
const ids: Record<string, string> = {};

const list = async (token: string, query = '') => t.call(token, { method: 'GET', url: `/api/celery/tasks/${query}` });

beforeAll(async () => {
  t = await createTestServer();
  t.ctx.jobs.handle('publishers.invoices-generate', async () => ({ detail: 'Invoices generated', created: 2 }));
  t.ctx.jobs.handle('domains.inventory-google-export', async () => ({ fileId: 41 }));
  t.ctx.jobs.handle('test.broken', async () => {
    throw new Error('Something broke: 42');
  });
  adminId = (await t.call(t.adminToken, { method: 'GET', url: '/api/accounts/current/' })).json().id;
  manager = await t.userWithRole('MANAGER');
  admin = await t.userWithRole('ADMIN');
  ids.invoices = await t.ctx.jobs.enqueue('publishers.invoices-generate', { month: '2026-10-01', userId: manager.id });
  ids.export = await t.ctx.jobs.enqueue('domains.inventory-google-export', { userId: manager.id });
  ids.broken = await t.ctx.jobs.enqueue('test.broken', { userId: manager.id });
  ids.old = await t.ctx.jobs.enqueue('test.idle', { userId: manager.id });
  ids.pending = await t.ctx.jobs.enqueue('test.idle', { userId: manager.id });
  ids.admins = await t.ctx.jobs.enqueue('test.idle', { userId: adminId });
  ids.system = await t.ctx.jobs.enqueue('test.idle', { userId: null });
  for (const id of [ids.invoices, ids.export, ids.broken]) await t.waitForTask(id);
  await t.ctx.database.query(`update ${jobSchema}.job set created_on = now() - interval '8 days' where id = $1`, [ids.old]);
  // Distinct creation times, oldest first in the order enqueued.
  let minute = 10;
  for (const key of ['invoices', 'export', 'broken', 'pending']) {
    await t.ctx.database.query(
      `update ${jobSchema}.job set created_on = now() - make_interval(mins => $2::int) where id = $1`,
      [ids[key], minute--],
    );
  }
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/celery/tasks/', () => {
  it("lists the user's own tasks of the last 7 days, newest first, in the list format", async () => {
    const answer = await list(manager.token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.count).toBe(4);
    expect(body.results.map((row: { id: string }) => row.id)).toEqual([ids.pending, ids.broken, ids.export, ids.invoices]);
    const invoices = body.results.find((row: { id: string }) => row.id === ids.invoices);
    expect(invoices).toMatchObject({ name: 'publisherInvoices.generate', state: 'SUCCESS', startedBy: manager.id, fileId: null, code: null, values: {} });
    // The area's own generation handles this queue too and may take the job first: its result is an object as well.
    expect(invoices.detail).toEqual(expect.any(Object));
    expect(Date.parse(invoices.createdAt)).toBeGreaterThan(Date.now() - 3600_000);
    expect(typeof invoices.finishedAt).toBe('string');
    expect(Object.keys(invoices).sort()).toEqual(['code', 'createdAt', 'detail', 'fileId', 'finishedAt', 'id', 'name', 'startedBy', 'startedByName', 'state', 'values'].sort());
  });

  it('gives the file of a task that made one, and a failure with its code in the user’s terms', async () => {
    const rows = (await list(manager.token)).json().results as { id: string; fileId: unknown; state: string; detail: unknown; code: unknown; values: unknown; finishedAt: unknown }[];
    expect(rows.find((row) => row.id === ids.export)).toMatchObject({ state: 'SUCCESS', fileId: 41, name: 'domains.inventoryGoogleExport' } as object);
    expect(rows.find((row) => row.id === ids.broken)).toMatchObject({ state: 'FAILURE', detail: 'Something broke: 42', code: 'tasks.failed', values: { reason: 'Something broke: 42' }, fileId: null });
    expect(rows.find((row) => row.id === ids.pending)).toMatchObject({ state: 'PENDING', finishedAt: null, fileId: null });
  });

  it('filters by state and by the action’s key, pages and orders', async () => {
    const failed = (await list(manager.token, '?state=FAILURE')).json();
    expect(failed.results.map((row: { id: string }) => row.id)).toEqual([ids.broken]);
    const done = (await list(manager.token, '?state=SUCCESS,PENDING&ordering=createdAt')).json();
    expect(done.results.map((row: { id: string }) => row.id)).toEqual([ids.invoices, ids.export, ids.pending]);
    const byName = (await list(manager.token, '?name=publisherInvoices.generate')).json();
    expect(byName).toMatchObject({ count: 1, results: [{ id: ids.invoices }] });
    const page2 = (await list(manager.token, '?page_size=3&page=2')).json();
    expect(page2.count).toBe(4);
    expect(page2.results.map((row: { id: string }) => row.id)).toEqual([ids.invoices]);
    expect((await list(manager.token, '?page=9')).json()).toEqual({ count: 4, results: [] });
  });

  it('refuses unknown fields, orderings and values with a code', async () => {
    for (const query of ['?colour=red', '?ordering=colour', '?state=DONE', '?page_size=1001', '?all=maybe']) {
      const answer = await list(manager.token, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toHaveProperty('code');
      expect(answer.json(), query).toHaveProperty('values');
    }
    expect((await list(manager.token, '?colour=red')).json()).toMatchObject({ code: 'query.unknownFilter', values: { filter: 'colour' } });
  });

  it("lists everyone's tasks for the super admin only (403 with a code for an admin)", async () => {
    const mine = (await list(t.adminToken)).json();
    expect(mine.results.map((row: { id: string }) => row.id)).toEqual([ids.admins]);
    const everyone = (await list(t.adminToken, '?all=true')).json();
    expect(everyone.results.map((row: { id: string }) => row.id).sort()).toEqual([ids.admins, ids.pending, ids.broken, ids.export, ids.invoices].sort());
    expect(everyone.results.find((row: { id: string }) => row.id === ids.invoices).startedByName).toEqual(expect.any(String));
    const refused = await list(admin.token, '?all=true');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'tasks.allSuperAdminOnly', values: {} });
    expect((await list(admin.token)).json()).toEqual({ count: 0, results: [] });
    expect((await t.call(null, { method: 'GET', url: '/api/celery/tasks/' })).statusCode).toBe(401);
  });
});

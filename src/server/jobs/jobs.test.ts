import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { refuse } from '../../domain/core/refusals/refusal';
import { IntegrationError } from '../integrations/integration-error';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  t.ctx.jobs.handle('test.echo', async (data) => ({ echoed: data.value }));
  t.ctx.jobs.handle('test.fail', async () => {
    throw new Error('Something broke: 42');
  });
  t.ctx.jobs.handle('test.refuse', async () => {
    throw refuse.invalid('orders.notFound', { id: 17 });
  });
  t.ctx.jobs.handle('test.outside', async () => {
    throw new IntegrationError('Pipedrive failed: HTTP 503 Service Unavailable', { service: 'pipedrive', code: 'UPSTREAM', status: 503 });
  });
}, 60_000);
afterAll(async () => t?.close());

describe('background tasks', () => {
  it('runs a task to SUCCESS with its result as detail', async () => {
    const taskId = await t.ctx.jobs.enqueue('test.echo', { value: 'hello' });
    const first = await t.call(t.adminToken, { method: 'GET', url: `/api/celery/task/${taskId}/` });
    expect(first.statusCode).toBe(200);
    expect(['PENDING', 'STARTED', 'SUCCESS']).toContain(first.json().state);
    await t.waitForTask(taskId);
    const done = await t.call(t.adminToken, { method: 'GET', url: `/api/celery/task/${taskId}/` });
    expect(done.json()).toEqual({ state: 'SUCCESS', detail: { echoed: 'hello' } });
  });

  const failureOf = async (name: string) => {
    const taskId = await t.ctx.jobs.enqueue(name, {});
    await t.waitForTask(taskId);
    return (await t.call(t.adminToken, { method: 'GET', url: `/api/celery/task/${taskId}/` })).json();
  };

  it('reports FAILURE with the error text, as the reason of tasks.failed when the text has no code', async () => {
    expect(await failureOf('test.fail')).toEqual({ state: 'FAILURE', detail: 'Something broke: 42', code: 'tasks.failed', values: { reason: 'Something broke: 42' } });
  });

  it('keeps the code and values of a refusal the job threw beside its English detail', async () => {
    expect(await failureOf('test.refuse')).toEqual({ state: 'FAILURE', detail: 'Order 17 not found', code: 'orders.notFound', values: { id: 17 } });
  });

  it('reports an outside service’s failure as integration.failed with its text as the reason', async () => {
    const reason = 'Pipedrive failed: HTTP 503 Service Unavailable';
    expect(await failureOf('test.outside')).toEqual({ state: 'FAILURE', detail: reason, code: 'integration.failed', values: { reason } });
  });

  it('answers 404 for an unknown task and 401 without a session', async () => {
    const unknown = await t.call(t.adminToken, { method: 'GET', url: '/api/celery/task/6b1f7c3e-2d3a-4a7e-9a53-0c4b8f1d2e3f/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('detail');
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/celery/task/not-a-uuid/' })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: '/api/celery/task/6b1f7c3e-2d3a-4a7e-9a53-0c4b8f1d2e3f/' })).statusCode).toBe(401);
  });

  it('a task enqueued in a transaction that rolls back never exists; one that commits runs', async () => {
    let rolledBack = '';
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        rolledBack = await t.ctx.jobs.enqueue('test.echo', { value: 'never' }, tx);
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(rolledBack).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.ctx.jobs.state(rolledBack)).toBeNull();
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/celery/task/${rolledBack}/` })).statusCode).toBe(404);

    const committed = await t.ctx.database.db.transaction((tx) => t.ctx.jobs.enqueue('test.echo', { value: 'kept' }, tx));
    expect(await t.waitForTask(committed)).toEqual({ state: 'SUCCESS', detail: { echoed: 'kept' } });
  });

  it('a queue first used inside a transaction is created with it', async () => {
    t.ctx.jobs.handle('test.late', async () => 'late');
    const id = await t.ctx.database.db.transaction((tx) => t.ctx.jobs.enqueue('test.fresh-queue', { n: 1 }, tx));
    expect((await t.ctx.jobs.state(id))?.state).toBe('PENDING');
  });
});

describe('single-flight tasks', () => {
  /** A handler that holds its task STARTED until released. */
  function heldJob(name: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    t.ctx.jobs.handle(name, async (data) => {
      await held;
      return data;
    });
    return { release };
  }

  const start = (name: string, scope: string, value = 0) => t.ctx.jobs.enqueue(name, { value }, { singleFlight: scope });

  async function waitForState(taskId: string, state: string) {
    const until = Date.now() + 20_000;
    while ((await t.ctx.jobs.state(taskId))?.state !== state) {
      if (Date.now() > until) throw new Error(`Task ${taskId} did not reach ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('a start while one is PENDING or STARTED answers its id; after it ends a start queues a new one', async () => {
    const job = heldJob('test.single');
    const [first, second] = await Promise.all([start('test.single', 'scope-a', 1), start('test.single', 'scope-a', 2)]);
    expect(second).toBe(first);
    await waitForState(first, 'STARTED');
    expect(await start('test.single', 'scope-a', 3)).toBe(first);
    job.release();
    expect(await t.waitForTask(first)).toEqual({ state: 'SUCCESS', detail: { value: expect.any(Number) } });
    const next = await start('test.single', 'scope-a', 4);
    expect(next).not.toBe(first);
    expect(await t.waitForTask(next)).toEqual({ state: 'SUCCESS', detail: { value: 4 } });
  });

  it('is per scope and per name; a plain enqueue always queues', async () => {
    const job = heldJob('test.single-scoped');
    const a = await start('test.single-scoped', 'scope-a');
    const b = await start('test.single-scoped', 'scope-b');
    const otherName = await start('test.echo', 'scope-a');
    expect(new Set([a, b, otherName]).size).toBe(3);
    expect(await start('test.single-scoped', 'scope-b')).toBe(b);
    const plain = await t.ctx.jobs.enqueue('test.single-scoped', { value: 0 });
    expect([a, b]).not.toContain(plain);
    job.release();
    for (const id of [a, b, otherName, plain]) expect((await t.waitForTask(id)).state).toBe('SUCCESS');
  });

  it('inside a transaction: a rolled-back start leaves nothing to join', async () => {
    heldJob('test.single-tx').release();
    let rolledBack = '';
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        rolledBack = await t.ctx.jobs.enqueue('test.single-tx', {}, { executor: tx, singleFlight: 'scope-a' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = await t.ctx.database.db.transaction((tx) => t.ctx.jobs.enqueue('test.single-tx', {}, { executor: tx, singleFlight: 'scope-a' }));
    expect(committed).not.toBe(rolledBack);
    expect(await t.ctx.jobs.state(rolledBack)).toBeNull();
    expect((await t.waitForTask(committed)).state).toBe('SUCCESS');
  });
});

describe('tasks across a restart', () => {
  let r: TestServer;
  beforeAll(async () => {
    r = await createTestServer({ WORKER: 'off' });
  }, 60_000);
  afterAll(async () => r?.close());

  it('a task queued before a restart runs after it', async () => {
    const taskId = await r.ctx.jobs.enqueue('test.restart', { value: 7 });
    expect((await r.call(r.adminToken, { method: 'GET', url: `/api/celery/task/${taskId}/` })).json()).toEqual({ state: 'PENDING', detail: null });
    await r.restart({ WORKER: 'inline' });
    r.ctx.jobs.handle('test.restart', async (data) => ({ doubled: Number(data.value) * 2 }));
    expect(await r.waitForTask(taskId)).toEqual({ state: 'SUCCESS', detail: { doubled: 14 } });
    const res = await r.call(r.adminToken, { method: 'GET', url: `/api/celery/task/${taskId}/` });
    expect(res.json()).toEqual({ state: 'SUCCESS', detail: { doubled: 14 } });
  }, 60_000);
});

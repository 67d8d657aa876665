/**
 * A worker killed (SIGKILL) in the middle of a month's act generation: its task is failed with
 * a clear detail, on the embedded database when the server starts again, on PostgreSQL within
 * three missed heartbeats while the other processes run on; the month can be generated again at
 * once, and nothing of the killed generation remains. While the worker lives, its task is never
 * failed by another process, and a second start joins it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { testDatabaseUrl } from '../../../dev/testing/test-database';
import { created, orderPayload, productPayload } from '../../../dev/fixtures/sales-fixtures';
import { actsWorld, monthActs } from '../../../dev/fixtures/registry-acts-fixtures';
import { serverStoppedDetail } from './task-heartbeat';

const crashWorker = path.resolve('dev/testing/act-generation-crash-worker.ts');
const month = '2025-03-01';
// Two seconds: a task is stale after six, a margin for a loaded machine.
const heartbeat = { TASK_HEARTBEAT_SECONDS: '2' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The crash worker as a child process; answers once it holds a generation's transaction open. */
async function generatingWorker(t: TestServer, afterCommit = false): Promise<{ child: ChildProcess; taskId: string; exited: Promise<unknown>; result: unknown }> {
  const env = { ...process.env, ...t.databaseEnv, ...heartbeat, ...(afterCommit ? { CRASH_AFTER_COMMIT: '1' } : {}) };
  const child = spawn(process.execPath, ['--import', 'tsx', crashWorker], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  let result: unknown = null;
  const taskId = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The worker did not start the generation:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const match = afterCommit ? /committed (\S+) (.*)\n/.exec(output) : /generating (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        if (afterCommit) result = JSON.parse(match[2]);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => reject(new Error(`The worker exited:\n${output}`)));
  });
  return { child, taskId, exited, result };
}

async function startGeneration(t: TestServer): Promise<string> {
  const answer = await t.call(t.adminToken, { method: 'POST', url: `/api/erir/acts/?date=${month}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().taskId as string;
}

async function taskState(t: TestServer, taskId: string) {
  const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/celery/task/${taskId}/` });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { state: string; detail: unknown };
}

/** The month generated again after the crash: a new task, which succeeds. */
async function generatesAgain(t: TestServer, deadTask: string) {
  const taskId = await startGeneration(t);
  expect(taskId).not.toBe(deadTask);
  expect((await t.waitForTask(taskId, 30_000)).state).toBe('SUCCESS');
  expect(await monthActs(t, month)).toHaveLength(2);
}

/** The heartbeat's failure, with its code for the user's language. */
const serverStopped = { state: 'FAILURE', detail: serverStoppedDetail, code: 'tasks.serverStopped', values: {} };

let t: TestServer;

beforeAll(async () => {
  // No worker in the test's own process until the crash worker holds the task.
  t = await createTestServer({ ...heartbeat, WORKER: 'off' });
  const w = await actsWorld(t);
  for (const name of ['First', 'Second']) {
    const order = await created(t, t.adminToken, 'orders/', orderPayload(w, { name, dateStart: '2025-03-01', dateEnd: '2025-03-31', dateReport: month }));
    await created(t, t.adminToken, 'products/', productPayload(w, order.id));
  }
}, 90_000);
afterAll(() => t?.close());

describe('a worker killed during a generation', () => {
  it.skipIf(testDatabaseUrl)('embedded database: the restart fails its task with a clear detail and the month generates again', async () => {
    const queued = await startGeneration(t);
    let killed = '';
    await t.restart({ WORKER: 'inline' }, async () => {
      const worker = await generatingWorker(t);
      expect(worker.taskId).toBe(queued);
      worker.child.kill('SIGKILL');
      await worker.exited;
      killed = worker.taskId;
    });
    expect(await taskState(t, killed)).toEqual(serverStopped);
    expect(await monthActs(t, month)).toEqual([]);
    await generatesAgain(t, killed);
  }, 120_000);

  it.skipIf(!testDatabaseUrl)('PostgreSQL: a live worker keeps its task; killed, its task fails after three missed heartbeats and the month generates again', async () => {
    const queued = await startGeneration(t);
    const worker = await generatingWorker(t);
    try {
      expect(worker.taskId).toBe(queued);
      // This process becomes a worker too, sweeping every two seconds: the live worker's task stays.
      await t.restart({ WORKER: 'inline' });
      await sleep(9000);
      expect(await taskState(t, queued)).toEqual({ state: 'STARTED', detail: null });
      expect(await startGeneration(t)).toBe(queued);
      worker.child.kill('SIGKILL');
      await worker.exited;
      const killedAt = Date.now();
      while ((await taskState(t, queued)).state === 'STARTED' && Date.now() - killedAt < 30_000) await sleep(200);
      expect(await taskState(t, queued)).toEqual(serverStopped);
      // Three missed beats and the next sweep, well within a minute.
      expect(Date.now() - killedAt).toBeLessThan(15_000);
      expect(await monthActs(t, month)).toEqual([]);
      await generatesAgain(t, queued);
    } finally {
      worker.child.kill('SIGKILL');
    }
  }, 120_000);
});

describe('a worker killed after its generation committed, before pg-boss completed the task', () => {
  it.skipIf(testDatabaseUrl)('embedded database: the restart completes its task as SUCCESS with its result', async () => {
    await t.restart({ WORKER: 'off' });
    const queued = await startGeneration(t);
    let killed = { taskId: '', result: null as unknown };
    await t.restart({ WORKER: 'inline' }, async () => {
      const worker = await generatingWorker(t, true);
      expect(worker.taskId).toBe(queued);
      worker.child.kill('SIGKILL');
      await worker.exited;
      killed = worker;
    });
    expect(killed.result).toMatchObject({ month, created: expect.any(Number) });
    expect(await taskState(t, killed.taskId)).toEqual({ state: 'SUCCESS', detail: killed.result });
    expect(await monthActs(t, month)).toHaveLength(2);
  }, 120_000);

  it.skipIf(!testDatabaseUrl)('PostgreSQL: after three missed heartbeats its task is SUCCESS with its result', async () => {
    await t.restart({ WORKER: 'off' });
    const queued = await startGeneration(t);
    const worker = await generatingWorker(t, true);
    try {
      expect(worker.taskId).toBe(queued);
      await t.restart({ WORKER: 'inline' });
      worker.child.kill('SIGKILL');
      await worker.exited;
      const killedAt = Date.now();
      while ((await taskState(t, queued)).state === 'STARTED' && Date.now() - killedAt < 30_000) await sleep(200);
      expect(await taskState(t, queued)).toEqual({ state: 'SUCCESS', detail: worker.result });
      expect(await monthActs(t, month)).toHaveLength(2);
    } finally {
      worker.child.kill('SIGKILL');
    }
  }, 120_000);
});

describe('a live process', () => {
  it('keeps a task that runs longer than three heartbeats inside a transaction, to SUCCESS', async () => {
    t.ctx.jobs.handle('test.long', () =>
      t.ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(8000);
        return 'done';
      }),
    );
    const taskId = await t.ctx.jobs.enqueue('test.long', {});
    expect(await t.waitForTask(taskId, 40_000)).toEqual({ state: 'SUCCESS', detail: 'done' });
  }, 60_000);
});

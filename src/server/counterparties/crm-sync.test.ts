/** The CRM sync runs once at a time: a start while one is pending or running answers its task. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalService } from '../../../dev/testing/local-service';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('two quick starts share one task, a start while it runs joins it, a start after it ends queues a new one', async () => {
  const [first, second] = [await t.userWithRole('USER'), await t.userWithRole('MANAGER')];
  const start = async (token: string) => {
    const response = await t.call(token, { method: 'POST', url: '/api/brands/sync/' });
    expect(response.statusCode).toBe(200);
    return response.json().taskId as string;
  };
  const hanging = await startLocalService(() => 'hang');
  const answering = await startLocalService(() => ({ status: 200, body: { success: true, data: [], additional_data: {} } }));
  const saved = { url: process.env.PIPEDRIVE_URL, token: process.env.PIPEDRIVE_TOKEN };
  process.env.PIPEDRIVE_URL = hanging.url;
  process.env.PIPEDRIVE_TOKEN = 'crm-token';
  try {
    const [a, b] = await Promise.all([start(first.token), start(second.token)]);
    expect(b).toBe(a);
    await until(() => hanging.requests.length > 0, 'the sync to call the CRM');
    expect((await t.ctx.jobs.state(a))?.state).toBe('STARTED');
    expect(await start(first.token)).toBe(a);

    await hanging.close(); // the CRM call fails: the task ends
    expect((await t.waitForTask(a)).state).toBe('FAILURE');
    process.env.PIPEDRIVE_URL = answering.url;
    const next = await start(second.token);
    expect(next).not.toBe(a);
    expect(await t.waitForTask(next)).toEqual({ state: 'SUCCESS', detail: { created: 0, updated: 0 } });
    expect(hanging.requests).toHaveLength(1);
  } finally {
    for (const [name, value] of [['PIPEDRIVE_URL', saved.url], ['PIPEDRIVE_TOKEN', saved.token]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await Promise.all([hanging.close(), answering.close()]);
  }
});

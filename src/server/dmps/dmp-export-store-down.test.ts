/**
 * A month generation whose file cannot be stored (issue 32): the DMP export writes each DMP's
 * spreadsheet inside the month's transaction, so with the S3 store down (moto_server stopped)
 * the task fails with the store's reason, carried by a code the user reads in their language,
 * and the month is as it was: the earlier exports, the audiences, the files and the history.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ru } from '../../domain/core/i18n/ru';
import { closeAnalytics } from '../analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows } from '../analytics/analytics-writer';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { startMotoS3, type MotoS3 } from '../../../dev/testing/moto-s3';
import { created } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let moto: MotoS3;
let dmpId: number;

beforeAll(async () => {
  moto = await startMotoS3();
  t = await createTestServer(moto.env);
  dmpId = (await created(t, t.adminToken, 'dmp/', { name: 'Alpha DMP' })).id as number;
  const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
  await insertAnalyticsRows(analytics, 'dmp_audiences', [{ audience_id: 'a1', dmp_id: String(dmpId), name: 'Car owners', audience_group: 'Auto', cpm: 12 }]);
  await insertAnalyticsRows(analytics, 'dmp_stats', [{ day: '2026-03-02', dmp_id: String(dmpId), audience_id: 'a1', impressions: 100, ssp_amount: 10, dmp_amount: 1 }]);
}, 300_000);
afterAll(async () => {
  await t?.close();
  await closeAnalytics();
  await moto?.stop();
});

async function exportMarch() {
  const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/dmp/exports/', payload: { date: '2026-03-01' } });
  expect(answer.statusCode, answer.body).toBe(200);
  return t.waitForTask(answer.json().taskId as string, 90_000);
}

const rowsOf = async (sql: string) => (await t.ctx.database.query(sql, [])).rows;
const month = async () => ({
  exports: await rowsOf('select * from dmp_exports order by id'),
  audiences: await rowsOf('select * from dmp_audiences order by id'),
  files: await rowsOf('select id, storage_key from files order by id'),
  history: await rowsOf('select count(*)::int as n from entity_history'),
});

it('fails the task with the store’s reason in the user’s language and leaves the month as it was', async () => {
  expect(await exportMarch()).toMatchObject({ state: 'SUCCESS', detail: { created: 1 } });
  const before = await month();
  expect(before.exports).toHaveLength(1);

  // What a new export would change: another audience and more figures for the month.
  const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
  await insertAnalyticsRows(analytics, 'dmp_audiences', [{ audience_id: 'a2', dmp_id: String(dmpId), name: 'Gamers', audience_group: 'Games', cpm: 3 }]);
  await insertAnalyticsRows(analytics, 'dmp_stats', [{ day: '2026-03-20', dmp_id: String(dmpId), audience_id: 'a2', impressions: 10, ssp_amount: 5, dmp_amount: 0.5 }]);

  await moto.stop();
  try {
    const failed = await exportMarch();
    expect(failed.state).toBe('FAILURE');
    expect(failed.code).toBe('tasks.fileStoreUnavailable');
    const { reason } = failed.values as { reason: string };
    expect(reason).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.detail).toBe(`The file store is unavailable, the task changed nothing: ${reason}`);
    expect((ru as Record<string, unknown>)['tasks.fileStoreUnavailable']).toBe('Хранилище файлов недоступно, задача ничего не изменила: {{reason}}');
    expect(await month()).toEqual(before);
  } finally {
    await moto.start();
  }

  expect(await exportMarch()).toMatchObject({ state: 'SUCCESS', detail: { replaced: 1 } });
  const after = await month();
  expect(after.audiences).toHaveLength(2);
  expect(Number(after.exports[0].ssp_budget)).toBe(15);
}, 300_000);

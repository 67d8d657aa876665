/**
 * DMPs over HTTP (spec 2 §2.3, §3, §5; API.md "DMPs"): audiences read only and refreshed from the
 * analytics `dmp_audiences` table (FINAL: a row written twice is one audience) by the daily job
 * and before every export; `POST dmp/exports/` making one export per DMP of the month with the
 * budgets summed in the analytics database and its spreadsheet, replacing the DMP's earlier one;
 * the date required.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAnalytics } from '../analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows } from '../analytics/analytics-writer';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, type Row } from '../../../dev/fixtures/sales-fixtures';
import { audienceRefreshJob } from './audience-refresh';

let t: TestServer;
let alpha: number;
let beta: number;

beforeAll(async () => {
  t = await createTestServer();
  alpha = (await created(t, t.adminToken, 'dmp/', { name: 'Alpha DMP' })).id as number;
  beta = (await created(t, t.adminToken, 'dmp/', { name: 'Beta DMP' })).id as number;
  const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
  await insertAnalyticsRows(analytics, 'dmp_audiences', [
    { audience_id: 'a1', dmp_id: String(alpha), name: 'Old name', audience_group: 'Auto', cpm: 10 },
    { audience_id: 'a2', dmp_id: String(alpha), name: 'Mothers', audience_group: 'Family', cpm: 20.5 },
    { audience_id: 'x9', dmp_id: '999999', name: 'Nobody’s', audience_group: 'None', cpm: 1 },
  ]);
  // Written again by the ad server, not yet merged: FINAL reads the last one.
  await insertAnalyticsRows(analytics, 'dmp_audiences', [{ audience_id: 'a1', dmp_id: String(alpha), name: 'Car owners', audience_group: 'Auto', cpm: 12.25 }]);
  await insertAnalyticsRows(analytics, 'dmp_stats', [
    { day: '2026-03-01', dmp_id: String(alpha), audience_id: 'a1', impressions: 1000, ssp_amount: 100.1, dmp_amount: 10.01 },
    { day: '2026-03-31', dmp_id: String(alpha), audience_id: 'a1', impressions: 500, ssp_amount: 50.2, dmp_amount: 5.02 },
    { day: '2026-03-15', dmp_id: String(alpha), audience_id: 'a2', impressions: 300, ssp_amount: 30.03, dmp_amount: 3 },
    { day: '2026-03-15', dmp_id: String(beta), audience_id: 'b1', impressions: 7, ssp_amount: 0.7, dmp_amount: 0.07 },
    { day: '2026-04-01', dmp_id: String(alpha), audience_id: 'a1', impressions: 9999, ssp_amount: 999, dmp_amount: 99 },
  ]);
}, 90_000);
afterAll(async () => {
  await t?.close();
  await closeAnalytics();
});

async function exportMonth(payload: Record<string, unknown>) {
  const { token } = await t.userWithRole('USER');
  const answer = await t.call(token, { method: 'POST', url: '/api/dmp/exports/', payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return t.waitForTask(answer.json().taskId as string, 60_000);
}

async function sheetRows(fileId: number): Promise<unknown[][]> {
  const download = await t.call(t.adminToken, { method: 'GET', url: `/api/files/${fileId}/` });
  expect(download.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('DMP audiences', () => {
  it('are read only: no create, no change, no delete', async () => {
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/dmp/audiences/', payload: { audienceId: 'z', dmp: alpha } })).statusCode).toBeGreaterThanOrEqual(403);
    expect((await fetched(t, 'dmp/audiences/')).count).toBe(0);
  }, 120_000);

  it('are refreshed from the analytics database by the daily job, FINAL, only for our DMPs', async () => {
    const taskId = await t.ctx.jobs.enqueue(audienceRefreshJob, { userId: null });
    expect(await t.waitForTask(taskId, 60_000)).toMatchObject({ state: 'SUCCESS', detail: { detail: 'DMP audiences refreshed', created: 2 } });
    const list = await fetched(t, 'dmp/audiences/?ordering=audienceId');
    expect((list.results as Row[]).map((row) => [row.audienceId, row.name, row.group, Number(row.cpm), row.dmp])).toEqual([
      ['a1', 'Car owners', 'Auto', 12.25, alpha],
      ['a2', 'Mothers', 'Family', 20.5, alpha],
    ]);
    const audienceId = (list.results as Row[])[0].id;
    expect((await t.call(t.adminToken, { method: 'PATCH', url: `/api/dmp/audiences/${audienceId}/`, payload: { name: 'Typed' } })).statusCode).toBe(403);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/dmp/audiences/${audienceId}/` })).statusCode).toBeGreaterThanOrEqual(403);
  }, 120_000);
});

describe('DMP exports', () => {
  it('need a date: 400 and nothing written', async () => {
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/dmp/exports/', payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ detail: 'invalid form data', errors: { date: ['Required field'] } });
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/dmp/exports/', payload: { date: 'March' } })).statusCode).toBe(400);
    expect((await fetched(t, 'dmp/exports/?date__btw=2000-01-01,2100-01-01')).count).toBe(0);
  }, 120_000);

  it('make one export per DMP of the month with the budgets of dmp_stats and the audiences’ spreadsheet', async () => {
    expect(await exportMonth({ date: '2026-03-01' })).toMatchObject({ state: 'SUCCESS', detail: { detail: 'DMP export complete', created: 2 } });
    const list = await fetched(t, 'dmp/exports/?date__btw=2026-03-01,2026-04-01&ordering=dmp');
    expect((list.results as Row[]).map((row) => [row.date, row.dmp, Number(row.sspBudget), Number(row.dmpBudget)])).toEqual([
      ['2026-03-01', alpha, 180.33, 18.03],
      ['2026-03-01', beta, 0.7, 0.07],
    ]);
    expect(list.total).toMatchObject({ sspBudget: 181.03, dmpBudget: 18.1 });
    const rows = await sheetRows((list.results as Row[])[0].file as number);
    expect(rows).toEqual([
      ['Audience', 'Group', 'CPM', 'Impressions', 'SSP amount', 'DMP amount'],
      ['Car owners', 'Auto', 12.25, 1500, 150.3, 15.03],
      ['Mothers', 'Family', 20.5, 300, 30.03, 3],
      ['Total', undefined, undefined, 1800, 180.33, 18.03],
    ]);
  }, 120_000);

  it('replace the DMP’s earlier export of the month; the audiences are refreshed first', async () => {
    const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
    await insertAnalyticsRows(analytics, 'dmp_audiences', [{ audience_id: 'a3', dmp_id: String(alpha), name: 'Gamers', audience_group: 'Games', cpm: 3 }]);
    await insertAnalyticsRows(analytics, 'dmp_stats', [{ day: '2026-03-20', dmp_id: String(alpha), audience_id: 'a3', impressions: 10, ssp_amount: 1, dmp_amount: 0.5 }]);
    const before = await fetched(t, `dmp/exports/?date__btw=2026-03-01,2026-04-01&dmp=${beta}`);
    expect(await exportMonth({ date: '2026-03', dmp: alpha })).toMatchObject({ state: 'SUCCESS', detail: { created: 1, replaced: 1, scope: alpha } });
    const list = await fetched(t, 'dmp/exports/?date__btw=2026-03-01,2026-04-01&ordering=dmp');
    expect((list.results as Row[]).map((row) => [row.dmp, Number(row.sspBudget)])).toEqual([
      [alpha, 181.33],
      [beta, 0.7],
    ]);
    expect((list.results as Row[])[1].id).toBe((before.results as Row[])[0].id);
    expect((await fetched(t, 'dmp/audiences/?audienceId=a3')).count).toBe(1);
  }, 120_000);
});

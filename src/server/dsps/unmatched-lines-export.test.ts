/**
 * The unmatched lines' export read a page at a time (5,000 lines) and streamed into the file
 * store: a month of 12,000 lines, many of one day and marker across the pages' edges, comes out
 * whole, each line once, in day and marker order.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { streamedWorkbook } from '../../../dev/testing/streamed-workbook';
import { created } from '../../../dev/fixtures/sales-fixtures';
import { multipart } from '../files/multipart-body';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('the unmatched lines export', () => {
  it('gives every line of a month over several pages, each once', async () => {
    const entity = await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Pages', name: 'Pages', legalForm: 'LEGAL', billingInfo: { inn: '7707083893', kpp: '770701001' } });
    const contract = await created(t, t.adminToken, 'dsp/contract/', { legalEntity: entity.id, number: 'P-1', date: '2026-01-10' });
    await created(t, t.adminToken, 'dsp/', { id: 'pages', name: 'Pages', contract: contract.id, dspId: ['pages-1'], needSendOrd: false });
    const lines = 12_000;
    const day = (index: number) => `2026-05-${String(1 + (index % 3)).padStart(2, '0')}`;
    const bytes = await streamedWorkbook(['dsp_id', 'date', 'marker', 'impressions', 'budget'], lines, (index) => ['pages', day(index), `m-${index % 2}`, index, 1]);
    const uploaded = await t.call(t.adminToken, { method: 'POST', url: '/api/erir/dsp_info/', ...multipart([{ name: 'file', value: bytes, filename: 'pages.xlsx' }, { name: 'name', value: 'pages.xlsx' }]) });
    expect(uploaded.json()).toMatchObject({ taken: lines, errorsCount: 0 });

    const started = await t.call(t.adminToken, { method: 'POST', url: '/api/dsp/markers/', payload: { date: '2026-05-01', dsp: 'pages' } });
    const task = await t.waitForTask(started.json().taskId, 60_000);
    expect(task.state).toBe('SUCCESS');
    const download = await t.call(t.adminToken, { method: 'GET', url: `/api/files/temp/${(task.detail as { fileId: number }).fileId}/` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['dsp_id', 'date', 'marker', 'impressions', 'budget']);
    const body = rows.slice(1);
    expect(body.length).toBe(lines);
    expect(new Set(body.map((row) => row[3])).size).toBe(lines);
    const keys = body.map((row) => `${String(row[1])} ${String(row[2])}`);
    expect(keys).toEqual([...keys].sort());
  }, 300_000);
});

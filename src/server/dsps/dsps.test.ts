/**
 * The DSP side over HTTP (spec 2 §2.3, §3, §5, §9; API.md "Buying side", "DSPs"): DSP contracts'
 * defaults and their registry send (as publisher contracts, against a local VK ORD), DSPs (text
 * id, each identifier non-blank), the DSP spreadsheet upload (bad rows named, a DSP's month
 * replaced, the missed-marker row with budget, invoice budget and difference), the invoice
 * generation from the analytics `dsp_stats` (identifiers summed, the stated amount, VAT of the
 * contract, regeneration in place, PAID kept) and the export of the unmatched lines.
 */
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeAnalytics } from '../analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows } from '../analytics/analytics-writer';
import { multipart } from '../files/multipart-body';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { startVkOrd, vkOnlyOperatorEnv, type VkOrdService } from '../../../dev/testing/vk-ord-service';
import { created, fetched, type Row } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let vk: VkOrdService;
let legalEntityId: number;
let contractId: number;
const operatorEnv = vkOnlyOperatorEnv();

beforeAll(async () => {
  vk = await startVkOrd();
  t = await createTestServer();
  legalEntityId = (await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Demand', name: 'Demand', legalForm: 'LEGAL', billingInfo: { inn: '7707083893', kpp: '770701001' } })).id;
  contractId = (await created(t, t.adminToken, 'dsp/contract/', { legalEntity: legalEntityId, number: 'DSP-1', date: '2026-01-10', nds: 10, postponeDays: 30 })).id;
}, 90_000);
afterAll(async () => {
  operatorEnv.restore();
  await vk?.close();
  await t?.close();
  await closeAnalytics();
});
beforeEach(() => operatorEnv.use(vk));
afterEach(() => expect(vk.problems).toEqual([]));

describe('DSP contracts and DSPs', () => {
  it('a contract takes the defaults of spec 2 §9 and requires its fields', async () => {
    const contract = await created(t, t.adminToken, 'dsp/contract/', { legalEntity: legalEntityId, number: ' DSP-DEF ', date: '2026-01-15' });
    expect(contract).toMatchObject({ organisation: 4, postponeDays: 60, nds: 20, number: 'DSP-DEF', isUpdated: false });
    const bad = await t.call(t.adminToken, { method: 'POST', url: '/api/dsp/contract/', payload: { organisation: null, number: ' ', postponeDays: null } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ organisation: ['Required field'], legalEntity: ['Required field'], number: ['Required field'], date: ['Required field'], postponeDays: ['Required field'] });
  });

  it('a contract goes to VK after our organisation and the DSP as a service contract; its id lands on it', async () => {
    const contract = await created(t, t.adminToken, 'dsp/contract/', { legalEntity: legalEntityId, number: 'DSP-VK', date: '2026-02-01' });
    const response = await t.call(t.adminToken, { method: 'GET', url: `/api/dsp/contract/to_erir/${contract.id}/?api=VK` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.waitForTask(response.json().taskId)).toEqual({ state: 'SUCCESS', detail: { sent: 3, unchanged: 0 } });
    expect(vk.requests.at(-1)).toMatchObject({
      method: 'PUT',
      url: `/v1/contract/dc-${contract.id}`,
      body: { type: 'service', client_external_id: 'org-4', contractor_external_id: `le-${legalEntityId}`, date: '2026-02-01', serial: 'DSP-VK', subject_type: 'distribution' },
    });
    expect(await fetched(t, `dsp/contract/${contract.id}/`)).toMatchObject({ vkId: `dc-${contract.id}`, isUpdated: true });
    // Without `api`: every configured operator (VK alone here).
    const every = await t.call(t.adminToken, { method: 'GET', url: `/api/dsp/contract/to_erir/${contract.id}/` });
    expect(await t.waitForTask(every.json().taskId)).toEqual({ state: 'SUCCESS', detail: { sent: 0, unchanged: 3 } });
  });

  it('a DSP has a text id set at creation, a name, a contract and non-blank identifiers; needSendOrd defaults to true', async () => {
    const bad = await t.call(t.adminToken, { method: 'POST', url: '/api/dsp/', payload: { id: 'dsp-bad', name: ' ', dspId: ['ok', '  '] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contract', 'dspId', 'name']);
    const dsp = await created(t, t.adminToken, 'dsp/', { id: 'dsp-new', name: 'New DSP', contract: contractId, dspId: ['n1', 'n2'] });
    expect(dsp).toMatchObject({ id: 'dsp-new', needSendOrd: true, dspId: ['n1', 'n2'], contractName: 'DSP-1' });
    const renamed = await t.call(t.adminToken, { method: 'PATCH', url: '/api/dsp/dsp-new/', payload: { id: 'dsp-other' } });
    expect(renamed.statusCode).toBe(400);
  });
});

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('dsp');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(bytes: Buffer, filename = 'dsp.xlsx') {
  const body = multipart([
    { name: 'file', value: bytes, filename, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    { name: 'name', value: filename },
  ]);
  return t.call(t.adminToken, { method: 'POST', url: '/api/erir/dsp_info/', ...body });
}

const header = ['dsp_id', 'date', 'marker', 'impressions', 'budget'];

async function generate(date: string | undefined) {
  const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/dsp/invoice/generate/', payload: date ? { date } : {} });
  return answer;
}

describe('missed markers and DSP invoices', () => {
  it('upload, generate, regenerate in place, set paid and export the unmatched lines', async () => {
    await created(t, t.adminToken, 'dsp/', { id: 'alpha', name: 'Alpha', contract: contractId, dspId: ['a-1', 'a-2'] });
    await created(t, t.adminToken, 'dsp/', { id: 'beta', name: 'Beta', contract: contractId, dspId: ['b-1'], needSendOrd: false });
    await t.ctx.database.query("insert into creatives (marker) values ('known-marker')");

    const first = await upload(
      await xlsx([
        header,
        ['a-1', '2026-03-01', 'known-marker', 100, 10.005],
        ['alpha', '2026-03-02', 'lost-marker', 50, 20],
        ['zzz', '2026-03-02', 'x', 1, 1],
        ['a-2', '2026-03-40', 'x', 1, 1],
        ['a-2', '2026-03-03', ' ', 1, 1],
        ['a-2', '2026-03-03', 'x', -1, 1],
        ['a-2', '2026-03-03', 'x', 1, 'much'],
      ]),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      detail: 'Rows taken: 2',
      errors: ['Row 4: unknown DSP zzz', 'Row 5: bad date 2026-03-40', 'Row 6: no marker', 'Row 7: bad number of impressions -1', 'Row 8: bad budget much'],
    });
    // A second file of the same DSP and month replaces its lines; an empty file changes nothing.
    const second = await upload(await xlsx([header, ['a-1', '2026-03-01', 'known-marker', 100, 10.01], ['a-2', '2026-03-05', 'lost-marker', 70, 30], ['a-2', '2026-03-06', 'other-lost', 5, 60]]));
    expect(second.json()).toMatchObject({ taken: 3, errors: [] });
    expect((await upload(await xlsx([]))).json()).toMatchObject({ taken: 0 });
    expect((await upload(Buffer.from('dsp_id;date'), 'dsp.csv')).json()).toMatchObject({ detail: 'File must be .xlsx' });
    const markers = await fetched(t, 'dsp/markers/?date=2026-03-01');
    expect(markers.count).toBe(1);
    expect((markers.results as Row[])[0]).toMatchObject({ dsp: 'alpha', dspName: 'Alpha', date: '2026-03-01', budget: 100.01, invoiceBudget: 0, diff: 100.01 });

    const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
    await insertAnalyticsRows(analytics, 'dsp_stats', [
      { day: '2026-03-01', dsp_id: 'a-1', marker: 'known-marker', domain: 'a.example', impressions: 1000, amount: 40.10 },
      { day: '2026-03-15', dsp_id: 'a-2', marker: 'lost-marker', domain: 'a.example', impressions: 500, amount: 50.05 },
      { day: '2026-03-20', dsp_id: 'b-1', marker: 'm', domain: 'b.example', impressions: 7, amount: 33.33 },
      { day: '2026-04-01', dsp_id: 'b-1', marker: 'm', domain: 'b.example', impressions: 9, amount: 99.99 },
      { day: '2026-03-10', dsp_id: 'nobody', marker: 'm', domain: 'b.example', impressions: 9, amount: 11.11 },
    ]);

    const withoutDate = await generate(undefined);
    expect(withoutDate.statusCode).toBe(400);
    expect(withoutDate.json().detail).toBe('Cannot generate Invoices without specified date');
    const { token } = await t.userWithRole('USER');
    const started = await t.call(token, { method: 'POST', url: '/api/dsp/invoice/generate/', payload: { date: '2026-03-01' } });
    expect(started.statusCode, started.body).toBe(200);
    expect(await t.waitForTask(started.json().taskId, 30_000)).toMatchObject({ state: 'SUCCESS', detail: { detail: 'Invoices generation complete', created: 2 } });
    const invoices = await fetched(t, 'dsp/invoice/?date__btw=2026-03-01,2026-04-01&ordering=dsp');
    expect(invoices.results).toMatchObject([
      { dsp: 'alpha', date: '2026-03-01', impressions: 1500, dspAmount: 90.15, originalAmount: 100.01, diff: 9.86, amountWithoutNds: 100.01, amountWithNds: 110.01, needOrdReport: true, postponeDays: 30, paymentStatus: 'NOT_PAID', toPaySum: 110.01, status: 'NO_ORIGIN' },
      { dsp: 'beta', impressions: 7, dspAmount: 33.33, originalAmount: null, diff: 0, amountWithoutNds: 33.33, amountWithNds: 36.66, needOrdReport: false, paymentStatus: 'NOT_PAID' },
    ]);
    expect(invoices.total).toMatchObject({ dspAmount: 123.48, amountWithNds: 146.67 });
    expect((await fetched(t, 'dsp/markers/?date=2026-03-01')).results).toMatchObject([{ budget: 100.01, invoiceBudget: 100.01, diff: 0 }]);

    // Set paid = PATCH paymentAmount to amountWithNds; a part payment and the act number stay through a regeneration; PAID is never changed.
    const [alpha, beta] = invoices.results as Row[];
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/dsp/invoice/${alpha.id}/`, payload: { paymentAmount: 10, actNumber: 'A-7' } });
    const paid = await t.call(t.adminToken, { method: 'PATCH', url: `/api/dsp/invoice/${beta.id}/`, payload: { paymentAmount: beta.amountWithNds } });
    expect(paid.json()).toMatchObject({ paymentStatus: 'PAID', toPaySum: 0 });
    await insertAnalyticsRows(analytics, 'dsp_stats', [
      { day: '2026-03-21', dsp_id: 'b-1', marker: 'm', domain: 'b.example', impressions: 1, amount: 1.00 },
      { day: '2026-03-21', dsp_id: 'a-1', marker: 'm', domain: 'b.example', impressions: 1, amount: 1.00 },
    ]);
    const again = await generate('2026-03-15');
    expect(await t.waitForTask(again.json().taskId, 30_000)).toMatchObject({ state: 'SUCCESS', detail: { created: 0, replaced: 1, kept: 1 } });
    const after = (await fetched(t, 'dsp/invoice/?date__btw=2026-03-01,2026-04-01&ordering=dsp')).results as Row[];
    expect(after).toMatchObject([
      { id: alpha.id, dspAmount: 91.15, paymentAmount: 10, actNumber: 'A-7', paymentStatus: 'PARTIALLY_PAID' },
      { id: beta.id, dspAmount: 33.33, paymentStatus: 'PAID' },
    ]);

    // The unmatched lines of Alpha in March: the markers no creative has.
    const exported = await t.call(t.adminToken, { method: 'POST', url: '/api/dsp/markers/', payload: { date: '2026-03-01', dsp: 'alpha' } });
    expect(exported.statusCode, exported.body).toBe(200);
    const task = await t.waitForTask(exported.json().taskId, 30_000);
    expect(task.state).toBe('SUCCESS');
    const download = await t.call(t.adminToken, { method: 'GET', url: `/api/files/temp/${(task.detail as { fileId: number }).fileId}/` });
    expect(download.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['dsp_id', 'date', 'marker', 'impressions', 'budget'],
      ['alpha', '2026-03-05', 'lost-marker', 70, 30],
      ['alpha', '2026-03-06', 'other-lost', 5, 60],
    ]);
    // The export uploads back unchanged: every line taken, no error.
    const back = await upload(download.rawPayload, 'missed.xlsx');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ taken: 2, errors: [], errorsCount: 0, errorsFileId: null });
  }, 120_000);

  it('a hand-made invoice needs its figures', async () => {
    const bad = await t.call(t.adminToken, { method: 'POST', url: '/api/dsp/invoice/', payload: { dsp: 'alpha', amountWithoutNds: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amountWithNds', 'amountWithoutNds', 'dspAmount']);
  });
});

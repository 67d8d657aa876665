/**
 * Publisher invoices and reports over HTTP (spec 2 §2.2, §3, §5; API.md "Buying side"): the
 * month generation from the analytics figures and the non-media uploads (one invoice per
 * publisher with figures, in place, PAID never changed, regenerate for one publisher), the
 * computed payment status, to pay and totals, set paid as a PATCH, hand-made invoices' rules, the
 * five statistics exports with their total row, and the publisher reports with their states.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAnalytics } from '../analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows, type PublisherStatsRow } from '../analytics/analytics-writer';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, type Row } from '../../../dev/fixtures/sales-fixtures';
import { nonMediaFigures } from './nonmedia-figures-table';

let t: TestServer;
let alpha: Row;
let beta: Row;

const stat = (row: Partial<PublisherStatsRow>): PublisherStatsRow => ({
  day: '2026-03-10',
  source_kind: 'PANEL',
  source_id: 'pan-a',
  domain: 'a.example',
  format: 'BANNER',
  placement: 'top',
  marker: 'M1',
  impressions: 100,
  clicks: 1,
  amount: 10,
  ...row,
});

beforeAll(async () => {
  t = await createTestServer();
  const legalEntity = await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Pub', name: 'Pub', legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } });
  const contract10 = await created(t, t.adminToken, 'publisher_contracts/', { legalEntity: legalEntity.id, number: 'PC-10', date: '2026-01-10', nds: 10 });
  const contract20 = await created(t, t.adminToken, 'publisher_contracts/', { legalEntity: legalEntity.id, number: 'PC-20', date: '2026-01-10' });
  alpha = await created(t, t.adminToken, 'publishers/', { name: 'Alpha', contract: contract10.id });
  beta = await created(t, t.adminToken, 'publishers/', { name: 'Beta', contract: contract20.id, type: 'PANEL' });
  await created(t, t.adminToken, 'publishers/ssp/', { id: 'ssp-a', name: 'SSP A', publisher: alpha.id });
  await created(t, t.adminToken, 'publishers/nonmedia/', { id: 'nm-a', name: 'NM A', publisher: alpha.id });
  const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
  await insertAnalyticsRows(analytics, 'panels', [
    { id: 'pan-a', name: 'Panel A', email: 'a@x.example', status: 'ACTIVE', places: 1, in_monkey: 0 },
    { id: 'pan-b', name: 'Panel B', email: 'b@x.example', status: 'ACTIVE', places: 1, in_monkey: 0 },
  ]);
  const sync = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/panel/sync/', payload: {} });
  await t.waitForTask(sync.json().taskId as string, 30_000);
  await t.call(t.adminToken, { method: 'PATCH', url: '/api/publishers/panel/pan-a/', payload: { publisher: alpha.id } });
  await t.call(t.adminToken, { method: 'PATCH', url: '/api/publishers/panel/pan-b/', payload: { publisher: beta.id } });
  await insertAnalyticsRows(analytics, 'publisher_stats', [
    stat({ placement: 'top', amount: 10.11 }),
    stat({ placement: 'top', day: '2026-03-11', amount: 0.01, impressions: 5, clicks: 0 }),
    stat({ placement: 'side', domain: 'b.example', format: 'VIDEO', amount: 5.5, impressions: 50, clicks: 2 }),
    stat({ source_kind: 'SSP', source_id: 'ssp-a', amount: 100, impressions: 1000 }),
    stat({ source_id: 'pan-b', amount: 7, impressions: 70 }),
    stat({ source_id: 'pan-b', day: '2026-04-02', amount: 1000 }),
    stat({ source_kind: 'SSP', source_id: 'nobody', amount: 999 }),
  ]);
  await t.ctx.database.db.insert(nonMediaFigures).values({ nonMediaId: 'nm-a', day: '2026-03-05', impressions: 10, amount: '3.33' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await closeAnalytics();
});

async function generate(payload: Record<string, unknown>, token = t.adminToken) {
  const answer = await t.call(token, { method: 'POST', url: '/api/publishers/invoices/generate/', payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return t.waitForTask(answer.json().taskId as string, 60_000);
}

const march = 'date__btw=2026-03-01,2026-04-01';
const invoicesOf = async (query = '') => (await fetched(t, `publishers/invoices/?${march}&ordering=publisher${query}`)) as unknown as { count: number; total: Record<string, number>; results: Row[] };

describe('publisher invoices', () => {
  it('refuse a generation without date with the specification text', async () => {
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/invoices/generate/', payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().detail).toBe('Cannot generate Invoices without specified date');
  });

  it('are generated per publisher with figures, any user may, with the totals of the month', async () => {
    const { token } = await t.userWithRole('USER');
    expect((await generate({ date: '2026-03-01' }, token)).state).toBe('SUCCESS');
    const list = await invoicesOf();
    expect(list.count).toBe(2);
    const [a, b] = list.results;
    // Alpha: panel 10.11 + 0.01 + 5.5, SSP 100, non-media 3.33; VAT 10 %.
    expect(a).toMatchObject({ publisher: alpha.id, date: '2026-03-01', impressions: 1165, panelAmount: 15.62, amountWithoutNds: 118.95, nds: 10, amountWithNds: 130.85, paymentAmount: 0, paymentStatus: 'NOT_PAID', toPaySum: 130.85, status: 'NO_ORIGIN', type: 'REGULAR' });
    expect(b).toMatchObject({ publisher: beta.id, impressions: 70, panelAmount: 7, amountWithoutNds: 7, nds: 20, amountWithNds: 8.4, type: 'PANEL' });
    expect(list.total).toMatchObject({ impressions: 1235, panelAmount: 22.62, amountWithoutNds: 125.95, amountWithNds: 139.25, paymentAmount: 0, toPaySum: 139.25 });
    expect((await invoicesOf('&type=REGULAR')).count).toBe(1);
  });

  it('are updated in place on regeneration, keep what people typed, never change a PAID one; regenerate for one publisher', async () => {
    const [a, b] = (await invoicesOf()).results;
    const typed = await t.call(t.adminToken, { method: 'PATCH', url: `/api/publishers/invoices/${a.id}/`, payload: { paymentAmount: 30, actNumber: 'A-1', comment: 'typed', status: 'SIGNED_EDO' } });
    expect(typed.json()).toMatchObject({ paymentStatus: 'PARTIALLY_PAID', toPaySum: 100.85 });
    // set paid = PATCH paymentAmount to amountWithNds
    const paid = await t.call(t.adminToken, { method: 'PATCH', url: `/api/publishers/invoices/${b.id}/`, payload: { paymentAmount: 8.4 } });
    expect(paid.json()).toMatchObject({ paymentStatus: 'PAID', toPaySum: 0 });
    const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
    await insertAnalyticsRows(analytics, 'publisher_stats', [stat({ amount: 1, impressions: 1, clicks: 0 }), stat({ source_id: 'pan-b', amount: 1, impressions: 1 })]);
    expect((await generate({ date: '2026-03-15' })).detail).toMatchObject({ created: 0, replaced: 1, kept: 1 });
    const [a2, b2] = (await invoicesOf()).results;
    expect(a2).toMatchObject({ id: a.id, amountWithoutNds: 119.95, amountWithNds: 131.95, paymentAmount: 30, actNumber: 'A-1', comment: 'typed', status: 'SIGNED_EDO' });
    expect(b2).toMatchObject({ id: b.id, amountWithoutNds: 7, amountWithNds: 8.4, paymentStatus: 'PAID' });
    await insertAnalyticsRows(analytics, 'publisher_stats', [stat({ amount: 1, impressions: 1, clicks: 0 })]);
    expect((await generate({ date: '2026-03-01', publisher: alpha.id })).detail).toMatchObject({ replaced: 1, scope: alpha.id });
    expect((await fetched(t, `publishers/invoices/${a.id}/`)).amountWithoutNds).toBe(120.95);
    const history = (await fetched(t, `publishers/invoices/${a.id}/history/`)) as unknown as unknown[];
    expect(history.length).toBeGreaterThanOrEqual(3);
  });

  it('are made by hand with their rules: required fields, non-zero amounts, the publisher only at creation', async () => {
    const refused = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/invoices/', payload: { amountWithoutNds: 0, paymentAmount: null } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['amountWithNds', 'amountWithoutNds', 'date', 'paymentAmount', 'publisher']);
    const made = await created(t, t.adminToken, 'publishers/invoices/', { date: '2026-05-01', publisher: alpha.id, amountWithoutNds: 100, nds: 20, paymentAmount: 0 });
    expect(made).toMatchObject({ amountWithNds: 120, status: 'NO_ORIGIN', paymentStatus: 'NOT_PAID' });
    const moved = await t.call(t.adminToken, { method: 'PATCH', url: `/api/publishers/invoices/${made.id}/`, payload: { publisher: beta.id } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.publisher).toBeDefined();
  });
});

async function exportBook(invoice: number, type: string) {
  const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/exports/', payload: { invoice, type } });
  expect(answer.statusCode, answer.body).toBe(200);
  const task = await t.waitForTask(answer.json().taskId as string, 60_000);
  expect(task.state, JSON.stringify(task.detail)).toBe('SUCCESS');
  const fileId = (task.detail as { fileId: number }).fileId;
  const file = await t.call(t.adminToken, { method: 'GET', url: `/api/files/temp/${fileId}/` });
  expect(file.statusCode).toBe(200);
  expect(String(file.headers['content-disposition'])).toContain(`2026-03_${type}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('statistics exports', () => {
  it('group the invoice publisher PANEL figures of the month, with a total row equal to their sums', async () => {
    const [a] = (await invoicesOf()).results;
    expect(await exportBook(a.id, 'PANEL_PLACEMENTS')).toEqual([
      ['Placement', 'Impressions', 'Clicks', 'Amount'],
      ['side', 50, 2, 5.5],
      ['top', 107, 1, 12.12],
      ['Total', 157, 3, 17.62],
    ]);
    expect(await exportBook(a.id, 'PANEL_DOMAINS_FORMATS')).toEqual([
      ['Domain', 'Format', 'Impressions', 'Clicks', 'Amount'],
      ['a.example', 'BANNER', 107, 1, 12.12],
      ['b.example', 'VIDEO', 50, 2, 5.5],
      ['Total', undefined, 157, 3, 17.62],
    ]);
    for (const type of ['PANEL_DOMAINS', 'PANEL_FORMATS', 'PANEL_DOMAINS_PLACEMENTS']) expect((await exportBook(a.id, type)).at(-1)).toContain(17.62);
  });

  it('refuse an unknown type or invoice', async () => {
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/exports/', payload: { invoice: 1, type: 'NOPE' } })).statusCode).toBe(400);
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/exports/', payload: { invoice: 999999, type: 'PANEL_DOMAINS' } })).statusCode).toBe(400);
  });
});

describe('publisher reports', () => {
  it('need the publisher when by domains; run their task and keep their state and file', async () => {
    const refused = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/reports/', payload: { date: '2026-03-01', domains: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.publisher).toBeDefined();
    const report = await created(t, t.adminToken, 'publishers/reports/', { date: '2026-03-01', domains: false });
    expect(report).toMatchObject({ state: 'queued', taskId: expect.any(String) });
    expect((await t.waitForTask(String(report.taskId), 60_000)).state).toBe('SUCCESS');
    const done = await fetched(t, `publishers/reports/${report.id}/`);
    expect(done).toMatchObject({ state: 'success', file: expect.any(Number), fileName: '2026-03_publishers.xlsx' });
    const listed = await t.call(t.adminToken, { method: 'GET', url: `/api/publishers/reports/?id=${report.id}` });
    expect(listed.json().results[0]).toMatchObject({ file: done.file, fileName: '2026-03_publishers.xlsx' });
    const byDomain = await created(t, t.adminToken, 'publishers/reports/', { date: '2026-03-01', domains: true, publisher: alpha.id });
    expect((await t.waitForTask(String(byDomain.taskId), 60_000)).state).toBe('SUCCESS');
    const file = await t.call(t.adminToken, { method: 'GET', url: `/api/files/${(await fetched(t, `publishers/reports/${byDomain.id}/`)).file}/` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Publisher', 'Domain', 'Impressions', 'Clicks', 'Amount']);
    expect(rows.map((row) => row[1])).toEqual(['Domain', 'a.example', 'b.example', 'Non-media']);
  });
});

describe('collections without create or delete', () => {
  it('answer 405 to them', async () => {
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/panel/', payload: {} })).statusCode).toBe(405);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: '/api/publishers/panel/pan-a/' })).statusCode).toBe(405);
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/orders/accounting/', payload: {} });
    expect(answer.json()).toMatchObject({ detail: 'Method "POST" not allowed.', code: 'request.methodNotAllowed', values: { method: 'POST' } });
  });
});

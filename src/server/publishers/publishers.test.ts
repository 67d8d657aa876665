/**
 * The publisher side over HTTP (spec 2 §2.2, §3, §5, §9; API.md "Buying side"): publisher
 * contracts' defaults and validation, publishers and the sources their lists move, text ids set
 * at creation only, panels without create or delete, the panel sync from the analytics `panels`
 * table over ClickHouse's HTTP protocol (the stand-in over chDB) and with the database down, and
 * the non-media upload: bad rows named, good rows kept, an empty file changing nothing.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeAnalytics } from '../analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows } from '../analytics/analytics-writer';
import { multipart } from '../files/multipart-body';
import { startClickHouseStandIn, type ClickHouseStandIn } from '../../../dev/testing/clickhouse-stand-in';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, type Row } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let clickHouse: ClickHouseStandIn;
let legalEntityId: number;

beforeAll(async () => {
  t = await createTestServer();
  legalEntityId = (await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Publisher', name: 'Publisher', legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } })).id;
  clickHouse = await startClickHouseStandIn({ path: path.join(t.ctx.config.dataDir, 'analytics'), user: 'stats', password: 'secret' });
}, 90_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await t?.close();
  await clickHouse?.close();
  await closeAnalytics();
});
afterEach(() => vi.unstubAllEnvs());

const contractPayload = (extra: Record<string, unknown> = {}) => ({ legalEntity: legalEntityId, number: 'PC-1', date: '2026-01-15', ...extra });

describe('publisher contracts', () => {
  it('take the defaults of spec 2 §9: the 4th billing organisation, 60 days, VAT 20', async () => {
    const contract = await created(t, t.adminToken, 'publisher_contracts/', contractPayload({ number: '  PC-DEF  ' }));
    expect(contract).toMatchObject({ organisation: 4, organisationName: 'Publisher billing organisation', postponeDays: 60, nds: 20, number: 'PC-DEF', isUpdated: false, ordId: null });
  });

  it('require organisation, legal entity, number, signing date and payment delay; nothing is written', async () => {
    const { token } = await t.userWithRole('USER');
    const before = (await fetched(t, 'publisher_contracts/')).count;
    const answer = await t.call(token, { method: 'POST', url: '/api/publisher_contracts/', payload: { organisation: null, number: '   ', postponeDays: null, nds: -1 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      detail: 'invalid form data',
      errors: { organisation: ['Required field'], legalEntity: ['Required field'], number: ['Required field'], date: ['Required field'], postponeDays: ['Required field'] },
    });
    expect(answer.json().errors.nds).toHaveLength(1);
    expect((await fetched(t, 'publisher_contracts/')).count).toBe(before);
  });

  it('are filtered by number, as the table does after a save', async () => {
    await created(t, t.adminToken, 'publisher_contracts/', contractPayload({ number: 'PC-FIND-77' }));
    const list = await fetched(t, 'publisher_contracts/?number__cnt=find-77');
    expect(list.count).toBe(1);
    expect((list.results as Row[])[0]).toMatchObject({ number: 'PC-FIND-77', legalEntityName: 'Publisher' });
  });
});

describe('publishers and their sources', () => {
  it('need a name and a contract; the type defaults to REGULAR', async () => {
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/', payload: { name: ' ' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ name: ['Required field'], contract: ['Required field'] });
    const contract = await created(t, t.adminToken, 'publisher_contracts/', contractPayload());
    expect(await created(t, t.adminToken, 'publishers/', { name: 'Plain', contract: contract.id })).toMatchObject({ type: 'REGULAR', panels: [], ssps: [], nonmedia: [] });
  });

  it('SSP and non-media ids are typed at creation, unique, and cannot change', async () => {
    const missing = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/ssp/', payload: { name: 'No id' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ id: ['Required field'] });
    const ssp = await created(t, t.adminToken, 'publishers/ssp/', { id: ' ssp-a ', name: 'SSP A' });
    expect(ssp).toMatchObject({ id: 'ssp-a', name: 'SSP A', publisher: null });
    const again = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/ssp/', payload: { id: 'ssp-a', name: 'Twice' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ id: ['An item with this id already exists'] });
    const renamed = await t.call(t.adminToken, { method: 'PUT', url: '/api/publishers/ssp/ssp-a/', payload: { id: 'ssp-b', name: 'SSP A' } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ id: ['This value can be set only when the item is created'] });
    const nameless = await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/nonmedia/', payload: { id: 'nm-x' } });
    expect(nameless.json().errors).toEqual({ name: ['Required field'] });
  });

  it("writing a publisher's lists moves those sources to it", async () => {
    const contract = await created(t, t.adminToken, 'publisher_contracts/', contractPayload());
    await created(t, t.adminToken, 'publishers/ssp/', { id: 'ssp-move', name: 'Moving SSP' });
    await created(t, t.adminToken, 'publishers/nonmedia/', { id: 'nm-move', name: 'Moving non-media' });
    const first = await created(t, t.adminToken, 'publishers/', { name: 'First', contract: contract.id, ssps: ['ssp-move'], nonmedia: ['nm-move'] });
    expect(first).toMatchObject({ ssps: ['ssp-move'], nonmedia: ['nm-move'] });
    expect(await fetched(t, 'publishers/ssp/ssp-move/')).toMatchObject({ publisher: first.id, publisherName: 'First' });
    const second = await created(t, t.adminToken, 'publishers/', { name: 'Second', contract: contract.id, ssps: ['ssp-move'] });
    expect(await fetched(t, `publishers/${first.id}/`)).toMatchObject({ ssps: [], nonmedia: ['nm-move'] });
    expect(await fetched(t, 'publishers/ssp/ssp-move/')).toMatchObject({ publisher: second.id });
  });
});

async function sync(token = t.adminToken) {
  const answer = await t.call(token, { method: 'POST', url: '/api/publishers/panel/sync/', payload: {} });
  expect(answer.statusCode, answer.body).toBe(200);
  return t.waitForTask(answer.json().taskId as string, 30_000);
}

describe('panels', () => {
  it('have no create and no delete for anyone', async () => {
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/publishers/panel/', payload: { id: 'p-new' } })).statusCode).toBe(405);
  });

  it('sync from the analytics panels table over HTTP: created, updated, our publisher and comment kept, a panel that left stays', async () => {
    const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
    await insertAnalyticsRows(analytics, 'panels', [
      { id: 'pan-1', name: 'Panel one', email: 'one@panel.example', status: 'ACTIVE', places: 3, in_monkey: 1 },
      { id: 'pan-2', name: 'Panel two', email: 'two@panel.example', status: 'INACTIVE', places: 0, in_monkey: 0 },
    ]);
    vi.stubEnv('CLICKHOUSE_URL', clickHouse.url);
    vi.stubEnv('CLICKHOUSE_USER', 'stats');
    vi.stubEnv('CLICKHOUSE_PASSWORD', 'secret');
    const { token } = await t.userWithRole('USER');
    expect(await sync(token)).toEqual({ state: 'SUCCESS', detail: 'Sync completed successfully' });
    expect(clickHouse.statements.some((statement) => statement.includes('FROM panels FINAL'))).toBe(true);
    expect(await fetched(t, 'publishers/panel/pan-1/')).toMatchObject({ name: 'Panel one', email: 'one@panel.example', status: 'ACTIVE', places: 3, inMonkey: true, publisher: null });

    const contract = await created(t, t.adminToken, 'publisher_contracts/', contractPayload());
    const owner = await created(t, t.adminToken, 'publishers/', { name: 'Panel owner', contract: contract.id, type: 'PANEL', panels: ['pan-1'] });
    const commented = await t.call(t.adminToken, { method: 'PATCH', url: '/api/publishers/panel/pan-1/', payload: { comment: 'ours', name: 'typed name is ignored' } });
    expect(commented.statusCode, commented.body).toBe(200);
    // The panel system renames pan-1 and drops pan-2 (a later version of the row, before any merge).
    await insertAnalyticsRows(analytics, 'panels', [{ id: 'pan-1', name: 'Panel one renamed', email: 'one@panel.example', status: 'BLOCKED', places: 5, in_monkey: 0 }]);
    await analytics.command('ALTER TABLE panels DELETE WHERE id = {id:String}', { id: 'pan-2' });
    expect(await sync()).toEqual({ state: 'SUCCESS', detail: 'Sync completed successfully' });
    expect(await fetched(t, 'publishers/panel/pan-1/')).toMatchObject({
      name: 'Panel one renamed',
      status: 'BLOCKED',
      places: 5,
      inMonkey: false,
      publisher: owner.id,
      publisherType: 'PANEL',
      comment: 'ours',
    });
    expect(await fetched(t, 'publishers/panel/pan-2/')).toMatchObject({ name: 'Panel two' });
    const history = (await fetched(t, 'publishers/panel/pan-1/history/')) as unknown as Array<{ changes: Record<string, unknown> }>;
    expect(history.some((entry) => JSON.stringify(entry.changes).includes('Panel one renamed'))).toBe(true);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: '/api/publishers/panel/pan-1/' })).statusCode).toBe(405);
  });

  it('a sync with the analytics database down fails naming it, and writes nothing', async () => {
    vi.stubEnv('CLICKHOUSE_URL', 'http://127.0.0.1:9');
    const before = (await fetched(t, 'publishers/panel/')).count;
    const task = await sync();
    expect(task).toMatchObject({ state: 'FAILURE', code: 'analytics.failed' });
    expect(String(task.detail)).toContain('The analytics database (ClickHouse at http://127.0.0.1:9) failed');
    expect((await fetched(t, 'publishers/panel/')).count).toBe(before);
  });
});

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('nonmedia');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(bytes: Buffer, filename = 'figures.xlsx', token = t.adminToken) {
  const body = multipart([
    { name: 'file', value: bytes, filename, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    { name: 'name', value: filename },
  ]);
  return t.call(token, { method: 'POST', url: '/api/erir/nonmedia/', ...body });
}

const figures = async () =>
  (await t.ctx.database.query("select nonmedia_id, day::text as day, impressions::int as impressions, amount::text as amount from nonmedia_figures order by nonmedia_id, day")).rows;

describe('the non-media upload', () => {
  it('keeps the good rows, names each bad one with its row number and why; a second upload replaces a day', async () => {
    await created(t, t.adminToken, 'publishers/nonmedia/', { id: 'nm-1', name: 'Radio' });
    await created(t, t.adminToken, 'publishers/nonmedia/', { id: 'nm-2', name: 'Outdoor' });
    const { token } = await t.userWithRole('USER');
    const answer = await upload(
      await xlsx([
        ['nonmedia_id', 'date', 'impressions', 'amount'],
        ['nm-1', '2026-03-01', 1000, 150.555],
        ['nm-x', '2026-03-01', 10, 1],
        ['nm-2', '2026-02-30', 10, 1],
        ['nm-2', new Date(Date.UTC(2026, 2, 2)), 'many', 1],
        ['nm-2', '02.03.2026', 20, 'much'],
        [],
        ['nm-2', '03.03.2026', '500', '99,5'],
      ]),
      'figures.xlsx',
      token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      detail: 'Rows taken: 2',
      taken: 2,
      errors: ['Row 3: unknown non-media source nm-x', 'Row 4: bad date 2026-02-30', 'Row 5: bad number of impressions many', 'Row 6: bad amount much'],
    });
    expect(answer.json().problems[0]).toEqual({ key: 'Row {{row}}: unknown non-media source {{id}}', values: { row: 3, id: 'nm-x' } });
    expect(await figures()).toEqual([
      { nonmedia_id: 'nm-1', day: '2026-03-01', impressions: 1000, amount: '150.56' },
      { nonmedia_id: 'nm-2', day: '2026-03-03', impressions: 500, amount: '99.50' },
    ]);

    const again = await upload(await xlsx([['nonmedia_id', 'date', 'impressions', 'amount'], ['nm-1', '2026-03-01', 7, 0.5]]));
    expect(again.json()).toMatchObject({ taken: 1, errors: [] });
    expect((await figures())[0]).toEqual({ nonmedia_id: 'nm-1', day: '2026-03-01', impressions: 7, amount: '0.50' });
  });

  it('changes nothing for an empty file or a header alone; refuses a file that is not .xlsx and a wrong header', async () => {
    const before = await figures();
    expect((await upload(await xlsx([]))).json()).toMatchObject({ taken: 0, errors: [] });
    expect((await upload(await xlsx([['nonmedia_id', 'date', 'impressions', 'amount']]))).json()).toMatchObject({ taken: 0, errors: [] });
    const csv = await upload(Buffer.from('nonmedia_id,date,impressions,amount\nnm-1,2026-03-01,1,1\n'), 'figures.csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toMatchObject({ detail: 'File must be .xlsx', code: 'publishers.notXlsx' });
    const renamed = await upload(Buffer.from('not a zip at all'), 'figures.xlsx');
    expect(renamed.json()).toMatchObject({ detail: 'File must be .xlsx' });
    const header = await upload(await xlsx([['id', 'day', 'shows', 'sum'], ['nm-1', '2026-03-01', 1, 1]]));
    expect(header.statusCode).toBe(400);
    expect(header.json().detail).toBe('The first row must be: nonmedia_id, date, impressions, amount');
    expect(await figures()).toEqual(before);
  });
});

/**
 * The domain inventory's API (API.md "Domain inventory"; spec 2 §3, §5, §6, §7.4, §8): "To
 * domain", the batch upload and its template, the inventory refresh from `domain_stats` in the
 * embedded analytics database (chDB) to the kopeck, the custom white-label file, permissions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../domain/core/calendar/business-day';
import { inventoryWindow } from '../../domain/domains/inventory-window';
import { closeAnalytics } from '../analytics/analytics-connection';
import { serverAnalyticsWriter, insertAnalyticsRows, type DomainStatsRow } from '../analytics/analytics-writer';
import { multipart } from '../files/multipart-body';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, type Row } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 300_000);
afterAll(async () => {
  await t?.close();
  await closeAnalytics();
});

async function workbook(rows: string[][], header: string[] = ['domain', 'platform', 'theme', 'format', 'content type', 'owner', 'tags', 'comment']): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Domains');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetRows(data: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
  return rows;
}

const upload = (token: string, file: Buffer, name = 'domains.xlsx') =>
  t.call(token, { method: 'POST', url: '/api/domains/batch/', ...multipart([{ name: 'file', value: file, filename: name }, { name: 'name', value: name }]) });

const listOf = async (path: string) => (await fetched(t, path)).results as Row[];

describe('To domain', () => {
  it('makes the domain of a platform once: 201, then 200 with the same domain; 404 for an unknown platform', async () => {
    const { token } = await t.userWithRole('USER');
    const platform = await created(t, t.adminToken, 'domains/platforms/', { name: 'Connect.Example' });
    const first = await t.call(token, { method: 'POST', url: '/api/domains/connect/', payload: { platformId: platform.id } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ platform: platform.id, domain: 'connect.example', status: 'NO_CHECKED' });
    const again = await t.call(token, { method: 'POST', url: '/api/domains/connect/', payload: { platformId: platform.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, detail: 'The domain connect.example already existed', code: 'domains.connectExists', values: { domain: 'connect.example' } });
    expect(first.json().code).toBeUndefined();
    expect((await t.call(token, { method: 'POST', url: '/api/domains/connect/', payload: { platformId: 999999 } })).statusCode).toBe(404);
    expect((await t.call(token, { method: 'POST', url: '/api/domains/connect/', payload: {} })).json()).toMatchObject({ errors: { platformId: ['Required field'] } });
  });
});

describe('batch upload', () => {
  it('serves the template with the upload\'s columns', async () => {
    const answer = await t.call(t.adminToken, { method: 'GET', url: '/api/static/domains_template.xlsx' });
    expect(answer.statusCode).toBe(200);
    expect(await sheetRows(answer.rawPayload)).toEqual([['domain', 'platform', 'theme', 'format', 'content type', 'owner', 'tags', 'comment']]);
  });

  it('adds new domains, updates existing ones, creates platforms and tags, and names each row it refused', async () => {
    await created(t, t.adminToken, 'domains/themes/', { name: 'News' });
    await created(t, t.adminToken, 'domains/tags/', { name: 'premium' });
    const platform = await created(t, t.adminToken, 'domains/platforms/', { name: 'old.example' });
    const existing = (await t.call(t.adminToken, { method: 'POST', url: '/api/domains/connect/', payload: { platformId: platform.id } })).json() as Row;
    const file = await workbook([
      ['https://www.Fresh.example/news', '', 'news', 'Video', '', 'Ann', 'premium, sport', 'first'],
      ['', 'old.example', '', 'BANNER', '', '', 'sport', ''],
      ['10.1.2.3', '', '', '', '', '', '', ''],
      ['third.example', '', 'Cooking', '', '', '', '', ''],
      ['fourth.example', 'other.example', '', '', '', '', '', ''],
      ['fifth.example', '', '', 'AUDIO', '', '', 'never-made', ''],
    ]);
    const answer = await upload(t.adminToken, file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      detail: '1 added, 1 updated',
      code: 'domains.batchDone',
      values: { added: 1, updated: 1 },
      errors: [
        'Row 4: An IP address is not a domain name: 10.1.2.3',
        'Row 5: unknown theme "Cooking"',
        'Row 6: the domain fourth.example and the platform other.example are different sites',
        'Row 7: unknown format "AUDIO"',
      ],
    });
    // The same rows as catalogue keys and values, for the user's language.
    expect(answer.json().problems.slice(0, 2)).toEqual([
      { row: 4, reasons: [{ code: 'An IP address is not a domain name: {{value}}', values: { value: '10.1.2.3' } }] },
      { row: 5, reasons: [{ code: 'unknown theme "{{value}}"', values: { value: 'Cooking' } }] },
    ]);
    const tags = await listOf('domains/tags/?ordering=name');
    expect(tags.map((tag) => tag.name)).toEqual(['premium', 'sport']);
    const fresh = (await listOf('domains/?domain=fresh.example'))[0];
    expect(fresh).toMatchObject({ domain: 'fresh.example', themeName: 'News', format: 'VIDEO', owner: 'Ann', comment: 'first', status: 'NO_CHECKED' });
    expect([...(fresh.tags as number[])].sort()).toEqual(tags.map((tag) => tag.id).sort());
    expect(await fetched(t, `domains/${existing.id}/`)).toMatchObject({ format: 'BANNER', tags: [tags[1].id] });
    expect((await listOf('domains/platforms/?name=fresh.example')).length).toBe(1);
    expect(await listOf('domains/platforms/?name=third.example,fifth.example')).toEqual([]);
  });

  it('changes nothing for an empty file and refuses what is not an .xlsx', async () => {
    const before = (await fetched(t, 'domains/')).count;
    expect((await upload(t.adminToken, await workbook([]))).json()).toMatchObject({ detail: '0 added, 0 updated', errors: [], problems: [] });
    expect((await fetched(t, 'domains/')).count).toBe(before);
    const text = await upload(t.adminToken, Buffer.from('domain\nx.example\n'), 'domains.csv');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ detail: 'File must be .xlsx', code: 'domains.notXlsx' });
    const noFile = await t.call(t.adminToken, { method: 'POST', url: '/api/domains/batch/', ...multipart([{ name: 'name', value: 'x.xlsx' }]) });
    expect(noFile.statusCode).toBe(400);
  });
});

describe('inventory refresh from the analytics database', () => {
  it('aggregates the last 30 days per site: formats, cookies, requests per format, bids, impressions, CPM and volume to the kopeck', async () => {
    const { from, to } = inventoryWindow(businessDay());
    const lastDay = new Date(new Date(`${to}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    const before = new Date(new Date(`${from}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    const row = (day: string, domain: string, format: string, requests: number, bids: number, impressions: number, amount: number, cookies: number): DomainStatsRow => ({ day, domain, format, requests, bids, impressions, amount, cookies });
    const analytics = await serverAnalyticsWriter(t.ctx.config.dataDir, {});
    await insertAnalyticsRows(analytics, 'domain_stats', [
      row(from, 'alpha.example', 'BANNER', 1000, 500, 16, 0.01, 7),
      row(lastDay, 'Alpha.Example', 'VIDEO', 300, 100, 0, 12.34, 3),
      row(lastDay, 'alpha.example', 'INSTREAM', 20, 10, 0, 0, 1),
      row(before, 'alpha.example', 'BANNER', 99999, 9999, 9999, 999.99, 999),
      row(from, 'beta.example', 'NATIVE', 50, 5, 0, 0, 2),
      row(lastDay, 'gamma.example', 'BANNER', 10, 9, 3, 0.05, 1),
    ]);
    await created(t, t.adminToken, 'domains/wl/', { domain: 'Gamma.example', license: 'LICENSED' });
    await created(t, t.adminToken, 'domains/wl/', { domain: 'stale.example' });
    await t.ctx.database.query("update domain_wl set impressions = 77, volume = 12.5 where domain = 'stale.example'");

    const { token } = await t.userWithRole('USER');
    const answer = await t.call(token, { method: 'POST', url: '/api/domains/wl/refresh/' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await t.waitForTask(answer.json().taskId as string, 60_000)).toEqual({ state: 'SUCCESS', detail: 'Refresh from CH completed!' });

    const rows = new Map((await listOf('domains/wl/?ordering=domain')).map((r) => [r.domain, r]));
    expect([...rows.keys()]).toEqual(['alpha.example', 'beta.example', 'gamma.example', 'stale.example']);
    // alpha: 12.35 roubles over 16 impressions = 771.875 per mille, rounded half away from zero.
    expect(rows.get('alpha.example')).toMatchObject({
      formats: ['BANNER', 'INSTREAM', 'VIDEO'],
      cookieVolume: 11,
      bannerRequests: 1000,
      videoRequests: 300,
      instreamRequests: 20,
      bids: 610,
      impressions: 16,
      cpm: 771.88,
      volume: 12.35,
    });
    expect(rows.get('beta.example')).toMatchObject({ formats: ['NATIVE'], impressions: 0, cpm: 0, volume: 0, bannerRequests: 0 });
    // gamma existed: its figures are updated, what people wrote stays. 0.05 × 1000 / 3 = 16.666…
    expect(rows.get('gamma.example')).toMatchObject({ license: 'LICENSED', impressions: 3, cpm: 16.67, volume: 0.05, bannerRequests: 10 });
    expect(rows.get('stale.example')).toMatchObject({ impressions: 0, volume: 0, cpm: 0, formats: [] });
    expect((await fetched(t, 'domains/wl/?domain=alpha.example')).total).toEqual({ volume: 12.35 });
  });
});

describe('custom white-label list', () => {
  it('refuses an empty list with 400', async () => {
    for (const domains of ['', '  ', ' ,\n, ']) {
      const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/domains/wl/custom/', payload: { domains } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().detail).toMatch(/invalid form data|Enter at least one domain/);
    }
  });

  it('writes CustomWL_{day}.xlsx with the inventory row of each site and the ones not in the inventory', async () => {
    await created(t, t.adminToken, 'domains/wl/', { domain: 'listed.example', content: 'News portal', topThemes: ['news', 'sport'] });
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/domains/wl/custom/', payload: { domains: 'https://www.Listed.example/page\nmissing.example, listed.example' } });
    expect(answer.statusCode, answer.body).toBe(200);
    const task = await t.waitForTask(answer.json().taskId as string, 30_000);
    expect(task.state).toBe('SUCCESS');
    const fileId = (task.detail as { fileId: number }).fileId;
    const download = await t.call(t.adminToken, { method: 'GET', url: `/api/files/temp/${fileId}/` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`CustomWL_${businessDay()}.xlsx`);
    const rows = await sheetRows(download.rawPayload);
    expect(rows[0].slice(0, 5)).toEqual(['Domain', 'Top themes', 'Themes', 'Content', 'Audience sex']);
    expect(rows.slice(1).map((row) => [...row, '', '', ''].slice(0, 4))).toEqual([
      ['listed.example', 'news, sport', '', 'News portal'],
      ['missing.example', 'Not in the inventory', '', ''],
    ]);
  });
  it('writes the file in the language of the user who asked: labels, enum texts, yes/no and dates, not codes and ISO text (issue "Month close" 13)', async () => {
    const { id, token } = await t.userWithRole('USER');
    await t.ctx.database.query("update users set locale = 'ru' where id = $1", [id]);
    const row = await created(t, t.adminToken, 'domains/wl/', { domain: 'russian.example', audienceSex: 'FEMALE', availability: 'NOT_AVAILABLE', copyright: true });
    await t.ctx.database.query("update domain_wl set last_check_at = '2026-10-05T21:30:00Z' where id = $1", [row.id]);
    const answer = await t.call(token, { method: 'POST', url: '/api/domains/wl/custom/', payload: { domains: 'russian.example\nabsent.example' } });
    const task = await t.waitForTask(answer.json().taskId as string, 30_000);
    const download = await t.call(token, { method: 'GET', url: `/api/files/temp/${(task.detail as { fileId: number }).fileId}/` });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const cell = (label: string, line = 2) => sheet.getRow(line).getCell(headers.indexOf(label) + 1);
    expect(headers[0]).toBe('Домен');
    expect(cell('Пол аудитории').value).toBe('Женская');
    expect(cell('Доступность').value).toBe('Недоступен');
    expect(cell('Авторские права').value).toBe('Да');
    const checked = cell('Последняя проверка');
    expect(checked.value).toEqual(new Date(Date.UTC(2026, 9, 6, 0, 30)));
    expect(checked.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.getRow(3).getCell(2).value).toBe('Нет в инвентаре');
  });
});

describe('permissions', () => {
  it('lets only admins and managers run ping, enrichment or the Google export over the whole inventory (403 for a user); one domain stays open to all', async () => {
    const { token } = await t.userWithRole('USER');
    for (const [url, payload] of [
      ['/api/domains/wl/ping/', {}],
      ['/api/domains/wl/deepseek/', { type: 'AUDIENCE' }],
      ['/api/domains/wl/export/', {}],
    ] as const) {
      const refused = await t.call(token, { method: 'POST', url, payload });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'domains.wholeInventoryRole', detail: 'Only an admin or a manager may run this for the whole inventory' });
    }
    await created(t, t.adminToken, 'domains/wl/', { domain: 'one.example' });
    expect((await t.call(token, { method: 'POST', url: '/api/domains/wl/ping/', payload: { domain: 'one.example' } })).statusCode).toBe(200);
    const manager = await t.userWithRole('MANAGER');
    expect((await t.call(manager.token, { method: 'POST', url: '/api/domains/wl/ping/', payload: {} })).statusCode).toBe(200);
    await t.waitForJobs();
  });

  it('needs a session; users edit domains and the inventory, only admins delete them or write prompts', async () => {
    expect((await t.call(null, { method: 'POST', url: '/api/domains/wl/refresh/' })).statusCode).toBe(401);
    expect((await t.call(null, { method: 'POST', url: '/api/domains/batch/' })).statusCode).toBe(401);
    const { token } = await t.userWithRole('USER');
    const wl = await created(t, token, 'domains/wl/', { domain: 'users.example' });
    expect((await t.call(token, { method: 'PATCH', url: `/api/domains/wl/${wl.id}/`, payload: { id: wl.id, content: 'Blog' } })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'DELETE', url: `/api/domains/wl/${wl.id}/` })).statusCode).toBe(403);
    const prompt = { type: 'THEMATIC', systemText: 'You classify sites.', userText: 'Themes of {domain}?' };
    expect((await t.call(token, { method: 'POST', url: '/api/domains/wl/deepseek/prompt/', payload: prompt })).statusCode).toBe(403);
    const made = await created(t, t.adminToken, 'domains/wl/deepseek/prompt/', prompt);
    expect(made).toMatchObject(prompt);
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/domains/wl/deepseek/prompt/', payload: { type: 'AUDIENCE' } })).json()).toMatchObject({
      errors: { systemText: ['Required field'], userText: ['Required field'] },
    });
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/domains/wl/${wl.id}/` })).statusCode).toBe(204);
    // Domain: platform and status required (spec 2 §5).
    expect((await t.call(token, { method: 'POST', url: '/api/domains/', payload: { status: null } })).json()).toMatchObject({ errors: { platform: ['Required field'] } });
  });
});

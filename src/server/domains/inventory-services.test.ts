/**
 * The domain inventory's calls on outside services (API.md "Domain inventory"): the domains'
 * run-check and the inventory's ping against local sites (every name mapped to 127.0.0.1 by
 * DOMAIN_CHECK_RESOLVE), the Google export against a stand-in Sheets API and token endpoint,
 * the enrichment against a stand-in chat completions server. No traffic leaves the machine.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completion, userText } from '../../../dev/testing/chat-completions';
import { startGoogleStandIn, type GoogleStandIn } from '../../../dev/testing/google-sheets-service';
import { startLocalService, type LocalAnswer, type LocalService } from '../../../dev/testing/local-service';
import { startLocalSites, type LocalSites } from '../../../dev/testing/local-sites';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, type Row } from '../../../dev/fixtures/sales-fixtures';

const names = ['ok.test', 'down.test', 'captcha.test', 'slow.test'];
let t: TestServer;
let sites: LocalSites;
let google: GoogleStandIn;
let llm: LocalService;
let answers: Record<string, LocalAnswer>;
let slowMs = 0;
const saved = { ...process.env };

beforeAll(async () => {
  sites = await startLocalSites((request, response) => {
    const host = request.headers.host ?? '';
    if (host === 'down.test') return void response.writeHead(503).end('down');
    if (host === 'captcha.test') return void response.writeHead(403, { 'cf-mitigated': 'challenge' }).end('<title>Just a moment...</title>');
    setTimeout(() => response.writeHead(200).end('<html>hello</html>'), host === 'slow.test' ? slowMs : 0);
  });
  google = await startGoogleStandIn([{ sheetId: 1, title: 'WL', rowCount: 2, columnCount: 2, grid: [['old', 'rows']] }]);
  llm = await startLocalService((request) => answers[userText(request)] ?? completion('not json'));
  t = await createTestServer();
  Object.assign(process.env, { DOMAIN_CHECK_RESOLVE: sites.resolveSetting(names), DOMAIN_CHECK_ALLOW_PRIVATE: 'true' });
  for (const name of names) {
    const platform = await created(t, t.adminToken, 'domains/platforms/', { name });
    await t.call(t.adminToken, { method: 'POST', url: '/api/domains/connect/', payload: { platformId: platform.id } });
    await created(t, t.adminToken, 'domains/wl/', { domain: name });
  }
}, 300_000);

afterAll(async () => {
  process.env = saved;
  await t?.close();
  await Promise.all([sites?.close(), google?.close(), llm?.close()]);
});

const domains = async () => Object.fromEntries(((await fetched(t, 'domains/?full=true')).results as Row[]).map((row) => [row.domain, row]));
const inventory = async () => Object.fromEntries(((await fetched(t, 'domains/wl/?full=true')).results as Row[]).map((row) => [row.domain, row]));

async function taskOf(token: string, url: string, payload?: Record<string, unknown>) {
  const answer = await t.call(token, { method: 'POST', url, payload: payload ?? {} });
  expect(answer.statusCode, answer.body).toBe(200);
  return t.waitForTask(answer.json().taskId as string, 60_000);
}

describe('the domains’ run-check', () => {
  it('answers at once and records httpCode, available, lastCheckAt and tries of every domain, showing its progress while it runs', async () => {
    const { token } = await t.userWithRole('USER');
    slowMs = 2500;
    const answer = await t.call(token, { method: 'GET', url: '/api/domains/check/' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ detail: 'Check are running, wait.', taskId: expect.any(String) });
    const taskId = answer.json().taskId as string;
    let progress: unknown = null;
    for (let i = 0; i < 40 && !progress; i++) {
      const state = await t.ctx.jobs.state(taskId);
      if (state?.state === 'STARTED' && state.detail) progress = state.detail;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(progress).toMatchObject({ total: 4, checked: expect.any(Number) });
    const done = await t.waitForTask(taskId, 60_000);
    expect(done).toMatchObject({
      state: 'SUCCESS',
      detail: { detail: 'Check completed! Available: 2, not available: 1, captcha: 1', values: { available: 2, notAvailable: 1, captcha: 1 } },
    });
    const first = await domains();
    expect(first['ok.test']).toMatchObject({ httpCode: 200, available: 'AVAILABLE', tries: 0, lastCheckAt: expect.any(String) });
    expect(first['down.test']).toMatchObject({ httpCode: 503, available: 'NOT_AVAILABLE', tries: 1 });
    expect(first['captcha.test']).toMatchObject({ httpCode: 403, available: 'CAPTCHA', tries: 1 });
    slowMs = 0;
    expect((await t.waitForTask((await t.call(token, { method: 'GET', url: '/api/domains/check/' })).json().taskId as string, 60_000)).state).toBe('SUCCESS');
    const second = await domains();
    expect([second['ok.test'].tries, second['down.test'].tries]).toEqual([0, 2]);
  }, 120_000);
});

describe('the inventory’s ping', () => {
  it('checks one inventory domain by its text, or all (a manager); an unknown one is refused', async () => {
    const { token } = await t.userWithRole('MANAGER');
    expect(await taskOf(token, '/api/domains/wl/ping/', { domain: 'DOWN.test' })).toEqual({ state: 'SUCCESS', detail: 'Ping completed!' });
    let rows = await inventory();
    expect(rows['down.test']).toMatchObject({ availability: 'NOT_AVAILABLE', lastCheckAt: expect.any(String) });
    expect(rows['ok.test']).toMatchObject({ availability: null, lastCheckAt: null });
    const unknown = await t.call(token, { method: 'POST', url: '/api/domains/wl/ping/', payload: { domain: 'nowhere.test' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'domains.notInInventory', errors: { domain: ['nowhere.test is not in the inventory'] } });
    expect((await taskOf(token, '/api/domains/wl/ping/')).detail).toBe('Ping completed!');
    rows = await inventory();
    expect(Object.fromEntries(names.map((name) => [name, rows[name].availability]))).toEqual({ 'ok.test': 'AVAILABLE', 'down.test': 'NOT_AVAILABLE', 'captcha.test': 'CAPTCHA', 'slow.test': 'AVAILABLE' });
  }, 120_000);
});

describe('the export to Google', () => {
  beforeEach(() => {
    for (const name of ['GOOGLE_SERVICE_ACCOUNT_JSON', 'GOOGLE_SHEET_ID', 'GOOGLE_API_URL']) delete process.env[name];
  });

  it('fails naming the variables when unconfigured', async () => {
    expect(await taskOf(t.adminToken, '/api/domains/wl/export/')).toEqual({
      state: 'FAILURE',
      detail: 'Export to Google is not configured: set GOOGLE_SERVICE_ACCOUNT_JSON and GOOGLE_SHEET_ID',
      code: 'google.notConfigured',
      values: { variables: 'GOOGLE_SERVICE_ACCOUNT_JSON and GOOGLE_SHEET_ID' },
    });
    expect(google.requests).toHaveLength(0);
  });

  it('writes the header and one row per inventory domain into the first tab', async () => {
    Object.assign(process.env, { GOOGLE_SERVICE_ACCOUNT_JSON: google.keyJson, GOOGLE_SHEET_ID: google.spreadsheetId, GOOGLE_API_URL: google.url });
    expect(await taskOf(t.adminToken, '/api/domains/wl/export/')).toEqual({ state: 'SUCCESS', detail: 'Export to Google completed!' });
    const grid = google.tabs[0].grid;
    expect(grid[0].slice(0, 2)).toEqual(['Domain', 'Top themes']);
    expect(grid.slice(1).map((row) => row[0]).sort()).toEqual([...names].sort());
    expect(grid).toHaveLength(names.length + 1);
  });
});

describe('the enrichment by the language model', () => {
  beforeEach(() => {
    answers = {};
    llm.requests.length = 0;
    for (const name of ['LLM_URL', 'LLM_API_KEY']) delete process.env[name];
  });

  it('fails naming LLM_API_KEY when unconfigured, and refuses a type it does not know', async () => {
    expect(await taskOf(t.adminToken, '/api/domains/wl/deepseek/', { type: 'THEMATIC' })).toMatchObject({ state: 'FAILURE', detail: expect.stringContaining('LLM_API_KEY'), code: 'llm.notConfigured', values: {} });
    const bad = await t.call(t.adminToken, { method: 'POST', url: '/api/domains/wl/deepseek/', payload: { type: 'OTHER' } });
    expect(bad.statusCode).toBe(400);
    expect(llm.requests).toHaveLength(0);
  });

  it('fills the domains lacking it, writes nothing for a refused answer and names it', async () => {
    Object.assign(process.env, { LLM_URL: llm.url, LLM_API_KEY: 'sk-test' });
    expect(await taskOf(t.adminToken, '/api/domains/wl/deepseek/', { type: 'THEMATIC' })).toEqual({ state: 'FAILURE', detail: 'There is no THEMATIC prompt: add one under Prompts', code: 'domains.noPrompt', values: { type: 'THEMATIC' } });
    await created(t, t.adminToken, 'domains/wl/deepseek/prompt/', { type: 'THEMATIC', systemText: 'Answer in JSON', userText: '{domain}' });
    const inventoryRows = await inventory();
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/domains/wl/${inventoryRows['slow.test'].id}/`, payload: { themes: ['Kept'] } });
    answers = {
      'ok.test': completion(JSON.stringify({ topThemes: ['News'], themes: ['News', 'Sport'], content: 'A news site' })),
      'down.test': completion(JSON.stringify({ topThemes: ['News'] })),
    };
    const { token } = await t.userWithRole('MANAGER');
    const done = await taskOf(token, '/api/domains/wl/deepseek/', { type: 'THEMATIC' });
    expect(done.state).toBe('SUCCESS');
    expect(String(done.detail).split('\n')).toEqual([
      'DeepSeek update completed! Updated: 1, failed: 2',
      expect.stringMatching(/^down\.test: the answer breaks the schema/),
      'captcha.test: the answer is not JSON',
    ]);
    expect(llm.requests.map(userText).sort()).toEqual(['captcha.test', 'down.test', 'ok.test']);
    const rows = await inventory();
    expect(rows['ok.test']).toMatchObject({ topThemes: ['News'], themes: ['News', 'Sport'], content: 'A news site' });
    expect(rows['down.test']).toMatchObject({ topThemes: [], content: null });
    expect(rows['slow.test'].themes).toEqual(['Kept']);
    llm.requests.length = 0;
    answers = { 'slow.test': completion(JSON.stringify({ topThemes: ['Tech'], themes: ['Tech'], content: 'Gadgets' })) };
    expect((await taskOf(token, '/api/domains/wl/deepseek/', { type: 'THEMATIC', domain: 'slow.test' })).detail).toBe('DeepSeek update completed! Updated: 1, failed: 0');
    expect(llm.requests.map(userText)).toEqual(['slow.test']);
    expect((await inventory())['slow.test']).toMatchObject({ themes: ['Tech'], content: 'Gadgets' });
  });
});

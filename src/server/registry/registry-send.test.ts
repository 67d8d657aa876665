/**
 * Sending to the registry through VK, against a local server that checks every request by the
 * schema VK's OpenAPI document gives for its path (issue "Registry reporting"): the requests of
 * each kind (platforms as pads, creative files as media files), dependencies first, unchanged
 * records not sent again, retry and no-retry classes, the 401 pause, the status poll, and the
 * OTM and unconfigured answers.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTM_NOT_AVAILABLE } from '../integrations/ord';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { startVkOrd, vkAnswer, type VkOrdService } from '../../../dev/testing/vk-ord-service';
import { createdOrder, creativesWorld, zipBytes, type CreativesWorld } from '../../../dev/fixtures/creatives-fixtures';
import { created, fetched } from '../../../dev/fixtures/sales-fixtures';
import { runSend } from './send-job';
import { RetryLater } from './send-step';
import { pollStatuses } from './status-poll';

let t: TestServer;
let w: CreativesWorld;
let vk: VkOrdService;
const saved = { url: process.env.ORD_VK_URL, token: process.env.ORD_VK_TOKEN };

beforeAll(async () => {
  vk = await startVkOrd();
  t = await createTestServer();
  w = await creativesWorld(t);
}, 60_000);
afterAll(async () => {
  for (const [name, value] of [['ORD_VK_URL', saved.url], ['ORD_VK_TOKEN', saved.token]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await vk?.close();
  await t?.close();
});
beforeEach(() => {
  process.env.ORD_VK_URL = vk.url;
  process.env.ORD_VK_TOKEN = 'vk-key';
  vk.reset();
  vk.answer = vkAnswer;
});
afterEach(() => expect(vk.problems).toEqual([]));

const sent = () => vk.requests.map((r) => `${r.method} ${r.url}`);

async function send(path: string, id: number, api = 'VK') {
  const response = await t.call(t.adminToken, { method: 'GET', url: `/api/${path}to_erir/${id}/?api=${api}` });
  expect(response.statusCode, response.body).toBe(200);
  return t.waitForTask(response.json().taskId);
}

async function submissions(kind: string, id: number) {
  const response = await t.call(t.adminToken, { method: 'GET', url: `/api/registry/submissions/?kind=${kind}&id=${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<Record<string, unknown>>;
}

async function legalEntity(name: string, extra: Record<string, unknown> = {}) {
  return (await created(t, t.adminToken, 'legal_entities/', { fullname: `OOO ${name}`, name, legalForm: 'LEGAL', billingInfo: { inn: '7701234567' }, ...extra })).id;
}

describe('a legal entity', () => {
  it('is PUT as a VK person; its id lands on the record, actual in registry; an unchanged one is not sent again', async () => {
    const id = await legalEntity('Romashka', { web: 'https://romashka.example' });
    expect(await send('legal_entities/', id)).toEqual({ state: 'SUCCESS', detail: { sent: 1, unchanged: 0 } });
    expect(vk.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', `/v1/person/le-${id}`, { name: 'OOO Romashka', roles: ['advertiser'], juridical_details: { type: 'juridical', inn: '7701234567' }, rs_url: 'https://romashka.example' }],
    ]);
    expect(vk.requests[0].headers.authorization).toBe('Bearer vk-key');
    const record = await fetched(t, `legal_entities/${id}/`);
    expect(record).toMatchObject({ vkId: `le-${id}`, ordId: `le-${id}`, isUpdated: true, erirState: 'processing', ozonId: null, otmId: null });
    expect(await submissions('legalEntity', id)).toMatchObject([{ api: 'VK', state: 'processing', externalId: `le-${id}`, ordId: `le-${id}`, attempts: 1, messages: [] }]);

    expect(await send('legal_entities/', id)).toEqual({ state: 'SUCCESS', detail: { sent: 0, unchanged: 1 } });
    expect(vk.requests).toHaveLength(1);
  });

  it('is no longer actual in registry once a sent field changes (not when another does), and is sent again', async () => {
    const id = await legalEntity('Lilia');
    await send('legal_entities/', id);
    const patch = (payload: Record<string, unknown>) => t.call(t.adminToken, { method: 'PATCH', url: `/api/legal_entities/${id}/`, payload });
    expect((await patch({ accountant: 'Ivanova' })).json().isUpdated).toBe(true);
    expect((await patch({ isUpdated: true, vkId: 'forged', fullname: 'OOO Lilia Plus' })).json()).toMatchObject({ isUpdated: false, vkId: `le-${id}` });
    expect(await send('legal_entities/', id)).toEqual({ state: 'SUCCESS', detail: { sent: 1, unchanged: 0 } });
    expect(vk.requests.at(-1)?.body).toMatchObject({ name: 'OOO Lilia Plus' });
    expect((await fetched(t, `legal_entities/${id}/`)).isUpdated).toBe(true);
  });
});

describe('the submissions of a record', () => {
  it('are asked for by any kind the areas declare (the buying acts and statistic rows too); another kind is 400 naming kind', async () => {
    const ask = (query: string) => t.call(t.adminToken, { method: 'GET', url: `/api/registry/submissions/?${query}` });
    expect((await ask('kind=statistic&id=1')).json()).toEqual([]);
    expect((await ask('kind=publisherAct&id=999999')).statusCode).toBe(404);
    expect((await ask('kind=dspAct&id=999999')).statusCode).toBe(404);
    for (const query of ['kind=order&id=1', 'id=1']) {
      const refused = await ask(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().detail, query).toBe('Invalid query parameter kind: Choose one of the offered values');
    }
  });
});

describe('dependencies first', () => {
  it('a contract sends our organisation and the client first; an additional agreement its parent before itself', async () => {
    const parent = (await created(t, t.adminToken, 'contracts/', { responsible: w.admin, legalEntity: w.legalEntity, client: w.client, date: '2026-02-01', type: 'SERVICE', subject: 'REPRESENTATION', price: 100, number: 'P-1' })).id;
    const child = (await created(t, t.adminToken, 'contracts/', { responsible: w.admin, legalEntity: w.legalEntity, client: w.client, date: '2026-02-02', type: 'ADDITIONAL', parentContract: parent, subject: 'REPRESENTATION', price: 50, number: 'P-1/1' })).id;
    expect(await send('contracts/', child)).toEqual({ state: 'SUCCESS', detail: { sent: 4, unchanged: 0 } });
    expect(sent()).toEqual(['PUT /v1/person/org-1', `PUT /v1/person/le-${w.legalEntity}`, `PUT /v1/contract/c-${parent}`, `PUT /v1/contract/c-${child}`]);
    expect(vk.requests[3].body).toMatchObject({ type: 'additional', parent_contract_external_id: `c-${parent}`, client_external_id: `le-${w.legalEntity}`, contractor_external_id: 'org-1' });
    expect(await fetched(t, `contracts/${parent}/`)).toMatchObject({ vkId: `c-${parent}`, isUpdated: true });

    vk.requests.length = 0;
    expect(await send('contracts/', parent)).toEqual({ state: 'SUCCESS', detail: { sent: 0, unchanged: 3 } });
    expect(vk.requests).toHaveLength(0);
  });

  it('a creative whose original contract was never sent sends the contract (and its parties) first, then gets its erid', async () => {
    const agent = await legalEntity('Agent');
    const original = (await created(t, t.adminToken, 'original_contracts/', { responsible: w.admin, number: 'OC-1', date: '2026-01-05', client: agent, customer: w.legalEntity, type: 'INTERMEDIARY', intermediaryType: 'CONTRACTS', subject: 'MEDIATION', price: 1000 })).id;
    const order = await createdOrder(t, w, { ord: 'VK' });
    const creative = (await created(t, t.adminToken, 'creatives/', { typeAdCompany: 'CPM', distributionForm: 'TextBlock', text: 'Sale', kktu: [w.kktu], targetUrls: ['https://acme.example/sale'], contract: original, orders: [order.id] })).id;
    const response = await t.call(t.adminToken, { method: 'GET', url: `/api/creatives/send/${creative}/` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.waitForTask(response.json().taskId)).toMatchObject({ state: 'SUCCESS' });
    // The customer went with the contract above, unchanged since: it is not sent again.
    expect(sent()).toEqual([`PUT /v1/person/le-${agent}`, `PUT /v1/contract/oc-${original}`, `PUT /v3/creative/cr-${creative}`]);
    expect(vk.requests[0].body).toMatchObject({ roles: ['agency'] });
    expect(vk.requests[2].body).toMatchObject({ contract_external_ids: [`oc-${original}`], kktus: ['30.10.1'], form: 'text_block', name: 'Spring campaign' });
    expect(await fetched(t, `creatives/${creative}/`)).toMatchObject({ ordId: `cr-${creative}`, marker: `Kra${creative}`, erirId: `cr-${creative}` });
    expect(await fetched(t, `original_contracts/${original}/`)).toMatchObject({ vkId: `oc-${original}`, isUpdated: true });
  });
});

describe('platforms', () => {
  it('takes a domain only, one per domain whatever its case', async () => {
    const bad = await t.call(t.adminToken, { method: 'POST', url: '/api/domains/platforms/', payload: { name: 'not a domain' } });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, { name: ['Enter a domain name, for example example.com'] }]);
    expect((await created(t, t.adminToken, 'domains/platforms/', { name: ' Portal.Example ' })).name).toBe('portal.example');
    const twice = await t.call(t.adminToken, { method: 'POST', url: '/api/domains/platforms/', payload: { name: 'PORTAL.example' } });
    expect([twice.statusCode, twice.json().errors]).toEqual([400, { name: ['A platform with this domain already exists'] }]);
  });

  it('is PUT as a pad of our billing organisation (sent first, as an intermediary); its VK id lands on it; unchanged, it is not sent again', async () => {
    const id = (await created(t, t.adminToken, 'domains/platforms/', { name: 'news.example' })).id;
    const task = await send('domains/platforms/', id);
    expect(task.state).toBe('SUCCESS');
    // Our organisation goes first unless an earlier send of this file already holds it unchanged.
    expect(sent().filter((r) => r !== 'PUT /v1/person/org-1')).toEqual([`PUT /v1/pad/pl-${id}`]);
    expect(sent().at(-1)).toBe(`PUT /v1/pad/pl-${id}`);
    expect(vk.requests.at(-1)?.body).toEqual({ person_external_id: 'org-1', is_owner: false, type: 'web', name: 'news.example', url: 'https://news.example' });
    expect(await fetched(t, `domains/platforms/${id}/`)).toMatchObject({ vkId: `pl-${id}`, ordId: `pl-${id}`, isUpdated: true, erirState: 'processing' });
    expect(await submissions('organisation', 1)).toMatchObject([{ api: 'VK', externalId: 'org-1' }]);

    vk.reset();
    expect(await send('domains/platforms/', id)).toEqual({ state: 'SUCCESS', detail: { sent: 0, unchanged: 2 } });
    expect(vk.requests).toHaveLength(0);
    const renamed = await t.call(t.adminToken, { method: 'PATCH', url: `/api/domains/platforms/${id}/`, payload: { name: 'news2.example' } });
    expect(renamed.json()).toMatchObject({ name: 'news2.example', isUpdated: false, vkId: `pl-${id}` });
    expect(await send('domains/platforms/', id)).toEqual({ state: 'SUCCESS', detail: { sent: 1, unchanged: 1 } });
    expect(sent()).toEqual([`PUT /v1/pad/pl-${id}`]);
  });
});

describe('media files', () => {
  it("uploads a creative's files before it (PUT /v1/media, multipart), names them, and never uploads one twice", async () => {
    const order = await createdOrder(t, w, { ord: 'VK' });
    const banner = { typeAdCompany: 'CPM', distributionForm: 'Banner', kktu: [w.kktu], files: [w.zip], orders: [order.id] };
    const first = (await created(t, t.adminToken, 'creatives/', banner)).id;
    const call = await t.call(t.adminToken, { method: 'GET', url: `/api/creatives/send/${first}/` });
    expect(await t.waitForTask(call.json().taskId)).toEqual({ state: 'SUCCESS', detail: { sent: 2, unchanged: 0 } });
    expect(sent()).toEqual([`PUT /v1/media/md-${w.zip}`, `PUT /v3/creative/cr-${first}`]);
    const [upload, creative] = vk.requests;
    expect(upload.form?.media_file).toMatchObject({ filename: 'banner.zip' });
    expect(upload.form?.media_file.data.equals(zipBytes)).toBe(true);
    expect(creative.body).toMatchObject({ form: 'banner_html5', media_external_ids: [`md-${w.zip}`] });
    expect(await submissions('media', w.zip)).toMatchObject([{ api: 'VK', state: 'sent', externalId: `md-${w.zip}`, ordId: `md-${w.zip}` }]);

    vk.reset();
    const second = (await created(t, t.adminToken, 'creatives/', banner)).id;
    const again = await t.call(t.adminToken, { method: 'GET', url: `/api/creatives/send/${second}/` });
    expect(await t.waitForTask(again.json().taskId)).toEqual({ state: 'SUCCESS', detail: { sent: 1, unchanged: 1 } });
    expect(sent()).toEqual([`PUT /v3/creative/cr-${second}`]);
  });

  it('refuses archives on a creative VK cannot attach them to (its file, held already, is not uploaded again)', async () => {
    const order = await createdOrder(t, w, { ord: 'VK' });
    const video = (await created(t, t.adminToken, 'creatives/', { typeAdCompany: 'CPM', distributionForm: 'Video', kktu: [w.kktu], files: [w.zip], orders: [order.id] })).id;
    const call = await t.call(t.adminToken, { method: 'GET', url: `/api/creatives/send/${video}/` });
    const task = await t.waitForTask(call.json().taskId);
    const reason = 'VK ORD attaches archives (.zip) to HTML5 banners only, not to a Video creative (files)';
    // The operator's mapping refuses it (an operator error, not a registry code): its text is the reason.
    expect(task).toEqual({ state: 'FAILURE', detail: reason, code: 'integration.failed', values: { reason } });
    expect(vk.requests).toHaveLength(0);
    expect(await submissions('creative', video)).toMatchObject([{ state: 'rejected', fieldErrors: { files: ['VK ORD attaches archives (.zip) to HTML5 banners only, not to a Video creative'] } }]);
  });
});

describe('answers that are not sent', () => {
  it('without a token, through OTM, or for a creative registered elsewhere: 400 naming what to do, nothing written', async () => {
    const id = await legalEntity('Unsent');
    delete process.env.ORD_VK_TOKEN;
    const call = (api: string) => t.call(t.adminToken, { method: 'GET', url: `/api/legal_entities/to_erir/${id}/?api=${api}` });
    expect((await call('VK')).json()).toEqual({
      detail: 'The VK ORD operator is not configured: set ORD_VK_TOKEN (and ORD_VK_URL if not the default)',
      code: 'registry.operatorUnavailable',
      values: { reason: 'The VK ORD operator is not configured: set ORD_VK_TOKEN (and ORD_VK_URL if not the default)', reasonCodes: expect.any(String) },
    });
    expect((await call('OZON')).statusCode).toBe(400);
    const otm = await call('OTM');
    expect([otm.statusCode, otm.json()]).toEqual([400, { detail: OTM_NOT_AVAILABLE, code: 'registry.operatorUnavailable', values: { reason: OTM_NOT_AVAILABLE, reasonCodes: expect.any(String) } }]);
    // The reason is coded too, so that a Russian screen writes it in Russian.
    expect(JSON.parse(otm.json().values.reasonCodes)).toEqual([{ code: 'registry.otmNotAvailable', values: {}, text: OTM_NOT_AVAILABLE }]);
    expect((await call('XX')).statusCode).toBe(400);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/legal_entities/to_erir/999999/?api=VK` })).statusCode).toBe(404);
    expect(await fetched(t, `legal_entities/${id}/`)).toMatchObject({ vkId: null, otmId: null, isUpdated: false, erirState: null });
    expect(await submissions('legalEntity', id)).toEqual([]);

    process.env.ORD_VK_TOKEN = 'vk-key';
    const order = await createdOrder(t, w, { ord: 'VK' });
    const elsewhere = (await created(t, t.adminToken, 'creatives/', { marker: 'ExtMarker1', erirId: 'ext-1', typeAdCompany: 'CPM', distributionForm: 'Banner', kktu: [w.kktu], orders: [order.id] })).id;
    const refused = await t.call(t.adminToken, { method: 'GET', url: `/api/creatives/send/${elsewhere}/` });
    expect([refused.statusCode, refused.json().detail]).toEqual([400, 'The creative is registered elsewhere: it has a marker but no operator id']);
    expect(vk.requests).toHaveLength(0);
  });
});

describe('retry classes', () => {
  it('5xx and 429 are tried again after the backoff and then give up; the accepted steps are not sent again', async () => {
    const id = await legalEntity('Flaky');
    vk.answer = () => ({ status: 503, body: 'down' });
    const request = { kind: 'legalEntity' as const, id, api: 'VK' as const, userId: null };
    const policy = { maxAttempts: 3, baseDelayMs: 30_000, maxDelayMs: 60_000 };
    const first = await runSend(t.ctx, request, policy).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(RetryLater);
    expect((first as RetryLater).delayMs).toBe(30_000);
    expect(await submissions('legalEntity', id)).toMatchObject([{ state: 'queued', attempts: 1 }]);
    vk.answer = () => ({ status: 429, body: {} });
    expect(((await runSend(t.ctx, request, policy).catch((e: unknown) => e)) as RetryLater).delayMs).toBe(60_000);
    const last = await runSend(t.ctx, request, policy).catch((e: unknown) => e);
    expect(last).not.toBeInstanceOf(RetryLater);
    expect(await submissions('legalEntity', id)).toMatchObject([{ state: 'failed', attempts: 3 }]);
    expect((await fetched(t, `legal_entities/${id}/`)).vkId).toBeNull();
    expect(vk.requests).toHaveLength(3);

    vk.answer = () => ({ status: 200, body: {} });
    expect(await runSend(t.ctx, request, policy)).toEqual({ sent: 1, unchanged: 0 });
  });

  it('a retryable failure of a queued task fails it saying when it tries again, and queues the retry', async () => {
    const id = await legalEntity('Later');
    vk.answer = () => ({ status: 502, body: {} });
    const task = await send('legal_entities/', id);
    expect(task.state).toBe('FAILURE');
    expect(task.detail).toMatch(/HTTP 502.*will try again in 30 s/);
    const { rows } = await t.ctx.database.query(`select count(*)::int as n from pgboss.job where name = 'registry.send' and state = 'created' and start_after > now()`, []);
    expect(Number(rows[0].n)).toBeGreaterThanOrEqual(1);
  });

  it('400 is not retried: the operator\'s messages are kept whole and per field', async () => {
    const id = await legalEntity('Refused');
    vk.answer = () => ({ status: 400, body: { error: 'validation failed', errors: [{ error_code: 'invalid', message: 'INN is not valid', field: 'juridical_details.inn' }] } });
    const task = await send('legal_entities/', id);
    expect(task.state).toBe('FAILURE');
    expect(vk.requests).toHaveLength(1);
    const [row] = await submissions('legalEntity', id);
    expect(row).toMatchObject({ state: 'rejected', attempts: 1, fieldErrors: { 'juridical_details.inn': ['INN is not valid'] } });
    expect(String((row.messages as string[])[0])).toContain('HTTP 400');
    expect(await fetched(t, `legal_entities/${id}/`)).toMatchObject({ vkId: null, erirState: 'rejected' });
  });

  it('401 marks the operator misconfigured and pauses its queue until the key changes', async () => {
    const id = await legalEntity('Locked out');
    vk.answer = () => ({ status: 401, body: {} });
    expect((await send('legal_entities/', id)).state).toBe('FAILURE');
    expect(await submissions('legalEntity', id)).toMatchObject([{ state: 'failed' }]);
    const paused = await t.call(t.adminToken, { method: 'GET', url: `/api/legal_entities/to_erir/${id}/?api=VK` });
    expect([paused.statusCode, paused.json().detail]).toEqual([400, 'The VK ORD operator refused the key (HTTP 401 Unauthorized): check ORD_VK_TOKEN and ORD_VK_URL']);
    expect(vk.requests).toHaveLength(1);

    process.env.ORD_VK_TOKEN = 'vk-key-2';
    vk.answer = () => ({ status: 200, body: {} });
    expect(await send('legal_entities/', id)).toMatchObject({ state: 'SUCCESS' });
    process.env.ORD_VK_TOKEN = 'vk-key';
  });
});

describe('the status poll', () => {
  it('stores ERIR\'s verdict of the records in processing; a rejected one is no longer actual', async () => {
    const good = await legalEntity('Good');
    const bad = await legalEntity('Bad');
    await send('legal_entities/', good);
    await send('legal_entities/', bad);
    vk.requests.length = 0;
    // Records of earlier tests wait too: VK answers for these two only and leaves the others processing.
    vk.answer = (request) => {
      const asked = (request.body as { external_id?: string[] } | null)?.external_id ?? [request.url.split('/')[3]];
      const items = asked.flatMap((externalId) =>
        externalId === `le-${good}` ? [{ external_id: externalId, erir_status: 'verified' }] : externalId === `le-${bad}` ? [{ external_id: externalId, erir_status: 'bad', messages: ['INN not found'] }] : [],
      );
      return { status: 200, body: { items } };
    };
    await pollStatuses(t.ctx);
    expect(sent().filter((r) => r !== 'POST /v1/erir_statuses' && !r.endsWith('/erir_status'))).toEqual([]);
    expect(await submissions('legalEntity', good)).toMatchObject([{ state: 'verified' }]);
    expect(await submissions('legalEntity', bad)).toMatchObject([{ state: 'rejected', messages: ['INN not found'] }]);
    expect(await fetched(t, `legal_entities/${bad}/`)).toMatchObject({ isUpdated: false, erirState: 'rejected', erirMessages: 'INN not found' });
    expect((await fetched(t, `legal_entities/${good}/`)).isUpdated).toBe(true);
  });
});

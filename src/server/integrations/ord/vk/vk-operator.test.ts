import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalService, type LocalAnswer, type LocalService, type RecordedRequest } from '../../../../../dev/testing/local-service';
import { OpenApiDocument } from '../../../../../dev/testing/openapi-request-schema';
import * as sample from '../../../../../dev/testing/ord-samples';
import { readOrdConfig, VK_ORD_DEFAULT_URL } from '../config';
import { OrdError } from '../ord-error';
import { vkOperator } from './vk-operator';

/** A local VK ORD: every request must fit the schema VK's OpenAPI document gives for its path. */
const document = new OpenApiDocument(fileURLToPath(new URL('./vk-ord-openapi.yaml', import.meta.url)));

let service: LocalService;
let requests: RecordedRequest[];
let problems: string[];
let answer: (request: RecordedRequest) => LocalAnswer;

const ok = (body: unknown = {}): LocalAnswer => ({ status: 200, body });

beforeAll(async () => {
  service = await startLocalService((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const template = document.templateOf(request.method, path);
    if (!template) problems.push(`${request.method} ${path} is not in VK's document`);
    else if (request.form) problems.push(...document.formProblems(template, request.method, Object.keys(request.form)).map((p) => `${request.method} ${path}: ${p}`));
    else if (request.body !== null) problems.push(...document.requestProblems(template, request.method, request.body).map((p) => `${request.method} ${path}: ${p}`));
    if (request.headers.authorization !== 'Bearer vk-key') problems.push(`${path}: Authorization ${request.headers.authorization}`);
    return answer(request);
  });
  requests = service.requests;
});
afterAll(() => service.close());
beforeEach(() => {
  requests.length = 0;
  problems = [];
  answer = () => ok();
});
afterEach(() => expect(problems).toEqual([]));

const operator = (env: NodeJS.ProcessEnv = { ORD_VK_URL: `${service.url}/`, ORD_VK_TOKEN: 'vk-key' }) => vkOperator(readOrdConfig('VK', env));
const sent = () => requests.map((r) => [r.method, r.url, r.body]);

async function failure(promise: Promise<unknown>): Promise<OrdError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(OrdError);
  return error as OrdError;
}

describe('VK ORD configuration', () => {
  it('defaults to the production host', () => {
    expect(readOrdConfig('VK', {}).url).toBe(VK_ORD_DEFAULT_URL);
  });

  it('without ORD_VK_TOKEN refuses naming the variables and calls nothing', async () => {
    const error = await failure(operator({ ORD_VK_URL: service.url }).upsertParty(sample.advertiser));
    expect(error.message).toBe('The VK ORD operator is not configured: set ORD_VK_TOKEN (and ORD_VK_URL if not the default)');
    expect(error.answerClass).toBe('MISCONFIGURED');
    expect(error.code).toBe('NOT_CONFIGURED');
    expect(requests).toHaveLength(0);
  });
});

describe('VK ORD counterparties', () => {
  it('PUTs a Russian company, a sole proprietor, a foreign person and our organisation under our external ids', async () => {
    const vk = operator();
    expect(await vk.upsertParty(sample.advertiser)).toEqual({ externalId: 'le-17', ordId: 'le-17' });
    await vk.upsertParty(sample.soleProprietor);
    await vk.upsertParty(sample.foreignPerson);
    await vk.upsertParty(sample.ourOrganisation);
    expect(sent()).toEqual([
      ['PUT', '/v1/person/le-17', { name: 'ООО «Ромашка»', roles: ['advertiser'], juridical_details: { type: 'juridical', inn: '7701234567', kpp: '770101001' }, rs_url: 'https://romashka.example' }],
      ['PUT', '/v1/person/le-18', { name: 'Индивидуальный предприниматель Петров П. П.', roles: ['advertiser'], juridical_details: { type: 'ip', inn: '770123456789' } }],
      ['PUT', '/v1/person/le-19', { name: 'John Smith', roles: ['advertiser'], juridical_details: { type: 'foreign_physical', foreign_inn: 'US-123456789', foreign_oksm_country_code: '840', phone: '+1 212 555-0100' } }],
      ['PUT', '/v1/person/org-1', { name: 'ООО «Медиа»', roles: ['agency'], juridical_details: { type: 'juridical', inn: '7709876543' } }],
    ]);
  });
});

describe('VK ORD contracts', () => {
  it('PUTs a service contract between the client and our organisation', async () => {
    expect(await operator().upsertContract({ kind: 'contract', record: sample.serviceContract })).toEqual({ externalId: 'c-5', ordId: 'c-5' });
    expect(sent()).toEqual([
      [
        'PUT',
        '/v1/contract/c-5',
        { type: 'service', client_external_id: 'le-17', contractor_external_id: 'org-1', date: '2025-01-15', serial: 'Д-5/2025', subject_type: 'org_distribution', flags: ['vat_included'], amount: '150000.50' },
      ],
    ]);
  });

  it('PUTs an intermediary original contract from the customer to the agent, with its action', async () => {
    await operator().upsertContract({ kind: 'originalContract', record: sample.intermediaryOriginal });
    expect(sent()).toEqual([
      [
        'PUT',
        '/v1/contract/oc-9',
        { type: 'mediation', client_external_id: 'le-17', contractor_external_id: 'le-18', date: '2025-01-10', serial: 'ИД-9', action_type: 'conclude', subject_type: 'mediation', flags: [], amount: '1000.00' },
      ],
    ]);
  });

  it('names the parent of an additional agreement', async () => {
    await operator().upsertContract({ kind: 'contract', record: { ...sample.serviceContract, id: 6, type: 'ADDITIONAL', parentContract: 5 } });
    expect(requests[0].body).toMatchObject({ type: 'additional', parent_contract_external_id: 'c-5' });
  });

  it.each([
    [{ type: 'OTHER' }, 'type', 'VK ORD takes service, intermediary and additional contracts, not OTHER'],
    [{ type: 'INTERMEDIARY', intermediaryType: null }, 'intermediaryType', 'Required field'],
    [{ type: 'ADDITIONAL', parentContract: null }, 'parentContract', 'Required field'],
    [{ legalEntity: null }, 'legalEntity', 'Required field'],
  ])('refuses %j before sending anything', async (change, field, message) => {
    const error = await failure(operator().upsertContract({ kind: 'contract', record: { ...sample.serviceContract, ...change } }));
    expect(error.fieldErrors).toEqual({ [field]: [message] });
    expect(error.code).toBe('BAD_INPUT');
    expect(error.answerClass).toBe('REJECTED');
    expect(requests).toHaveLength(0);
  });
});

describe('VK ORD platforms and creatives', () => {
  it('PUTs a web platform owned by a counterparty', async () => {
    await operator().upsertPlatform(sample.platform);
    expect(sent()).toEqual([['PUT', '/v1/pad/pl-4', { person_external_id: 'org-1', is_owner: true, type: 'web', name: 'news.example', url: 'https://news.example' }]]);
  });

  it('PUTs a creative for its original contracts and returns the erid VK answers', async () => {
    answer = () => ({ status: 201, body: { erid: 'Kra23f4gH' } });
    expect(await operator().upsertCreative(sample.creative)).toEqual({ externalId: 'cr-3', ordId: 'cr-3', erid: 'Kra23f4gH' });
    expect(sent()).toEqual([
      [
        'PUT',
        '/v3/creative/cr-3',
        {
          contract_external_ids: ['oc-9'],
          kktus: ['30.15.1'],
          name: 'Весенняя распродажа',
          pay_type: 'cpm',
          form: 'text_graphic_block',
          texts: ['Скидки до 50%'],
          target_urls: ['https://romashka.example/sale'],
        },
      ],
    ]);
  });

  it('stores no erid when VK answers none', async () => {
    answer = () => ok({});
    const error = await failure(operator().upsertCreative(sample.creative));
    expect(error.message).toBe('VK ORD operator: PUT /v3/creative/cr-3 answered without an erid');
    expect(error.answerClass).toBe('RETRY');
  });

  it('uploads a creative file as a media file under its own external id (multipart media_file)', async () => {
    answer = () => ok({ sha256: 'a'.repeat(64) });
    expect(await operator().uploadMedia(sample.bannerArchive)).toEqual({ externalId: 'md-21', ordId: 'md-21' });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([['PUT', '/v1/media/md-21', null]]);
    const [request] = requests;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.keys(request.form ?? {})).toEqual(['media_file']);
    expect(request.form?.media_file).toMatchObject({ filename: 'banner.zip', contentType: 'application/zip' });
    expect(request.form?.media_file.data.equals(Buffer.from(sample.bannerArchive.data))).toBe(true);
  });

  it('names the uploaded files of a banner, which then goes as an HTML5 banner (VK attaches archives to those only)', async () => {
    answer = () => ok({ erid: 'Kra5' });
    await operator().upsertCreative(sample.banner);
    expect(requests[0].body).toMatchObject({ form: 'banner_html5', media_external_ids: ['md-21'] });
    expect(requests[0].body).not.toHaveProperty('texts');
  });

  it('refuses archives on a creative that is not a banner, before any request', async () => {
    const error = await failure(operator().upsertCreative({ ...sample.creative, media: [{ fileId: 21, ordId: 'md-21' }] }));
    expect(error.fieldErrors).toEqual({ files: ['VK ORD attaches archives (.zip) to HTML5 banners only, not to a TextGraphicBlock creative'] });
    expect(requests).toHaveLength(0);
  });

  it('refuses the distribution form Other and a creative without KKTU', async () => {
    expect((await failure(operator().upsertCreative({ ...sample.creative, distributionForm: 'Other' }))).fieldErrors).toEqual({ distributionForm: ['VK ORD has no distribution form Other'] });
    expect((await failure(operator().upsertCreative({ ...sample.creative, kktuCodes: [] }))).fieldErrors).toEqual({ kktu: ['Required field'] });
    expect(requests).toHaveLength(0);
  });
});

describe('VK ORD acts and statistics', () => {
  const vat = (withoutVat: string, vatValue: string, withVat: string, rate = '20') => ({ excluding_vat: withoutVat, vat_rate: rate, vat: vatValue, including_vat: withVat });

  it('PUTs the whole act (original contract → creative → platform), then marks it ready', async () => {
    const vk = operator();
    expect(await vk.upsertAct(sample.act)).toEqual({ externalId: 'act-8', ordId: 'act-8' });
    await vk.markActReady(8);
    expect(sent()).toEqual([
      [
        'PUT',
        '/v4/invoice/act-8',
        {
          contract_external_id: 'c-5',
          date: '2025-01-31',
          serial: 'А-8',
          date_start: '2025-01-01',
          date_end: '2025-01-31',
          amount: { services: vat('25000.00', '5000.00', '30000.00') },
          client_role: 'advertiser',
          contractor_role: 'agency',
          items: [
            {
              contract_external_id: 'oc-9',
              amount: vat('25000.00', '5000.00', '30000.00'),
              creatives: [
                {
                  creative_external_id: 'cr-3',
                  platforms: [
                    {
                      pad_external_id: 'pl-4',
                      shows_count: 120000,
                      invoice_shows_count: 100000,
                      amount: vat('25000.00', '5000.00', '30000.00'),
                      amount_per_event: '250.00000',
                      date_start_planned: '2025-01-01',
                      date_end_planned: '2025-01-31',
                      date_start_actual: '2025-01-03',
                      date_end_actual: '2025-01-30',
                      pay_type: 'cpm',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      ['POST', '/v4/invoice/act-8/ready', null],
    ]);
  });

  it('sends an intermediary act with its commission', async () => {
    await operator().upsertAct({ ...sample.act, commission: { withoutVat: 1250.555, vatRate: 20 } });
    expect((requests[0].body as { amount: unknown }).amount).toEqual({ services: vat('25000.00', '5000.00', '30000.00'), commission: vat('1250.56', '250.11', '1500.67') });
  });

  it('sends statistics one month per request and keeps the id VK gives each row', async () => {
    let n = 0;
    answer = (request) => ok({ external_ids: (request.body as { items: unknown[] }).items.map(() => `vk-st-${++n}`) });
    expect(await operator().sendStatistics(sample.statistics)).toEqual([
      { id: 31, externalId: 'vk-st-1', ordId: 'vk-st-1' },
      { id: 33, externalId: 'vk-st-2', ordId: 'vk-st-2' },
      { id: 32, externalId: 'vk-st-3', ordId: 'vk-st-3' },
    ]);
    expect(requests.map((r) => [r.method, r.url, (r.body as { items: Array<{ creative_external_id: string; pad_external_id: string; amount: unknown }> }).items.map((i) => [i.creative_external_id, i.pad_external_id, i.amount])])).toEqual([
      ['POST', '/v3/statistics', [['cr-3', 'pl-4', vat('25000.00', '5000.00', '30000.00')], ['cr-7', 'pl-4', vat('100.00', '0.00', '100.00', '0')]]],
      ['POST', '/v3/statistics', [['cr-3', 'pl-6', vat('25000.00', '5000.00', '30000.00')]]],
    ]);
  });

  it('takes no answer that does not give every row its id', async () => {
    answer = () => ok({ external_ids: ['only-one'] });
    const error = await failure(operator().sendStatistics(sample.statistics.slice(0, 1).concat(sample.statistics[2])));
    expect(error.message).toBe('VK ORD operator: POST /v3/statistics answered without one external id per item');
  });

  it('refuses a statistic whose actual dates span two months', async () => {
    const error = await failure(operator().sendStatistics([{ ...sample.statistics[0], actualEnd: '2025-02-02' }]));
    expect(error.fieldErrors).toEqual({ date: ['The start and end dates of a statistic must lie in one month'] });
    expect(requests).toHaveLength(0);
  });
});

describe('VK ORD processing status', () => {
  it('reads one object’s ERIR status', async () => {
    answer = () => ok({ erir_status: 'bad', updated_by_user_ts: '2025-02-01T10:00:00Z', messages: ['ИНН не найден'] });
    expect(await operator().getStatus('legalEntity', ['le-17'])).toEqual([{ externalId: 'le-17', state: 'REJECTED', messages: ['ИНН не найден'] }]);
    expect(sent()).toEqual([['GET', '/v1/person/le-17/erir_status', null]]);
  });

  it('reads many in one request and leaves out the ones VK does not list', async () => {
    answer = () =>
      ok({
        total_items_count: 2,
        limit: 10000,
        limit_per_entity: 1,
        items: [
          { data_type: 'creative', external_id: 'cr-3', name: 'x', erir_tax_status: 'no_tax', erir_status: 'verified', updated_by_user_ts: '2025-02-01T10:00:00Z' },
          { data_type: 'creative', external_id: 'cr-4', name: 'y', erir_tax_status: 'no_tax', erir_status: 'processing', updated_by_user_ts: '2025-02-01T10:00:00Z' },
        ],
      });
    expect(await operator().getStatus('creative', ['cr-3', 'cr-4', 'cr-5'])).toEqual([
      { externalId: 'cr-3', state: 'VERIFIED', messages: [] },
      { externalId: 'cr-4', state: 'PROCESSING', messages: [] },
    ]);
    expect(sent()).toEqual([['POST', '/v1/erir_statuses', { data_type: 'creative', external_id: ['cr-3', 'cr-4', 'cr-5'] }]]);
  });
});

describe('VK ORD errors', () => {
  it('keeps VK’s messages per field on a 400 and does not retry', async () => {
    answer = () => ({
      status: 400,
      body: {
        error: 'Invalid request',
        errors: [
          { error_code: 'invalid_field', message: 'ИНН указан неверно', field: 'juridical_details.inn' },
          { error_code: 'invalid_field', message: 'Слишком длинно', field: 'juridical_details.inn' },
          { error_code: 'bad', message: 'Общая ошибка' },
        ],
      },
    });
    const error = await failure(operator().upsertParty(sample.advertiser));
    expect(error.answerClass).toBe('REJECTED');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ 'juridical_details.inn': ['ИНН указан неверно', 'Слишком длинно'] });
    expect(error.message).toBe('VK ORD operator: PUT /v1/person/le-17 failed: HTTP 400 Bad Request: Invalid request; Общая ошибка; juridical_details.inn: ИНН указан неверно; Слишком длинно');
  });

  it.each([
    [403, 'REJECTED'],
    [404, 'REJECTED'],
    [409, 'REJECTED'],
    [429, 'RETRY'],
    [500, 'RETRY'],
    [503, 'RETRY'],
  ])('classes HTTP %i as %s', async (status, answerClass) => {
    answer = () => ({ status, body: { error: 'Nope', errors: [] } });
    const error = await failure(operator().upsertPlatform(sample.platform));
    expect([error.status, error.answerClass]).toEqual([status, answerClass]);
  });

  it('marks the operator misconfigured on 401, naming its variables, never showing the key', async () => {
    answer = () => ({ status: 401, body: { error: 'Unauthorized', errors: [{ error_code: 'auth', message: 'bad token' }] } });
    const error = await failure(operator().upsertPlatform(sample.platform));
    expect(error.answerClass).toBe('MISCONFIGURED');
    expect(error.code).toBe('NOT_CONFIGURED');
    expect(error.message).toBe('The VK ORD operator refused the key (HTTP 401 Unauthorized): check ORD_VK_TOKEN and ORD_VK_URL');
    expect(error.message).not.toContain('vk-key');
  });

  it('retries when nobody answers', async () => {
    const down = await startLocalService(() => ok());
    const url = down.url;
    await down.close();
    const error = await failure(operator({ ORD_VK_URL: url, ORD_VK_TOKEN: 'vk-key' }).upsertPlatform(sample.platform));
    expect(error.answerClass).toBe('RETRY');
    expect(error.message).toMatch(/^VK ORD operator: PUT \/v1\/pad\/pl-4 failed: fetch failed/);
  });
});

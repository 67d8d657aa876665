import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalService, type LocalAnswer, type LocalService, type RecordedRequest } from '../../../../../dev/testing/local-service';
import * as sample from '../../../../../dev/testing/ord-samples';
import { OZON_ORD_DEFAULT_URL, readOrdConfig } from '../config';
import { OrdError } from '../ord-error';
import { ozonOperator } from './ozon-operator';

/** A local Ozon ORD: answers as the public clients read it, records what it is sent. */
let service: LocalService;
let requests: RecordedRequest[];
let answer: (request: RecordedRequest) => LocalAnswer;

beforeAll(async () => {
  service = await startLocalService((request) => answer(request));
  requests = service.requests;
});
afterAll(() => service.close());
beforeEach(() => {
  requests.length = 0;
  answer = () => ({ status: 200, body: {} });
});

const operator = (env: NodeJS.ProcessEnv = { ORD_OZON_URL: service.url, ORD_OZON_TOKEN: 'oz-key' }) => ozonOperator(readOrdConfig('OZON', env));
const sent = () => requests.map((r) => [r.method, r.url, r.body]);

async function failure(promise: Promise<unknown>): Promise<OrdError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(OrdError);
  return error as OrdError;
}

describe('Ozon ORD', () => {
  it('defaults to ord.ozon.ru and names its variables when the key is missing', async () => {
    expect(readOrdConfig('OZON', {}).url).toBe(OZON_ORD_DEFAULT_URL);
    const error = await failure(operator({ ORD_OZON_URL: service.url }).upsertParty(sample.advertiser));
    expect(error.message).toBe('The Ozon ORD operator is not configured: set ORD_OZON_TOKEN (and ORD_OZON_URL if not the default)');
    expect(requests).toHaveLength(0);
  });

  it('POSTs an organisation with the Bearer key and keeps the id Ozon answers', async () => {
    answer = () => ({ status: 200, body: { organisation: { organisationId: '5501', externalOrganisationId: 'le-17' } } });
    expect(await operator().upsertParty(sample.advertiser)).toEqual({ externalId: 'le-17', ordId: '5501' });
    await operator().upsertParty(sample.foreignPerson);
    expect(requests.every((r) => r.headers.authorization === 'Bearer oz-key' && r.headers['content-type'] === 'application/json')).toBe(true);
    expect(sent()).toEqual([
      [
        'POST',
        '/api/external/organisation',
        {
          externalOrganisationId: 'le-17',
          inn: '7701234567',
          fullOpf: 'ООО «Ромашка»',
          shortOpf: 'Ромашка',
          legalType: 'LEGAL_TYPE_LEGAL',
          ogrn: '1027700000000',
          rsUrl: 'https://romashka.example',
          legalAddress: { address: 'Москва, ул. Ленина, 1' },
          postAddress: { address: 'Москва, ул. Ленина, 1' },
          isOpc: false,
          isPp: false,
        },
      ],
      [
        'POST',
        '/api/external/organisation',
        {
          externalOrganisationId: 'le-19',
          taxId: 'US-123456789',
          fullOpf: 'John Smith',
          shortOpf: 'John Smith',
          legalType: 'LEGAL_TYPE_FOREIGN_INDIVIDUAL',
          fio: 'John Smith',
          phoneNumber: '+1 212 555-0100',
          legalAddress: { address: 'Москва, ул. Ленина, 1' },
          postAddress: { address: 'Москва, ул. Ленина, 1' },
          isOpc: false,
          isPp: false,
        },
      ],
    ]);
  });

  it('POSTs contracts and original contracts', async () => {
    answer = () => ({ status: 200, body: { contract: { contractId: 77 } } });
    expect(await operator().upsertContract({ kind: 'contract', record: sample.serviceContract })).toEqual({ externalId: 'c-5', ordId: '77' });
    await operator().upsertContract({ kind: 'originalContract', record: sample.intermediaryOriginal });
    expect(sent()).toEqual([
      [
        'POST',
        '/api/external/contract',
        {
          externalContractId: 'c-5',
          externalOrganisationCustomerId: 'le-17',
          externalOrganisationPerformerId: 'org-1',
          contractType: 'CONTRACT_TYPE_SERVICE',
          actionType: 'ACTION_TYPE_OTHER',
          subjectType: 'SUBJECT_TYPE_ORGANISATION',
          contractNumber: 'Д-5/2025',
          contractDate: '2025-01-15',
          price: '150000.50',
          withNds: true,
        },
      ],
      [
        'POST',
        '/api/external/contract',
        {
          externalContractId: 'oc-9',
          externalOrganisationCustomerId: 'le-17',
          externalOrganisationPerformerId: 'le-18',
          contractType: 'CONTRACT_TYPE_INTERMEDIARY',
          actionType: 'ACTION_TYPE_CONCLUSION',
          subjectType: 'SUBJECT_TYPE_INTERMEDIARY',
          contractNumber: 'ИД-9',
          contractDate: '2025-01-10',
          price: '1000.00',
          withNds: false,
        },
      ],
    ]);
  });

  it('refuses a contract of type OTHER without calling', async () => {
    const error = await failure(operator().upsertContract({ kind: 'contract', record: { ...sample.serviceContract, type: 'OTHER' } }));
    expect(error.fieldErrors).toEqual({ type: ['Ozon ORD takes service, intermediary and additional contracts, not OTHER'] });
    expect(requests).toHaveLength(0);
  });

  it('POSTs a platform, then links it to its owner', async () => {
    answer = (r) => ({ status: 200, body: r.url === '/api/external/platform' ? { platform: { platformId: '900' } } : {} });
    expect(await operator().upsertPlatform(sample.platform)).toEqual({ externalId: 'pl-4', ordId: '900' });
    expect(sent()).toEqual([
      ['POST', '/api/external/platform', { externalPlatformId: 'pl-4', platformType: 'PLATFORM_TYPE_SITE', url: 'https://news.example', appName: 'news.example' }],
      ['POST', '/api/external/organisation/org-1/platform', { platform: [{ externalPlatformId: 'pl-4', isPlatformOwner: true }] }],
    ]);
  });

  it('POSTs a creative and takes its erid from `marker`', async () => {
    answer = () => ({ status: 200, body: { creative: { creativeId: '3141', marker: '2VtzqwXyZ' } } });
    expect(await operator().upsertCreative(sample.creative)).toEqual({ externalId: 'cr-3', ordId: '3141', erid: '2VtzqwXyZ' });
    expect(sent()).toEqual([
      [
        'POST',
        '/api/external/creative',
        {
          externalCreativeId: 'cr-3',
          externalContractIds: ['oc-9'],
          title: 'Весенняя распродажа',
          description: 'Скидки до 50%',
          advObjectType: 'ADV_OBJECT_TYPE_TEXT_GRAPHIC_BLOCK',
          paymentType: 'PAYMENT_TYPE_CPM',
          kktuCodes: ['30.15.1'],
          mediaData: [{ text: 'Скидки до 50%' }],
          urlList: [{ url: 'https://romashka.example/sale' }],
          isSocialAdv: false,
          isNative: false,
        },
      ],
    ]);
  });

  it('uploads a creative file (multipart `file`, INFERRED path) and keeps the file id Ozon answers', async () => {
    answer = () => ({ status: 200, body: { id: 'oz-file-21' } });
    expect(await operator().uploadMedia(sample.bannerArchive)).toEqual({ externalId: 'md-21', ordId: 'oz-file-21' });
    expect(requests.map((r) => [r.method, r.url, Object.keys(r.form ?? {})])).toEqual([['POST', '/api/external/file/media', ['file']]]);
    expect(requests[0].headers.authorization).toBe('Bearer oz-key');
    expect(requests[0].form?.file).toMatchObject({ filename: 'banner.zip', contentType: 'application/zip' });
    expect(requests[0].form?.file.data.equals(Buffer.from(sample.bannerArchive.data))).toBe(true);
    answer = () => ({ status: 200, body: {} });
    expect((await failure(operator().uploadMedia(sample.bannerArchive))).message).toBe('Ozon ORD operator: POST /api/external/file/media answered without id');
  });

  it('names a creative\'s uploaded files by Ozon\'s file ids in its media data', async () => {
    answer = () => ({ status: 200, body: { creative: { creativeId: '3142', marker: '2Vtzq5' } } });
    await operator().upsertCreative(sample.banner);
    expect(requests[0].body).toMatchObject({ advObjectType: 'ADV_OBJECT_TYPE_BANNER', mediaData: [{ file: { id: 'oz-file-21' } }] });
  });

  it('stores no erid when Ozon answers no marker', async () => {
    answer = () => ({ status: 200, body: { creative: { creativeId: '3141' } } });
    const error = await failure(operator().upsertCreative(sample.creative));
    expect(error.message).toBe('Ozon ORD operator: POST /api/external/creative answered without creative.marker');
  });

  it('POSTs an act with its original contracts, then links its creatives; nothing to mark ready', async () => {
    answer = (r) => ({ status: 200, body: r.url === '/api/external/v2/invoice' ? { invoice: { invoiceId: '33399' } } : {} });
    const ozon = operator();
    expect(await ozon.upsertAct(sample.act)).toEqual({ externalId: 'act-8', ordId: '33399' });
    await ozon.markActReady(8);
    expect(sent()).toEqual([
      [
        'POST',
        '/api/external/v2/invoice',
        {
          externalInvoiceId: 'act-8',
          externalContractId: 'c-5',
          invoiceNumber: 'А-8',
          invoiceDate: '2025-01-31',
          startDate: '2025-01-01',
          endDate: '2025-01-31',
          price: '30000.00',
          withNds: true,
          clientRole: 'ORGANISATION_ROLE_RD',
          contractorRole: 'ORGANISATION_ROLE_RA',
          contracts: [{ externalContractId: 'oc-9', price: '30000.00', withNds: true }],
        },
      ],
      ['POST', '/api/external/v3/invoice/creative/link', { items: [{ externalContractId: 'oc-9', externalCreativeIds: ['cr-3'], externalInvoiceId: 'act-8' }] }],
    ]);
  });

  it('POSTs statistics one month per request, each keyed by our external id', async () => {
    expect(await operator().sendStatistics(sample.statistics)).toEqual([
      { id: 31, externalId: 'st-31', ordId: 'st-31' },
      { id: 33, externalId: 'st-33', ordId: 'st-33' },
      { id: 32, externalId: 'st-32', ordId: 'st-32' },
    ]);
    expect(requests.map((r) => [r.url, (r.body as { statistics: Array<Record<string, unknown>> }).statistics.map((s) => [s.externalStatisticId, s.moneySpent, s.withNds])])).toEqual([
      ['/api/external/v2/statistic', [['st-31', '30000.00', true], ['st-33', '100.00', false]]],
      ['/api/external/v2/statistic', [['st-32', '30000.00', true]]],
    ]);
    expect((requests[0].body as { statistics: unknown[] }).statistics[0]).toEqual({
      externalStatisticId: 'st-31',
      externalCreativeId: 'cr-3',
      externalPlatformId: 'pl-4',
      dateStartPlan: '2025-01-01',
      dateEndPlan: '2025-01-31',
      dateStartFact: '2025-01-03',
      dateEndFact: '2025-01-30',
      viewsCountByFact: '120000',
      viewsCountByInvoice: '100000',
      moneySpent: '30000.00',
      unitCost: '250.00000',
      withNds: true,
    });
  });

  it('reports an object Ozon holds as RECEIVED', async () => {
    expect(await operator().getStatus('act', ['act-8'])).toEqual([{ externalId: 'act-8', state: 'RECEIVED', messages: [] }]);
    expect(sent()).toEqual([['GET', '/api/external/v2/invoice/act-8', null]]);
  });

  it.each([
    [400, 'REJECTED', 'Ozon ORD operator: POST /api/external/contract failed: HTTP 400 Bad Request: inn is invalid'],
    [409, 'REJECTED', 'Ozon ORD operator: POST /api/external/contract failed: HTTP 409 Conflict: inn is invalid'],
    [503, 'RETRY', 'Ozon ORD operator: POST /api/external/contract failed: HTTP 503 Service Unavailable: inn is invalid'],
    [401, 'MISCONFIGURED', 'The Ozon ORD operator refused the key (HTTP 401 Unauthorized): check ORD_OZON_TOKEN and ORD_OZON_URL'],
  ])('answers HTTP %i as %s keeping Ozon’s message', async (status, answerClass, message) => {
    answer = () => ({ status, body: { error: 'inn is invalid' } });
    const error = await failure(operator().upsertContract({ kind: 'contract', record: sample.serviceContract }));
    expect([error.answerClass, error.message]).toEqual([answerClass, message]);
  });
});

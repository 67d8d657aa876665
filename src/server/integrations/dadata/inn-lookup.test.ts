import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bank, individualParty, legalParty } from '../../../../dev/testing/dadata-samples';
import { failure } from '../../../../dev/testing/integration-failure';
import { startLocalService, type LocalAnswer, type LocalService, type RecordedRequest } from '../../../../dev/testing/local-service';
import { DADATA_DEFAULT_URL, readDadataConfig, type DadataConfig } from './config';
import { lookupByInn } from './inn-lookup';
import { partyFields } from './party-lookup';

/** A local stand-in speaking DaData's findById protocol; each test sets the answers. */
let service: LocalService;
let baseUrl: string;
let requests: RecordedRequest[];
let answers: Record<string, LocalAnswer>;

beforeAll(async () => {
  service = await startLocalService((request) => answers[request.url] ?? { status: 404, body: { message: 'not found' } });
  requests = service.requests;
  baseUrl = `${service.url}/suggestions/api/4_1/rs`;
});

afterAll(async () => service.close());

beforeEach(() => {
  requests.length = 0;
  answers = {};
});

const partyPath = '/suggestions/api/4_1/rs/findById/party';
const bankPath = '/suggestions/api/4_1/rs/findById/bank';

function config(overrides: Partial<DadataConfig> = {}): DadataConfig {
  return { ...readDadataConfig({ DADATA_URL: `${baseUrl}/`, DADATA_TOKEN: 'secret-token' }), ...overrides };
}

describe('readDadataConfig', () => {
  it('uses the documented default URL and leaves the token unset', () => {
    expect(readDadataConfig({})).toEqual({ url: DADATA_DEFAULT_URL, token: undefined, timeoutMs: 10_000 });
  });
});

describe('lookupByInn: party', () => {
  it('fills a LEGAL entity and sends the token and the INN', async () => {
    answers[partyPath] = { status: 200, body: { suggestions: [legalParty] } };
    const result = await lookupByInn(config(), { inn: '7707083893', party: true, bank: false });

    expect(result).toEqual({
      fullname: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
      name: 'ПАО СБЕРБАНК',
      billingAddress: '117997, ГОРОД МОСКВА, УЛИЦА ВАВИЛОВА, 19',
      address: '117312, г Москва, р-н Академический, ул Вавилова, д 19',
      ceoName: 'Греф Герман Оскарович',
      legalForm: 'LEGAL',
      // DaData's «ПАО» (a public joint-stock company) is the ownership form AO.
      ownershipForm: 'AO',
      billingInfo: { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', okpo: '00032537' },
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(partyPath);
    expect(request.headers.authorization).toBe('Token secret-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(request.body).toEqual({ query: '7707083893' });
  });

  it('fills an INDIVIDUAL as IP with the person as the one in charge', async () => {
    answers[partyPath] = { status: 200, body: { suggestions: [individualParty] } };
    const result = await lookupByInn(config(), { inn: '784806113663', party: true, bank: false });

    expect(result).toEqual({
      fullname: 'Индивидуальный предприниматель Иванов Иван Иванович',
      name: 'ИП Иванов Иван Иванович',
      billingAddress: '190000, г Санкт-Петербург',
      address: '190000, г Санкт-Петербург',
      ceoName: 'Иванов Иван Иванович',
      legalForm: 'IP',
      ownershipForm: 'IP',
      billingInfo: { inn: '784806113663', ogrn: '304780000000000', okpo: '0123456789' },
    });
  });

  it('sends the KPP when one is given (a branch)', async () => {
    answers[partyPath] = { status: 200, body: { suggestions: [legalParty] } };
    await lookupByInn(config(), { inn: '7707083893', kpp: '773601001', party: true, bank: false });
    expect(requests[0].body).toEqual({ query: '7707083893', kpp: '773601001' });
  });

  it('says so when there are no suggestions', async () => {
    answers[partyPath] = { status: 200, body: { suggestions: [] } };
    const error = await failure(lookupByInn(config(), { inn: '7707083893', party: true, bank: true }));
    expect(error.message).toBe('No suggestions for this INN');
    expect(error.code).toBe('NOT_FOUND');
    expect(requests.map((r) => r.url)).toEqual([partyPath]);
  });

  it('refuses a foreign entity', async () => {
    const foreign = structuredClone(legalParty);
    foreign.data.address.data.country_iso_code = 'KZ';
    answers[partyPath] = { status: 200, body: { suggestions: [foreign] } };
    const error = await failure(lookupByInn(config(), { inn: '7707083893', party: true, bank: false }));
    expect(error.message).toBe('Legal Entity with provided INN are foreign');
  });

  it('refuses a party that is neither LEGAL nor INDIVIDUAL', async () => {
    const other = structuredClone(legalParty);
    other.data.type = 'FOREIGN_BRANCH';
    answers[partyPath] = { status: 200, body: { suggestions: [other] } };
    const error = await failure(lookupByInn(config(), { inn: '7707083893', party: true, bank: false }));
    expect(error.message).toBe('Legal Entity with provided INN are not Legal or Individual');
    expect(error.code).toBe('REJECTED');
  });

  it('reports a non-2xx answer with its status', async () => {
    answers[partyPath] = { status: 403, body: { family: 'CLIENT_ERROR', reason: 'Forbidden' } };
    const error = await failure(lookupByInn(config(), { inn: '7707083893', party: true, bank: false }));
    expect(error.message).toBe('Failed to fetch company data: HTTP 403 Forbidden');
    expect(error.status).toBe(403);
    expect(error.code).toBe('UPSTREAM');
  });

  it('reports an unreadable answer', async () => {
    answers[partyPath] = { status: 200, body: '<html>' };
    const error = await failure(lookupByInn(config(), { inn: '7707083893', party: true, bank: false }));
    expect(error.message).toMatch(/^Failed to fetch company data: /);
  });

  it('reports a timeout', async () => {
    answers[partyPath] = 'hang';
    const error = await failure(lookupByInn(config({ timeoutMs: 100 }), { inn: '7707083893', party: true, bank: false }));
    expect(error.message).toBe('Failed to fetch company data: no answer within 0.1 s');
  });

  it('reports a network failure', async () => {
    const closed = await startLocalService(() => ({ status: 404, body: {} }));
    await closed.close();
    const error = await failure(lookupByInn(config({ url: closed.url }), { inn: '7707083893', party: true, bank: false }));
    expect(error.message).toMatch(/^Failed to fetch company data: /);
    expect(error.message).not.toContain('secret-token');
  });
});

describe('lookupByInn: bank', () => {
  it('fills party and bank, asking for the bank with the INN and the KPP found', async () => {
    answers[partyPath] = { status: 200, body: { suggestions: [legalParty] } };
    answers[bankPath] = { status: 200, body: { suggestions: [bank] } };
    const result = await lookupByInn(config(), { inn: '7707083893', party: true, bank: true });

    expect(result.legalForm).toBe('LEGAL');
    expect(result.billingInfo).toEqual({
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      okpo: '00032537',
      bankName: 'ПАО СБЕРБАНК',
      bik: '044525225',
      correspondentAccount: '30101810400000000225',
    });
    expect(requests.map((r) => r.url)).toEqual([partyPath, bankPath]);
    expect(requests[1].headers.authorization).toBe('Token secret-token');
    expect(requests[1].body).toEqual({ query: '7707083893', kpp: '773601001' });
  });

  it('fills only the bank part when only the bank is asked for', async () => {
    answers[bankPath] = { status: 200, body: { suggestions: [{ ...bank, data: { ...bank.data, name: null } }] } };
    const result = await lookupByInn(config(), { inn: '7707083893', kpp: '773601001', party: false, bank: true });
    expect(result).toEqual({
      billingInfo: {
        inn: '7707083893',
        bankName: 'ПАО Сбербанк',
        bik: '044525225',
        correspondentAccount: '30101810400000000225',
      },
    });
    expect(requests.map((r) => r.url)).toEqual([bankPath]);
    expect(requests[0].body).toEqual({ query: '7707083893', kpp: '773601001' });
  });

  it('says so when there are no bank suggestions', async () => {
    answers[bankPath] = { status: 200, body: { suggestions: [] } };
    const error = await failure(lookupByInn(config(), { inn: '7707083893', party: false, bank: true }));
    expect(error.message).toBe('No Bank Info suggestions for this INN and KPP');
    expect(requests[0].body).toEqual({ query: '7707083893' });
  });

  it('reports a failed bank call with its status', async () => {
    answers[partyPath] = { status: 200, body: { suggestions: [legalParty] } };
    answers[bankPath] = { status: 500, body: {} };
    const error = await failure(lookupByInn(config(), { inn: '7707083893', party: true, bank: true }));
    expect(error.message).toBe('Failed to fetch bank data: HTTP 500 Internal Server Error');
    expect(error.status).toBe(500);
  });
});

describe('lookupByInn: configuration and input', () => {
  it('names the variables to set when the token is missing, without calling out', async () => {
    const error = await failure(
      lookupByInn(readDadataConfig({ DADATA_URL: baseUrl }), { inn: '7707083893', party: true, bank: false }),
    );
    expect(error.message).toBe(
      'The company-data service is not configured: set DADATA_TOKEN (and DADATA_URL if not the default)',
    );
    expect(error.code).toBe('NOT_CONFIGURED');
    expect(requests).toHaveLength(0);
  });

  it.each(['', '12345', '77070838931', '77070838a3', '-707083893'])('rejects the INN %j', async (inn) => {
    const error = await failure(lookupByInn(config(), { inn, party: true, bank: false }));
    expect(error.code).toBe('BAD_INPUT');
    expect(error.message).toBe('The INN must be 10 or 12 digits');
  });

  it('rejects a malformed KPP', async () => {
    const error = await failure(lookupByInn(config(), { inn: '7707083893', kpp: '7736', party: true, bank: false }));
    expect(error.code).toBe('BAD_INPUT');
  });

  it('needs at least one part to be asked for', async () => {
    const error = await failure(lookupByInn(config(), { inn: '7707083893', party: false, bank: false }));
    expect(error.message).toBe('Choose company data, bank data or both');
    expect(requests).toHaveLength(0);
  });
});

describe('partyFields: the ownership form', () => {
  it("names each of spec 1's forms by DaData's abbreviation, and none for another form", () => {
    const formOf = (short: string) => partyFields({ ...legalParty.data, opf: { short } }).ownershipForm;
    expect(['ООО', 'ИП', 'АО', 'ПАО', 'ЗАО', 'АНО', 'ТОО'].map(formOf)).toEqual(['OOO', 'IP', 'AO', 'AO', 'ZAO', 'ANO', 'TOO']);
    expect(formOf('ГУП')).toBeUndefined();
  });
});

/**
 * Counterparty rules on the server (spec 1 §5, §6), the tax-number import against a local
 * DaData and the CRM sync against a local Pipedrive.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shortBank, shortLegalParty } from '../../../dev/testing/dadata-samples';
import { startLocalService, type LocalService } from '../../../dev/testing/local-service';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { syncCrmOrganizations } from './crm-sync';
import { responsibleChangeRefused } from '../../domain/counterparties/counterparties';

let t: TestServer;
let user: { id: number; token: string };
let other: { id: number; token: string };
let manager: { id: number; token: string };
const savedEnv = { ...process.env };

beforeAll(async () => {
  t = await createTestServer();
  user = await t.userWithRole('USER');
  other = await t.userWithRole('USER');
  manager = await t.userWithRole('MANAGER');
}, 60_000);
afterAll(async () => t?.close());
afterEach(() => {
  process.env = { ...savedEnv };
});

describe('clients', () => {
  it('only an ADMIN or MANAGER changes the responsible user; a refused change writes nothing', async () => {
    const created = await t.call(user.token, { method: 'POST', url: '/api/clients/', payload: { name: 'Mine', user: user.id } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'NA', user: user.id });
    const id = created.json().id;
    const refused = await t.call(user.token, { method: 'PATCH', url: `/api/clients/${id}/`, payload: { user: other.id, name: 'Renamed' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(responsibleChangeRefused);
    expect((await t.call(user.token, { method: 'GET', url: `/api/clients/${id}/` })).json()).toMatchObject({ user: user.id, name: 'Mine' });
    const forOther = await t.call(user.token, { method: 'POST', url: '/api/clients/', payload: { name: 'Theirs', user: other.id } });
    expect(forOther.statusCode).toBe(403);
    expect((await t.call(user.token, { method: 'PATCH', url: `/api/clients/${id}/`, payload: { comment: 'ok' } })).statusCode).toBe(200);
    const byManager = await t.call(manager.token, { method: 'PATCH', url: `/api/clients/${id}/`, payload: { user: other.id } });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json()).toMatchObject({ user: other.id, userName: expect.stringContaining('Test') });
  });
  it('filters by the responsible user (the default table filter)', async () => {
    const list = (await t.call(user.token, { method: 'GET', url: `/api/clients/?user=${other.id}` })).json();
    expect(list.results.map((c: { name: string }) => c.name)).toContain('Mine');
  });
});

describe('brands and verticals', () => {
  it('requires a non-blank name and a CRM organisation; verticals need a brand', async () => {
    const bad = await t.call(user.token, { method: 'POST', url: '/api/brands/', payload: { name: '   ' } });
    expect(bad.json().errors).toMatchObject({ name: ['Required field'], pipeOrganization: ['Required field'] });
    const org = await t.call(t.adminToken, { method: 'POST', url: '/api/brands/pipe/', payload: { name: 'CRM Org', crmId: 77 } });
    expect(org.statusCode).toBe(201);
    expect((await t.call(user.token, { method: 'POST', url: '/api/brands/pipe/', payload: { name: 'X' } })).statusCode).toBe(403);
    const area = (await t.call(user.token, { method: 'POST', url: '/api/brands/areas/', payload: { name: 'Food' } })).json();
    const brand = await t.call(user.token, { method: 'POST', url: '/api/brands/', payload: { name: ' Cola ', pipeOrganization: org.json().id, brandArea: area.id } });
    expect(brand.json()).toMatchObject({ name: 'Cola', brandAreaName: 'Food', pipeOrganizationName: 'CRM Org' });
    const vertical = await t.call(user.token, { method: 'POST', url: '/api/brands/vertical/', payload: { name: ' Soda ' } });
    expect(vertical.json().errors).toEqual({ brand: ['Required field'] });
    const ok = await t.call(user.token, { method: 'POST', url: '/api/brands/vertical/', payload: { name: ' Soda ', brand: brand.json().id } });
    expect(ok.json()).toMatchObject({ name: 'Soda', brandName: 'Cola' });
  });
});

describe('legal entities', () => {
  const base = { fullname: 'ООО "Ромашка"', name: 'Ромашка' };
  it('defaults country 129 and preset 2, applies the INN rule and keeps only the preset keys', async () => {
    const withoutForm = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/', payload: { ...base, billingInfo: { inn: '7707083893' } } });
    expect(withoutForm.statusCode).toBe(400);
    expect(withoutForm.json().errors.legalForm).toEqual(['Required field']);
    const created = await t.call(user.token, {
      method: 'POST',
      url: '/api/legal_entities/',
      payload: { ...base, legalForm: 'LEGAL', billingInfo: { inn: ' 7707083893 ', kpp: '773601001', swift: 'NOPE' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ country: 129, countryName: 'Russia', billingInfoPreset: 2, legalForm: 'LEGAL', billingInfo: { inn: '7707083893', kpp: '773601001' } });
    expect(created.json().billingInfo.swift).toBeUndefined();
    const shortInn = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/', payload: { ...base, legalForm: 'IP', billingInfo: { inn: '7707083893' } } });
    expect(shortInn.json().errors).toEqual({ billingInfo: ['The tax number must have exactly 12 characters'] });
  });
  it('keeps an ownership form of the list (spec 1 §3: OOO, IP, AO, ZAO, ANO, TOO) and refuses another', async () => {
    const post = (ownershipForm: string) =>
      t.call(user.token, { method: 'POST', url: '/api/legal_entities/', payload: { ...base, legalForm: 'LEGAL', ownershipForm, billingInfo: { inn: '7707083893' } } });
    const kept = await post('ZAO');
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({ ownershipForm: 'ZAO' });
    const refused = await post('PAO');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['ownershipForm']);
    const enums = (await t.call(user.token, { method: 'GET', url: '/api/frontend/enums/' })).json();
    expect(enums.ownershipForm.map((item: { v: string }) => item.v)).toEqual(['OOO', 'IP', 'AO', 'ZAO', 'ANO', 'TOO']);
  });
  it('requires phone for PHYSIC and the tax number outside country 129', async () => {
    const answer = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/', payload: { ...base, legalForm: 'PHYSIC', country: 20 } });
    expect(answer.json().errors).toEqual({ phone: ['Required field'], billingInfo: ['Required field'] });
    const required = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/', payload: { email: 'nope' } });
    expect(required.json().errors).toMatchObject({ fullname: ['Required field'], name: ['Required field'], email: ['Enter a valid email'] });
  });
  it('attaches to a client by setting its client field, and filters by client', async () => {
    const clientId = (await t.call(user.token, { method: 'POST', url: '/api/clients/', payload: { name: 'Attach me', user: user.id } })).json().id;
    const entity = (await t.call(user.token, { method: 'POST', url: '/api/legal_entities/', payload: { ...base, legalForm: 'LEGAL', name: 'Attached' } })).json();
    const patched = await t.call(user.token, { method: 'PATCH', url: `/api/legal_entities/${entity.id}/`, payload: { client: clientId } });
    expect(patched.json()).toMatchObject({ client: clientId, clientName: 'Attach me' });
    const short = (await t.call(user.token, { method: 'GET', url: `/api/legal_entities/short/?client=${clientId}` })).json();
    expect(short).toEqual([{ v: entity.id, t: 'Attached' }]);
  });
});

describe('tax-number import', () => {
  let dadata: LocalService;
  const party = shortLegalParty;
  const bank = shortBank;
  let partyAnswer: unknown = { suggestions: [party] };
  beforeAll(async () => {
    dadata = await startLocalService((request) => {
      if (request.url.endsWith('/findById/party')) return { status: 200, body: partyAnswer };
      if (request.url.endsWith('/findById/bank')) return { status: 200, body: { suggestions: [bank] } };
      return { status: 404, body: {} };
    });
  });
  afterAll(async () => dadata.close());

  it('answers the fields to fill from company and bank data; the token never reaches the answer', async () => {
    process.env.DADATA_URL = dadata.url;
    process.env.DADATA_TOKEN = 'server-secret';
    const answer = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/inn_lookup/', payload: { inn: '7707083893', party: true, bank: true } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      fullname: party.data.name.full_with_opf,
      name: party.data.name.short_with_opf,
      ceoName: 'Бендер Остап Ибрагимович',
      legalForm: 'LEGAL',
      billingInfo: { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', bik: '044525225', correspondentAccount: '30101810400000000225' },
    });
    expect(answer.body).not.toContain('server-secret');
    expect(dadata.requests.at(-1)?.headers.authorization).toBe('Token server-secret');
  });
  it('answers the specification messages as 400', async () => {
    process.env.DADATA_URL = dadata.url;
    process.env.DADATA_TOKEN = 'server-secret';
    partyAnswer = { suggestions: [] };
    const none = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/inn_lookup/', payload: { inn: '7707083893', party: true, bank: false } });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('No suggestions for this INN');
    partyAnswer = { suggestions: [{ ...party, data: { ...party.data, address: { ...party.data.address, data: { country_iso_code: 'KZ' } } } }] };
    const foreign = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/inn_lookup/', payload: { inn: '7707083893', party: true, bank: false } });
    expect(foreign.json().detail).toBe('Legal Entity with provided INN are foreign');
    partyAnswer = { suggestions: [party] };
    const nothing = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/inn_lookup/', payload: { inn: '7707083893', party: false, bank: false } });
    expect(nothing.statusCode).toBe(400);
    const letters = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/inn_lookup/', payload: { inn: 'abc', party: true } });
    expect(letters.json().errors.inn).toEqual(['The value must be a nonnegative integer']);
  });
  it('without DADATA_TOKEN answers a 400 naming the variable', async () => {
    delete process.env.DADATA_TOKEN;
    const answer = await t.call(user.token, { method: 'POST', url: '/api/legal_entities/inn_lookup/', payload: { inn: '7707083893', party: true } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().detail).toContain('DADATA_TOKEN');
  });
});

describe('CRM sync', () => {
  it('upserts every organisation across cursor pages by CRM id', async () => {
    const pages: Record<string, unknown> = {
      first: { success: true, data: [{ id: 77, name: 'CRM Org renamed' }, { id: 1, name: 'One' }], additional_data: { next_cursor: 'c2' } },
      c2: { success: true, data: [{ id: 2, name: 'Two' }], additional_data: { next_cursor: null } },
    };
    const pipedrive = await startLocalService((request) => {
      const cursor = new URL(request.url, 'http://x').searchParams.get('cursor') ?? 'first';
      return { status: 200, body: pages[cursor] };
    });
    process.env.PIPEDRIVE_URL = pipedrive.url;
    process.env.PIPEDRIVE_TOKEN = 'crm-token';
    try {
      const result = await syncCrmOrganizations(t.ctx, null);
      expect(result).toEqual({ created: 2, updated: 1 });
      const orgs = (await t.call(user.token, { method: 'GET', url: '/api/brands/pipe/?ordering=crmId' })).json().results;
      expect(orgs.map((o: { crmId: number; name: string }) => [o.crmId, o.name])).toEqual([[1, 'One'], [2, 'Two'], [77, 'CRM Org renamed']]);
      expect(pipedrive.requests[0].headers['x-api-token']).toBe('crm-token');
      expect(await syncCrmOrganizations(t.ctx, null)).toEqual({ created: 0, updated: 0 });
      pages.first = { success: true, data: [{ id: 3, name: 'Three' }], additional_data: {} };
      const started = await t.call(user.token, { method: 'POST', url: '/api/brands/sync/' });
      expect(started.statusCode).toBe(200);
      const task = await t.waitForTask(started.json().taskId);
      expect(task).toEqual({ state: 'SUCCESS', detail: { created: 1, updated: 0 } });
      const three = (await t.call(user.token, { method: 'GET', url: '/api/brands/pipe/?crmId=3' })).json().results[0];
      const history = (await t.call(user.token, { method: 'GET', url: `/api/brands/pipe/${three.id}/history/` })).json();
      expect(history).toMatchObject([{ action: 'create', user: user.id, changes: { name: [null, 'Three'], crmId: [null, 3] } }]);
      const renamed = (await t.call(user.token, { method: 'GET', url: '/api/brands/pipe/?crmId=77' })).json().results[0];
      const renames = (await t.call(user.token, { method: 'GET', url: `/api/brands/pipe/${renamed.id}/history/` })).json();
      expect(renames[0]).toMatchObject({ action: 'update', user: null, changes: { name: ['CRM Org', 'CRM Org renamed'] } });
      delete process.env.PIPEDRIVE_TOKEN;
      const unconfigured = await t.waitForTask((await t.call(user.token, { method: 'POST', url: '/api/brands/sync/' })).json().taskId);
      expect(unconfigured).toEqual({
        state: 'FAILURE',
        detail: 'The CRM service is not configured: set PIPEDRIVE_TOKEN (and PIPEDRIVE_URL if not the default)',
        code: 'integration.notConfigured',
        values: { label: 'CRM service', token: 'PIPEDRIVE_TOKEN', url: 'PIPEDRIVE_URL' },
      });
    } finally {
      await pipedrive.close();
    }
  });
});

/**
 * Sending publishers and publisher contracts to the registry (API.md "Buying side") through the
 * registry's send machinery, against a local VK ORD that checks every request by VK's OpenAPI
 * document: the contract goes after our organisation and the publisher's legal entity (a person
 * with the role `publisher`) as a service contract; its VK id lands on the record; without `api`
 * every configured operator is used; OTM is refused honestly.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTM_NOT_AVAILABLE } from '../integrations/ord';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { startVkOrd, vkAnswer, type VkOrdService } from '../../../dev/testing/vk-ord-service';
import { created, fetched } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let vk: VkOrdService;
let legalEntityId: number;
const saved = { url: process.env.ORD_VK_URL, token: process.env.ORD_VK_TOKEN, ozon: process.env.ORD_OZON_TOKEN };

beforeAll(async () => {
  vk = await startVkOrd();
  t = await createTestServer();
  legalEntityId = (await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Site Owner', name: 'Site Owner', legalForm: 'LEGAL', billingInfo: { inn: '7707083893', kpp: '770701001' } })).id;
}, 60_000);
afterAll(async () => {
  for (const [name, value] of [['ORD_VK_URL', saved.url], ['ORD_VK_TOKEN', saved.token], ['ORD_OZON_TOKEN', saved.ozon]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await vk?.close();
  await t?.close();
});
beforeEach(() => {
  process.env.ORD_VK_URL = vk.url;
  process.env.ORD_VK_TOKEN = 'vk-key';
  delete process.env.ORD_OZON_TOKEN;
  vk.reset();
  vk.answer = vkAnswer;
});
afterEach(() => expect(vk.problems).toEqual([]));

async function send(path: string, id: number, api?: string) {
  const response = await t.call(t.adminToken, { method: 'GET', url: `/api/${path}to_erir/${id}/${api ? `?api=${api}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return t.waitForTask(response.json().taskId);
}

describe('a publisher contract', () => {
  it('goes to VK after our organisation and the publisher as a service contract; its VK id lands on it', async () => {
    const contract = await created(t, t.adminToken, 'publisher_contracts/', { legalEntity: legalEntityId, number: 'PUB-7', date: '2026-02-01' });
    expect(await send('publisher_contracts/', contract.id, 'VK')).toEqual({ state: 'SUCCESS', detail: { sent: 3, unchanged: 0 } });
    expect(vk.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', '/v1/person/org-4', { name: 'Publisher billing organisation', roles: ['agency'], juridical_details: { type: 'juridical' } }],
      ['PUT', `/v1/person/le-${legalEntityId}`, { name: 'OOO Site Owner', roles: ['publisher'], juridical_details: { type: 'juridical', inn: '7707083893', kpp: '770701001' } }],
      [
        'PUT',
        `/v1/contract/pc-${contract.id}`,
        { type: 'service', client_external_id: 'org-4', contractor_external_id: `le-${legalEntityId}`, date: '2026-02-01', serial: 'PUB-7', subject_type: 'distribution', flags: [] },
      ],
    ]);
    expect(await fetched(t, `publisher_contracts/${contract.id}/`)).toMatchObject({ vkId: `pc-${contract.id}`, ordId: `pc-${contract.id}`, isUpdated: true, erirState: 'processing' });

    // Unchanged: nothing is sent again. A sent field changes: no longer actual, sent again.
    expect(await send('publisher_contracts/', contract.id, 'VK')).toEqual({ state: 'SUCCESS', detail: { sent: 0, unchanged: 3 } });
    const patched = await t.call(t.adminToken, { method: 'PATCH', url: `/api/publisher_contracts/${contract.id}/`, payload: { number: 'PUB-7a' } });
    expect(patched.json()).toMatchObject({ isUpdated: false });
    expect(await send('publisher_contracts/', contract.id)).toEqual({ state: 'SUCCESS', detail: { sent: 1, unchanged: 2 } });
    expect(vk.requests.at(-1)?.body).toMatchObject({ serial: 'PUB-7a' });
  });

  it('is refused through OTM (no protocol) and when no operator is configured, naming why; nothing is sent', async () => {
    const contract = await created(t, t.adminToken, 'publisher_contracts/', { legalEntity: legalEntityId, number: 'PUB-OTM', date: '2026-02-01' });
    const otm = await t.call(t.adminToken, { method: 'GET', url: `/api/publisher_contracts/to_erir/${contract.id}/?api=OTM` });
    expect(otm.statusCode).toBe(400);
    expect(otm.json().detail).toBe(OTM_NOT_AVAILABLE);
    delete process.env.ORD_VK_TOKEN;
    const none = await t.call(t.adminToken, { method: 'GET', url: `/api/publisher_contracts/to_erir/${contract.id}/` });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toContain('ORD_VK_TOKEN');
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/publisher_contracts/to_erir/999999/?api=VK' })).statusCode).toBe(404);
    expect(vk.requests).toEqual([]);
  });
});

describe('a publisher', () => {
  it("is its contract's legal entity as a person with the role publisher, through every configured operator", async () => {
    const other = (await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Blog', name: 'Blog', legalForm: 'LEGAL', billingInfo: { inn: '7701234567' } })).id;
    const contract = await created(t, t.adminToken, 'publisher_contracts/', { legalEntity: other, number: 'PUB-9', date: '2026-02-01' });
    const publisher = await created(t, t.adminToken, 'publishers/', { name: 'Blog', contract: contract.id });
    expect(await send('publishers/', publisher.id)).toEqual({ state: 'SUCCESS', detail: { sent: 1, unchanged: 0 } });
    expect(vk.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', `/v1/person/le-${other}`, { name: 'OOO Blog', roles: ['publisher'], juridical_details: { type: 'juridical', inn: '7701234567' } }],
    ]);
    expect(await fetched(t, `legal_entities/${other}/`)).toMatchObject({ vkId: `le-${other}`, isUpdated: true });
  });
});

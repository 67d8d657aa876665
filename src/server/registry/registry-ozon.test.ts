/**
 * Sending through Ozon ORD against a local server speaking its protocol (as the public clients
 * do, docs/registry-operators.md): Ozon answers its own ids, which land in `ozonId`; a creative's
 * marker is its erid; a platform is linked to our organisation; a creative's files are uploaded
 * first and named by Ozon's file ids; an unchanged record is not posted again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalService, type LocalService } from '../../../dev/testing/local-service';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { createdOrder, creativesWorld, zipBytes, type CreativesWorld } from '../../../dev/fixtures/creatives-fixtures';
import { created, fetched } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let w: CreativesWorld;
let ozon: LocalService;
const saved = { url: process.env.ORD_OZON_URL, token: process.env.ORD_OZON_TOKEN };

beforeAll(async () => {
  ozon = await startLocalService((request) => {
    const body = request.body as Record<string, unknown>;
    if (request.url === '/api/external/organisation') return { status: 200, body: { organisation: { organisationId: `oz-org-${body.externalOrganisationId}` } } };
    if (request.url === '/api/external/contract') return { status: 200, body: { contract: { contractId: `oz-c-${body.externalContractId}` } } };
    if (request.url === '/api/external/creative') return { status: 200, body: { creative: { creativeId: `oz-cr-${body.externalCreativeId}`, marker: 'OzErid1' } } };
    if (request.url === '/api/external/platform') return { status: 200, body: { platform: { platformId: `oz-pl-${body.externalPlatformId}` } } };
    if (request.url === '/api/external/organisation/org-1/platform') return { status: 200, body: {} };
    if (request.url === '/api/external/file/media') return { status: 200, body: { id: `oz-file-${request.form?.file.filename}` } };
    return { status: 404, body: { error: 'not found' } };
  });
  process.env.ORD_OZON_URL = ozon.url;
  process.env.ORD_OZON_TOKEN = 'ozon-key';
  t = await createTestServer();
  w = await creativesWorld(t);
}, 60_000);
afterAll(async () => {
  for (const [name, value] of [['ORD_OZON_URL', saved.url], ['ORD_OZON_TOKEN', saved.token]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await ozon?.close();
  await t?.close();
});

async function task(url: string) {
  const response = await t.call(t.adminToken, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return t.waitForTask(response.json().taskId);
}

it("posts the creative's contract chain to Ozon, keeps Ozon's ids and the marker it issues", async () => {
  const original = (await created(t, t.adminToken, 'original_contracts/', { responsible: w.admin, number: 'OZ-1', date: '2026-01-05', client: w.legalEntity, customer: w.legalEntity, type: 'SERVICE', subject: 'REPRESENTATION', price: 10 })).id;
  const order = await createdOrder(t, w, { ord: 'OZON' });
  const creative = (await created(t, t.adminToken, 'creatives/', { typeAdCompany: 'CPC', distributionForm: 'Banner', kktu: [w.kktu], contract: original, orders: [order.id] })).id;
  expect(await task(`/api/creatives/send/${creative}/`)).toEqual({ state: 'SUCCESS', detail: { sent: 3, unchanged: 0 } });
  expect(ozon.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/external/organisation', 'POST /api/external/contract', 'POST /api/external/creative']);
  expect(ozon.requests[0].headers.authorization).toBe('Bearer ozon-key');
  expect(ozon.requests[2].body).toMatchObject({ externalCreativeId: `cr-${creative}`, externalContractIds: [`oc-${original}`] });
  expect(await fetched(t, `legal_entities/${w.legalEntity}/`)).toMatchObject({ ozonId: `oz-org-le-${w.legalEntity}`, vkId: null, ordId: `oz-org-le-${w.legalEntity}`, isUpdated: true });
  expect(await fetched(t, `original_contracts/${original}/`)).toMatchObject({ ozonId: `oz-c-oc-${original}` });
  expect(await fetched(t, `creatives/${creative}/`)).toMatchObject({ ordId: `oz-cr-cr-${creative}`, marker: 'OzErid1', erirId: `oz-cr-cr-${creative}` });

  expect(await task(`/api/original_contracts/to_erir/${original}/?api=OZON`)).toEqual({ state: 'SUCCESS', detail: { sent: 0, unchanged: 2 } });
  expect(ozon.requests).toHaveLength(3);
});

it('posts a platform after our organisation, then links it to the organisation; a banner after its file, named by the id Ozon gave it', async () => {
  ozon.requests.length = 0;
  const platform = (await created(t, t.adminToken, 'domains/platforms/', { name: 'ozon-news.example' })).id;
  expect((await task(`/api/domains/platforms/to_erir/${platform}/?api=OZON`)).state).toBe('SUCCESS');
  expect(ozon.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
    'POST /api/external/organisation',
    'POST /api/external/platform',
    'POST /api/external/organisation/org-1/platform',
  ]);
  expect(ozon.requests[1].body).toEqual({ externalPlatformId: `pl-${platform}`, platformType: 'PLATFORM_TYPE_SITE', url: 'https://ozon-news.example', appName: 'ozon-news.example' });
  expect(ozon.requests[2].body).toEqual({ platform: [{ externalPlatformId: `pl-${platform}`, isPlatformOwner: false }] });
  expect(await fetched(t, `domains/platforms/${platform}/`)).toMatchObject({ ozonId: `oz-pl-pl-${platform}`, vkId: null, isUpdated: true });

  ozon.requests.length = 0;
  const order = await createdOrder(t, w, { ord: 'OZON' });
  const banner = (await created(t, t.adminToken, 'creatives/', { typeAdCompany: 'CPM', distributionForm: 'Banner', kktu: [w.kktu], files: [w.zip], orders: [order.id] })).id;
  expect(await task(`/api/creatives/send/${banner}/`)).toEqual({ state: 'SUCCESS', detail: { sent: 2, unchanged: 0 } });
  expect(ozon.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/external/file/media', 'POST /api/external/creative']);
  expect(ozon.requests[0].form?.file.data.equals(zipBytes)).toBe(true);
  expect(ozon.requests[1].body).toMatchObject({ advObjectType: 'ADV_OBJECT_TYPE_BANNER', mediaData: [{ file: { id: 'oz-file-banner.zip' } }] });
});

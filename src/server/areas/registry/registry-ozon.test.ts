/**
 * Sending through Ozon ORD against a local server speaking its protocol (as the public clients
 * do, docs/registry-operators.md): Ozon answers its own ids, which land in `ozonId`; a creative's
 * marker is its erid; an unchanged record is not posted again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalService, type LocalService } from '../../testing/local-service';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { createdOrder, creativesWorld, type CreativesWorld } from '../creatives/creatives-fixtures';
import { created, fetched } from '../sales/sales-fixtures';

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

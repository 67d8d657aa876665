/**
 * Signed documents while the file store is down (S3, moto_server stopped): the signature and
 * stamp cannot be read, so the task fails with the store's reason (`tasks.fileStoreUnavailable`),
 * not as if the organisation's images were unreadable (documents.test.ts draws them when the
 * store answers).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { startMotoS3, type MotoS3 } from '../../../dev/testing/moto-s3';
import { tinyPng } from '../../../dev/testing/document-readers';
import { orderWithProducts, salesWorld, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';
import { multipart } from '../files/multipart-body';

let t: TestServer;
let w: SalesWorld;
let moto: MotoS3;

beforeAll(async () => {
  moto = await startMotoS3();
  t = await createTestServer(moto.env);
  w = await salesWorld(t);
  const ids: number[] = [];
  for (const [name, image] of [['signature.png', tinyPng(8, 4)], ['stamp.png', tinyPng(6, 6)]] as const) {
    const upload = await t.call(t.adminToken, { method: 'POST', url: '/api/files/?for=organisation.signature', ...multipart([{ name: 'file', value: image, filename: name }]) });
    expect(upload.statusCode, upload.body).toBe(201);
    ids.push(upload.json().id);
  }
  const patched = await t.call(t.adminToken, { method: 'PATCH', url: '/api/legal_entities/organisations/1/', payload: { signature: ids[0], stamp: ids[1] } });
  expect(patched.statusCode, patched.body).toBe(200);
}, 300_000);
afterAll(async () => {
  await t?.close();
  await moto?.stop();
});

async function signedAct(orderId: number) {
  const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/documents/', payload: { orders: [orderId], type: 'ACT', signed: true } });
  expect(answer.statusCode, answer.body).toBe(200);
  return t.waitForTask(answer.json().taskId as string, 90_000);
}

it('fails the task with the store’s reason while the store is down', async () => {
  const o = await orderWithProducts(t, w, { dateStart: '2026-02-03', dateEnd: '2026-02-20', dateReport: '2026-02-01' }, [{ price: 10, amount: 100, name: 'Баннер' }]);
  await moto.stop();
  try {
    const failed = await signedAct(o.id as number);
    expect(failed).toMatchObject({ state: 'FAILURE', code: 'tasks.fileStoreUnavailable' });
  } finally {
    await moto.start();
  }
}, 300_000);

/**
 * The creative's rules on the server (spec 1 §5 "Creative", §4 check flag and lock): every
 * refusal is a 400 (or 403) with the specification's message and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, type Row } from '../../../dev/fixtures/sales-fixtures';
import { createdOrder, creativePayload, creativesWorld, thisMonthDates, uploadedFile, zipBytes, type CreativesWorld } from '../../../dev/fixtures/creatives-fixtures';

let t: TestServer;
let w: CreativesWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await creativesWorld(t);
}, 60_000);
afterAll(() => t?.close());

const post = (payload: Record<string, unknown>, token = t.adminToken) => t.call(token, { method: 'POST', url: '/api/creatives/', payload });
const patch = (id: number, payload: Record<string, unknown>, token = t.adminToken) => t.call(token, { method: 'PATCH', url: `/api/creatives/${id}/`, payload });
const count = async () => (await fetched(t, 'creatives/?page_size=1')).count;

async function refused(payload: Record<string, unknown>, errors: Record<string, string[]>) {
  const before = await count();
  const answer = await post(creativePayload(w, payload));
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json()).toMatchObject({ detail: 'invalid form data', errors });
  expect(await count()).toBe(before);
}

describe('creative fields', () => {
  it('stores every field of spec 1 §3 with the KKTU texts as code and name', async () => {
    const o = await createdOrder(t, w);
    const contract = (await created(t, t.adminToken, 'original_contracts/', { date: '2026-01-10', responsible: w.admin, client: w.legalEntity, customer: w.legalEntity, type: 'SERVICE', subject: 'REPRESENTATION', price: 0, number: 'OC-1' })).id;
    const c = await created(t, t.adminToken, 'creatives/', creativePayload(w, {
      marker: 'Kra23abc', erirId: 'my-creative', contract, isForeign: false, dspIdentifier: ['dsp-1', 'dsp-2'], text: 'Buy now',
      distributionForm: 'TextBlock', kktu: [w.kktu, w.kktu2], orders: [o.id],
    }));
    expect(c).toMatchObject({
      marker: 'Kra23abc', erirId: 'my-creative', ordId: null, isForeign: false, primarilyOrder: o.id, contract, contractName: 'OC-1', needCheckInCh: false,
      dspIdentifier: ['dsp-1', 'dsp-2'], typeAdCompany: 'CPM', distributionForm: 'TextBlock', text: 'Buy now', kktu: [w.kktu, w.kktu2],
      kktuNames: ['30.10.1 Food', '30.15.2 Clothes'], files: [w.zip], targetUrls: ['https://acme.example/landing'], orders: [o.id],
    });
    const short = (await t.call(t.adminToken, { method: 'GET', url: '/api/creatives/kktu/short/?search=cloth' })).json();
    expect(short).toEqual([{ v: w.kktu2, t: '30.15.2 Clothes' }]);
  });

  it('lists the creatives of an order with ?orders=', async () => {
    const [a, b] = [await createdOrder(t, w), await createdOrder(t, w)];
    const inA = await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [a.id] }));
    const inBoth = await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [a.id, b.id] }));
    const ids = (order: number) => fetched(t, `creatives/?orders=${order}&ordering=id`).then((list) => (list.results as Row[]).map((r) => r.id));
    expect(await ids(a.id)).toEqual([inA.id, inBoth.id]);
    expect(await ids(b.id)).toEqual([inBoth.id]);
  });
});

describe('spec 1 §5 rules', () => {
  it('needs the ERIR id of a registered domestic creative, never equal to the marker', async () => {
    await refused({ erirId: null }, { erirId: ['Required field'] });
    await refused({ marker: 'Kra1', erirId: 'Kra1' }, { erirId: ['ID Креатива не может совпадать с маркером!'] });
    await refused({ marker: ' Kra1 ', erirId: 'Kra1' }, { erirId: ['ID Креатива не может совпадать с маркером!'] });
    // Foreign, or not registered yet: no ERIR id needed.
    expect((await post(creativePayload(w, { isForeign: true, erirId: null }))).statusCode).toBe(201);
    expect((await post(creativePayload(w, { marker: null, erirId: null }))).statusCode).toBe(201);
    expect((await post(creativePayload(w, { isForeign: true, marker: 'Kra2', erirId: 'Kra2' }))).statusCode).toBe(201);
  });

  it('needs company type and distribution form unless foreign, and the text for text forms', async () => {
    await refused({ typeAdCompany: null, distributionForm: null }, { typeAdCompany: ['Required field'], distributionForm: ['Required field'] });
    expect((await post(creativePayload(w, { isForeign: true, typeAdCompany: null, distributionForm: null }))).statusCode).toBe(201);
    await refused({ distributionForm: 'TextBlock', text: '  ' }, { text: ['Required field'] });
    await refused({ distributionForm: 'TextGraphicBlock', text: null }, { text: ['Required field'] });
    expect((await post(creativePayload(w, { distributionForm: 'Video', text: null }))).statusCode).toBe(201);
  });

  it('needs every DSP identifier and target URL filled, valid URLs and at least one KKTU', async () => {
    await refused({ dspIdentifier: ['dsp-1', ' '] }, { dspIdentifier: ['Required field'] });
    await refused({ targetUrls: [''] }, { targetUrls: ['Required field'] });
    await refused({ targetUrls: ['acme.example'] }, { targetUrls: ['Enter a valid URL starting with http:// or https://'] });
    await refused({ kktu: [] }, { kktu: ['At least one item is required'] });
  });

  it('takes only .zip files ("File must be .zip")', async () => {
    const upload = await t.call(t.adminToken, { method: 'POST', url: '/api/files/?for=creative.files', ...(await import('../files/multipart-body')).multipart([{ name: 'file', value: Buffer.from('%PDF-1.4'), filename: 'banner.pdf' }]) });
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toMatchObject({ detail: 'File must be .zip' });
    const pdf = await uploadedFile(t, 'banner.pdf', Buffer.from('%PDF-1.4 text'));
    await refused({ files: [w.zip, pdf] }, { files: ['File must be .zip'] });
    const another = await uploadedFile(t, 'second.zip', zipBytes, 'creative.files');
    expect((await post(creativePayload(w, { files: [w.zip, another] }))).statusCode).toBe(201);
  });

  it('refuses the distribution form "Other" on create, and takes it on update', async () => {
    await refused({ distributionForm: 'Other' }, { distributionForm: ['Choose one of the offered values'] });
    const c = await created(t, t.adminToken, 'creatives/', creativePayload(w));
    const answer = await patch(c.id, { distributionForm: 'Other' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().distributionForm).toBe('Other');
  });
});

describe('the check flag (spec 1 §4)', () => {
  it('changes only while an order of the current report month has no statistics of the creative', async () => {
    const current = await createdOrder(t, w, thisMonthDates());
    const past = await createdOrder(t, w);
    const inPast = await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [past.id] }));
    const refusedFlag = await patch(inPast.id, { needCheckInCh: true });
    expect(refusedFlag.statusCode).toBe(403);
    expect(refusedFlag.json()).toMatchObject({ detail: 'The check flag can be changed only in the current report month before statistics arrive', field: 'needCheckInCh' });
    expect((await fetched(t, `creatives/${inPast.id}/`)).needCheckInCh).toBe(false);

    const inCurrent = await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [current.id], needCheckInCh: true }));
    expect(inCurrent.needCheckInCh).toBe(true);
    expect((await patch(inCurrent.id, { needCheckInCh: false })).statusCode).toBe(200);
    await created(t, t.adminToken, 'creatives/stats/', { creative: inCurrent.id, order: current.id, date: thisMonthDates().dateStart });
    expect((await patch(inCurrent.id, { needCheckInCh: true })).statusCode).toBe(403);
    // Other fields stay editable.
    expect((await patch(inCurrent.id, { erirId: 'changed' })).statusCode).toBe(200);
  });
});

describe('statistics', () => {
  it('lists an order\'s statistics rows; admins write them, one per creative and order', async () => {
    const o = await createdOrder(t, w);
    const c = await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [o.id] }));
    const user = await t.userWithRole('USER');
    const asUser = await t.call(user.token, { method: 'POST', url: '/api/creatives/stats/', payload: { creative: c.id, order: o.id, date: '2025-03-05' } });
    expect(asUser.statusCode).toBe(403);
    const row = await created(t, t.adminToken, 'creatives/stats/', { creative: c.id, order: o.id, date: '2025-03-05' });
    const again = await t.call(t.adminToken, { method: 'POST', url: '/api/creatives/stats/', payload: { creative: c.id, order: o.id, date: '2025-03-06' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ creative: ['Statistics of this creative in this order already exist'] });
    const list = await t.call(user.token, { method: 'GET', url: `/api/creatives/stats/?order=${o.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual([expect.objectContaining({ id: row.id, creative: c.id, order: o.id, date: '2025-03-05' })]);
    expect((await t.call(t.adminToken, { method: 'PATCH', url: `/api/creatives/stats/${row.id}/`, payload: { date: '2025-04-01' } })).statusCode).toBe(200);
  });
});

describe('the order lock', () => {
  it('keeps the original contract of a creative in a locked order, except for a super admin', async () => {
    const o = await createdOrder(t, w);
    const c = await created(t, t.adminToken, 'creatives/', creativePayload(w, { orders: [o.id] }));
    const contract = (await created(t, t.adminToken, 'original_contracts/', { date: '2026-01-10', responsible: w.admin, client: w.legalEntity, customer: w.legalEntity, type: 'SERVICE', subject: 'REPRESENTATION', price: 0 })).id;
    expect((await t.call(t.adminToken, { method: 'PATCH', url: `/api/orders/${o.id}/`, payload: { isLocked: true } })).statusCode).toBe(200);
    const admin = await t.userWithRole('ADMIN');
    const answer = await patch(c.id, { contract }, admin.token);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ detail: 'Locked order can not be changed', field: 'contract' });
    expect((await patch(c.id, { text: 'still editable' }, admin.token)).statusCode).toBe(200);
    expect((await patch(c.id, { contract })).statusCode).toBe(200);
  });
});

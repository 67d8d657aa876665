import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { docxText, plainSpaces } from '../../../dev/testing/document-readers';
import { orderWithProducts, salesWorld } from '../../../dev/fixtures/sales-fixtures';

/** Issue 24: a Russian company's fresh database names its reference data in Russian, and an admin renames it. */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ COMPANY_LANGUAGE: 'ru' });
}, 60_000);
afterAll(async () => t?.close());

const names = async (url: string): Promise<string[]> => {
  const response = await t.call(t.adminToken, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  const rows: Array<{ name?: string; t?: string }> = Array.isArray(body) ? body : body.results;
  return rows.map((row) => String(row.name ?? row.t));
};

describe('reference data of a Russian company', () => {
  it('billing organisations, departments, countries and presets are seeded in Russian', async () => {
    expect(await names('/api/legal_entities/organisations/short/')).toContain('Основная организация-продавец');
    expect(await names('/api/accounts/departments/')).toEqual(expect.arrayContaining(['Продажи', 'Финансы']));
    expect(await names('/api/orders/countries/')).toEqual(expect.arrayContaining(['Россия', 'Казахстан']));
    expect(await names('/api/legal_entities/presets/')).toContain('Российская организация');
    const all = [
      ...(await names('/api/legal_entities/organisations/short/')),
      ...(await names('/api/accounts/departments/')),
      ...(await names('/api/orders/countries/')),
    ].filter((name) => !['AdX', 'США', 'ОАЭ'].includes(name));
    expect(all.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  });

  it('the one BT URLs row is seeded', async () => {
    const response = await t.call(t.adminToken, { method: 'GET', url: '/api/estats/bturls/' });
    expect(response.json().results.map((row: { id: number }) => row.id)).toEqual([1]);
  });

  it("an act of a Russian company names its seeded executor in Russian, with Russian numbers and dates", async () => {
    const w = await salesWorld(t);
    const o = await orderWithProducts(t, w, { dateStart: '2026-02-03', dateEnd: '2026-02-20', dateReport: '2026-02-01' }, [{ price: 10, amount: 100, name: 'Баннер' }]);
    const answer = await t.call(t.adminToken, { method: 'POST', url: '/api/documents/', payload: { orders: [o.id], type: 'ACT', signed: false, pdf: false } });
    expect(answer.statusCode, answer.body).toBe(200);
    const task = await t.waitForTask(answer.json().taskId);
    expect(task.state, JSON.stringify(task.detail)).toBe('SUCCESS');
    const file = await t.call(t.adminToken, { method: 'GET', url: `/api/files/temp/${(task.detail as { fileId: number }).fileId}/` });
    const text = plainSpaces(await docxText(file.rawPayload));
    expect(text).toContain(`от 28.02.2026`);
    expect(text).toMatch(/\d{1,3}( \d{3})*,\d{2}/);
    expect(text).not.toContain('billing organisation');
    expect(text).toContain('Основная организация-продавец');
  });
  it('an admin renames a seeded billing organisation', async () => {
    const renamed = await t.call(t.adminToken, { method: 'PATCH', url: '/api/legal_entities/organisations/1/', payload: { name: 'ООО «Ромашка»' } });
    expect(renamed.statusCode).toBe(200);
    expect(await names('/api/legal_entities/organisations/short/')).toContain('ООО «Ромашка»');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

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

  it('an admin renames a seeded billing organisation', async () => {
    const renamed = await t.call(t.adminToken, { method: 'PATCH', url: '/api/legal_entities/organisations/1/', payload: { name: 'ООО «Ромашка»' } });
    expect(renamed.statusCode).toBe(200);
    expect(await names('/api/legal_entities/organisations/short/')).toContain('ООО «Ромашка»');
  });
});

/**
 * The lists the shell's global search asks (issue 24): `search=` finds orders and contracts by
 * number, clients by name, legal entities by name or tax number (a key of their billing info)
 * and users by name or email; a search field naming a key of a non-json field is a start-up
 * problem.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, orderPayload, salesWorld, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';
import { checkDeclarations } from '../../domain/core/checks/declaration-checks';
import { client, legalEntity } from '../../domain/counterparties/counterparties';

let t: TestServer;
let w: SalesWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
}, 60_000);
afterAll(() => t?.close());

const found = async (path: string, search: string) => {
  const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/${path}?${new URLSearchParams({ search, page_size: '5' }).toString()}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { count: number; results: Array<Record<string, unknown> & { id: number }> };
};

describe('global search through the lists', () => {
  it('finds an order and a contract by number', async () => {
    const order = await created(t, t.adminToken, 'orders/', orderPayload(w, { name: 'Searched campaign' }));
    const byNumber = await found('orders/', String(order.number));
    expect(byNumber.results.map((o) => o.id)).toContain(order.id);
    const contract = await fetched(t, `contracts/${w.contract}/`);
    expect((await found('contracts/', String(contract.number))).results.map((c) => c.id)).toContain(w.contract);
  });

  it('finds a legal entity by name or by the tax number in its billing info, and a client by name', async () => {
    const owner = await created(t, t.adminToken, 'clients/', { name: 'Zephyr Searchable', type: 'DIRECT', user: w.admin });
    const entity = await created(t, t.adminToken, 'legal_entities/', {
      fullname: 'OOO Zephyr',
      name: 'Zephyr LE',
      legalForm: 'LEGAL',
      client: owner.id,
      billingInfo: { inn: '7707083893' },
    });
    expect((await found('clients/', 'zephyr search')).results.map((c) => c.id)).toEqual([owner.id]);
    expect((await found('legal_entities/', '7707083')).results.map((e) => e.id)).toContain(entity.id);
    expect((await found('legal_entities/', 'zephyr le')).results.map((e) => e.id)).toEqual([entity.id]);
    // Only the tax number is searched, not every key of the billing info.
    expect((await found('legal_entities/', 'inn')).results.map((e) => e.id)).not.toContain(entity.id);
  });

  it('finds a user by name or email', async () => {
    const user = await t.userWithRole('USER');
    const model = await fetched(t, `accounts/${user.id}/`);
    expect((await found('accounts/', String(model.email))).results.map((u) => u.id)).toEqual([user.id]);
    expect((await found('accounts/', String(model.fullName))).results.map((u) => u.id)).toContain(user.id);
  });
});

describe('search fields of a json key', () => {
  it('are checked at start: the field must be json and the key a word', () => {
    const codes = (entity: typeof legalEntity | typeof client) =>
      checkDeclarations([entity], { en: {}, ru: {} }, {}).filter((p) => p.field?.includes('.')).map((p) => `${p.code} ${p.field}`);
    expect(codes(legalEntity)).toEqual([]);
    expect(codes({ ...legalEntity, searchFields: ['billingInfo.inn-x'] } as unknown as typeof legalEntity)).toEqual(['E004 billingInfo.inn-x']);
    expect(codes({ ...client, searchFields: ['name.x'] } as unknown as typeof client)).toEqual(['E004 name.x']);
    expect(codes({ ...client, searchFields: ['nothing.x'] } as unknown as typeof client)).toEqual(['E003 nothing.x']);
  });
});

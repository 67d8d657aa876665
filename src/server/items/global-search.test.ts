/**
 * The short lists the shell's global search asks (issue 24, web/app/search/search-rows.ts):
 * `search=` finds orders and contracts by number, clients by name, legal entities by name or tax number (a key of their billing info)
 * and users by name or email; publishers and DSPs by name, domains by host name, publisher and
 * DSP acts by number; a search field naming a key of a non-json field is a start-up
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

const answered = async (url: string) => {
  const answer = await t.call(t.adminToken, { method: 'GET', url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as unknown;
};
/** The short list's answer for the word: ids and display texts. */
const found = async (path: string, search: string) => (await answered(`/api/${path}short/?${new URLSearchParams({ search }).toString()}`)) as Array<{ v: number; t: string }>;
/** The ids found. */
const idsFound = async (path: string, search: string) => (await found(path, search)).map((item) => item.v);

describe('global search through the short lists', () => {
  it('finds an order by number (its name the display text, its number read by id) and a contract by number', async () => {
    const order = await created(t, t.adminToken, 'orders/', orderPayload(w, { name: 'Searched campaign' }));
    expect(await found('orders/', String(order.number))).toContainEqual({ v: order.id, t: 'Searched campaign' });
    const byId = (await answered(`/api/orders/?id=${order.id},0&page_size=2`)) as { count: number; results: Array<Record<string, unknown>> };
    expect(byId.count).toBe(1);
    expect(byId.results[0]).toMatchObject({ id: order.id, number: order.number, name: 'Searched campaign' });
    const contract = await fetched(t, `contracts/${w.contract}/`);
    expect(await idsFound('contracts/', String(contract.number))).toContain(w.contract);
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
    expect(await idsFound('clients/', 'zephyr search')).toEqual([owner.id]);
    expect(await idsFound('legal_entities/', '7707083')).toContain(entity.id);
    expect(await idsFound('legal_entities/', 'zephyr le')).toEqual([entity.id]);
    // Only the tax number is searched, not every key of the billing info.
    expect(await idsFound('legal_entities/', 'inn')).not.toContain(entity.id);
  });

  it('finds a user by name or email', async () => {
    const user = await t.userWithRole('USER');
    const model = await fetched(t, `accounts/${user.id}/`);
    expect(await idsFound('accounts/', String(model.email))).toEqual([user.id]);
    expect(await idsFound('accounts/', String(model.fullName))).toContain(user.id);
  });
});

describe('global search on the buying side and the domain inventory (issue 33)', () => {
  it('finds a publisher and a DSP by name, a domain by its host name, publisher and DSP acts by number', async () => {
    const sql = (text: string, params: unknown[] = []) => t.ctx.database.query(text, params);
    const publisher = Number((await sql(`insert into publishers (name) values ('Quasar Media') returning id`)).rows[0].id);
    await sql(`insert into dsps (id, name) values ('quasar-dsp', 'Quasar Demand')`);
    const platform = Number((await sql(`insert into platforms (name) values ('quasar-news.example') returning id`)).rows[0].id);
    const domain = Number((await sql('insert into domains (platform_id) values ($1) returning id', [platform])).rows[0].id);
    const publisherAct = Number((await sql(`insert into publisher_acts (date, number) values ('2025-06-30', 'PA-2025-06-QUASAR') returning id`)).rows[0].id);
    const dspAct = Number((await sql(`insert into dsp_acts (date, number) values ('2025-06-30', 'DA-2025-06-QUASAR') returning id`)).rows[0].id);
    expect(await idsFound('publishers/', 'quasar med')).toEqual([publisher]);
    expect(await idsFound('dsp/', 'quasar dem')).toEqual(['quasar-dsp']);
    expect(await found('domains/', 'quasar-news')).toEqual([{ v: domain, t: 'quasar-news.example' }]);
    expect(await idsFound('erir/publisher/acts/', '06-quasar')).toEqual([publisherAct]);
    expect(await idsFound('erir/dsp/acts/', 'DA-2025-06-Q')).toEqual([dspAct]);
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

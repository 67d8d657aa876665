/**
 * Reference texts (`<ref>Name`) name the referenced row even when the referenced table has a
 * column of the reference's own name (an original contract's agent is a legal entity, and legal
 * entities have a `client_id`) or is the same table (a contract's parent contract).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, salesWorld, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let w: SalesWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
});
afterAll(() => t.close());

describe('reference texts', () => {
  it('name the legal entities of an original contract whose ids match their clients', async () => {
    // Legal entities whose id equals their client's id: the case an unqualified `client_id` mistakes.
    const second = await created(t, t.adminToken, 'clients/', { name: 'Beta', type: 'DIRECT', user: w.admin });
    const agent = await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Beta', name: 'Beta agent', legalForm: 'LEGAL', client: second.id });
    expect(agent.id).toBe(second.id);
    const original = await created(t, t.adminToken, 'original_contracts/', { number: 'OD-1', date: '2026-01-10', responsible: w.admin, client: agent.id, customer: w.legalEntity, type: 'SERVICE', subject: 'ORG_DISTRIBUTION', price: 0 });
    expect(await fetched(t, `original_contracts/${original.id}/`)).toMatchObject({ clientName: 'Beta agent', customerName: 'Acme' });
    const list = await t.call(t.adminToken, { method: 'GET', url: '/api/original_contracts/?ordering=client' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results[0]).toMatchObject({ clientName: 'Beta agent' });
  });

  it('name the parent contract of a supplementary agreement', async () => {
    const terms = { responsible: w.admin, legalEntity: w.legalEntity, date: '2026-02-10', subject: 'REPRESENTATION', price: 0 };
    const agreement = await created(t, t.adminToken, 'contracts/', { ...terms, type: 'ADDITIONAL', number: 'C-1-A1', parentContract: w.contract });
    expect(await fetched(t, `contracts/${agreement.id}/`)).toMatchObject({ parentContractName: 'C-1' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { runEmbeddedMaintenance } from './embedded-maintenance';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

describe('embedded database maintenance', () => {
  it('vacuums and analyses, after which the planner knows the table sizes', async () => {
    for (let i = 0; i < 30; i++) await t.call(t.adminToken, { method: 'POST', url: '/api/holdings/', payload: { name: `H${i}` } });
    await runEmbeddedMaintenance(t.ctx.database);
    const { rows } = await t.ctx.database.query(`select reltuples::int as n from pg_class where relname = 'holdings'`);
    expect(Number(rows[0].n)).toBe(30);
  });
});

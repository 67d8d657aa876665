/**
 * Reference texts from the process's cache are never older than the page they are shown on:
 * a rename through the API, a write by another process (plain SQL here, which this process's
 * cache never saw), a rolled-back rename, and the folding of change rows all show the right
 * text at once. Every table whose texts the cache keeps has the change trigger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitiesByName } from '../../domain/core/entities';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, orderPayload, salesWorld, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';
import { sql } from 'drizzle-orm';
import { order } from '../../domain/sales/orders';
import { rowsOf } from '../db/raw-rows';
import { changeCountsSql, referencedTables } from './reference-text-cache';

let t: TestServer;
let w: SalesWorld;
let orderId: number;

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
  orderId = (await created(t, t.adminToken, 'orders/', orderPayload(w))).id;
});
afterAll(() => t.close());

const listed = async () => {
  const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/orders/?id=${orderId}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().results[0] as Record<string, unknown>;
};

const changeCount = async (table: string) => Number((await t.ctx.database.query('select coalesce(sum(weight), 0) as n from table_changes where name = $1', [table])).rows[0].n);

describe('reference text cache', () => {
  it('shows a client renamed through the API on the next page', async () => {
    expect(await listed()).toMatchObject({ clientName: 'Acme', contractName: 'C-1', brandName: 'Acme brand', verticalName: 'Retail' });
    const renamed = await t.call(t.adminToken, { method: 'PATCH', url: `/api/clients/${w.client}/`, payload: { name: 'Acme Group' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await listed()).toMatchObject({ clientName: 'Acme Group', contractName: 'C-1' });
    expect(await fetched(t, `orders/${orderId}/`)).toMatchObject({ clientName: 'Acme Group' });
  });

  it('shows a write made outside this process, which its cache never saw', async () => {
    expect(await listed()).toMatchObject({ brandName: 'Acme brand' });
    await t.ctx.database.query('update brands set name = $1 where id = $2', ['Acme Premium', w.brand]);
    expect(await listed()).toMatchObject({ brandName: 'Acme Premium' });
  });

  it('keeps the committed text after a rename that was rolled back', async () => {
    expect(await listed()).toMatchObject({ verticalName: 'Retail' });
    const before = await changeCount('brand_verticals');
    await t.ctx.database.exec(`begin; update brand_verticals set name = 'Groceries' where id = ${w.vertical}; rollback;`);
    expect(await changeCount('brand_verticals')).toBe(before);
    expect(await listed()).toMatchObject({ verticalName: 'Retail' });
    await t.ctx.database.query('update brand_verticals set name = $1 where id = $2', ['Food retail', w.vertical]);
    expect(await listed()).toMatchObject({ verticalName: 'Food retail' });
  });

  it('folds many change rows into one of the same weight, and still names right', async () => {
    for (let n = 1; n <= 70; n++) await t.ctx.database.query('update contracts set number = $1 where id = $2', [`C-1/${n}`, w.contract]);
    const count = await changeCount('contracts');
    expect(await listed()).toMatchObject({ contractName: 'C-1/70' });
    // The fold runs beside the answer; wait for it.
    for (let tries = 0; tries < 50; tries++) {
      const rows = Number((await t.ctx.database.query(`select count(*) as n from table_changes where name = 'contracts'`)).rows[0].n);
      if (rows === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Number((await t.ctx.database.query(`select count(*) as n from table_changes where name = 'contracts'`)).rows[0].n)).toBe(1);
    expect(await changeCount('contracts')).toBe(count);
    await t.ctx.database.query('update contracts set number = $1 where id = $2', ['C-2', w.contract]);
    expect(await listed()).toMatchObject({ contractName: 'C-2' });
  });

  it("reads a page's change counts through the index, however many rows another table has", async () => {
    // Statistics taken while the table is small, then many rows of a table the orders do not
    // name (as a table written often and listed rarely leaves them): each name is still one
    // index look-up, not a scan of every row.
    const db = t.ctx.database.db;
    await db.execute(sql`analyze table_changes`);
    await db.execute(sql`insert into table_changes (name, weight) select 'zz_written_often', 1 from generate_series(1, 5000)`);
    try {
      const plan = (await rowsOf<{ 'QUERY PLAN': string }>(db, sql`explain select ${changeCountsSql(order)}`)).map((line) => line['QUERY PLAN']).join('\n');
      expect(plan).toContain('table_changes_name_idx');
      expect(plan).not.toContain('Seq Scan on table_changes');
      expect(await listed()).toMatchObject({ clientName: 'Acme Group' });
    } finally {
      await db.execute(sql`delete from table_changes where name = 'zz_written_often'`);
    }
  });

  it('has the change trigger on every table whose texts it keeps', async () => {
    const tables = referencedTables(Object.values(entitiesByName));
    expect(tables).toEqual(expect.arrayContaining(['clients', 'contracts', 'legal_entities', 'users', 'departments']));
    const { rows } = await t.ctx.database.query(
      `select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid where p.proname = 'record_table_change'`,
    );
    const triggered = new Set(rows.map((row) => String(row.table)));
    expect(tables.filter((table) => !triggered.has(table))).toEqual([]);
  });
});

/**
 * The demo company on a fresh database (embedded, or PostgreSQL with TEST_DATABASE_URL), kept
 * small by its `clients` option: what it writes passes the project's own rules, the screens'
 * calls find data, two runs make the same company, and a database with business data is
 * refused without a write.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { format } from 'date-fns';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creative } from '../../src/domain/creatives';
import { legalEntity } from '../../src/domain/counterparties/counterparties';
import { invoice } from '../../src/domain/sales/invoices';
import { order } from '../../src/domain/sales/orders';
import { product } from '../../src/domain/sales/products';
import type { AnyEntity } from '../../src/domain/core/entity';
import { departmentError } from '../../src/domain/sales/adx';
import { dueDate } from '../../src/domain/sales/due-date';
import { checkInn } from '../../src/domain/core/rules/field-rules';
import { orderDateErrors } from '../../src/domain/sales/order-dates';
import { paymentStatus } from '../../src/domain/sales/payment-status';
import { productSums } from '../../src/domain/sales/product-sums';
import { entitySchema } from '../../src/domain/core/validation/entity-schema';
import { seed } from '../../src/server/db/seed';
import { readOne } from '../../src/server/items/entity-reader';
import type { EntityRecord } from '../../src/server/items/entity-hooks';
import { createTestServer, type TestServer } from '../testing/test-server';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-database';
import { readConfig } from '../../src/server/config';
import pino from 'pino';
import { createDemoCompany, DemoRefusedError, type DemoResult } from './demo-company';
import { isValidAccount, isValidInn, isValidKpp, isValidOgrn, isValidOkpo } from './tax-numbers';

const today = format(new Date(), 'yyyy-MM-dd');
const options = { clients: 6, seed: 11, today };
const thisMonth = `${today.slice(0, 7)}-01`;

let t: TestServer;
let result: DemoResult;

beforeAll(async () => {
  t = await createTestServer();
  result = await createDemoCompany(t.ctx, options);
}, 240_000);
afterAll(() => t?.close());

async function all(entity: AnyEntity): Promise<EntityRecord[]> {
  const { rows } = await t.ctx.database.query(`select id from ${entity.table} order by id`);
  return Promise.all(rows.map(async (row) => (await readOne(t.ctx.database.db, entity, Number(row.id)))!));
}

async function get(path: string): Promise<Record<string, unknown> & { results?: unknown[]; count?: number }> {
  const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/${path}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const money = (value: unknown) => new Decimal(String(value ?? 0));

describe('the demo company', () => {
  it('gives every table, the statistics view, the yearly grid and receivables something to show', async () => {
    const { rows, orders, receivables } = result.figures;
    for (const table of Object.keys(rows)) expect(rows[table], table).toBeGreaterThan(0);
    expect(rows.users).toBe(15); // the super admin and 14 people
    expect(orders.thisMonth).toBeGreaterThan(0);
    expect(orders.byPaymentStatus.PAID).toBeGreaterThan(0);
    expect(receivables.count).toBeGreaterThan(0);
    expect(receivables.lateOver60Days).toBeGreaterThan(0);

    const month = `${thisMonth},2100-01-01`;
    expect((await get(`orders/?dateReport__btw=${month}`)).count).toBe(orders.thisMonth);
    const statistics = await get(`orders/statistic/?dateReport__btw=2000-01-01,2100-01-01`);
    expect(statistics.ordersCount).toBe(rows.orders);
    expect((statistics.departmentPie as unknown[]).length).toBeGreaterThan(1);
    expect((statistics.managersPie as unknown[]).length).toBeGreaterThan(1);
    const grid = (await get(`clients/statistic/?year=${today.slice(0, 4)}`)) as unknown as unknown[];
    expect(grid.length).toBeGreaterThan(0);
    const open = await get('orders/accounting/');
    expect(open.count).toBe(receivables.count);
    expect(Number((open.total as Record<string, unknown>).debt)).toBeCloseTo(receivables.debt, 2);
  });

  it('has a few people of every role who sign in with the passwords shown', async () => {
    const roles = new Set(result.team.map((u) => u.role));
    expect([...roles].sort()).toEqual(['ADMIN', 'MANAGER', 'USER']);
    for (const person of result.team.slice(0, 3)) {
      const answer = await t.call(null, { method: 'POST', url: '/api/accounts/login/', payload: { email: person.email, password: person.password } });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(t.mails()).toEqual([]); // no invitations for people who do not exist
  });

  it('writes orders, products and payments that pass the project rules', async () => {
    const products = await all(product);
    const invoices = await all(invoice);
    const { rows: contracts } = await t.ctx.database.query('select id, is_adx, postpone_days from contracts');
    const contractOf = new Map(contracts.map((c) => [Number(c.id), c]));
    const numbers = new Set<string>();
    for (const o of await all(order)) {
      const label = `order ${o.number}`;
      expect(entitySchema(order, 'update').safeParse(o).success, label).toBe(true);
      expect(orderDateErrors(o as never), label).toEqual({});
      const terms = contractOf.get(Number(o.contract))!;
      expect(departmentError(!!terms.is_adx, o.department as number), label).toBeNull();
      expect(o.dueDate, label).toBe(dueDate(o.dateEnd as string, Number(terms.postpone_days)));
      expect(o.number, label).toMatch(new RegExp(`^${String(o.dateReport).slice(0, 4)}-\\d{5}$`));
      expect(numbers.has(String(o.number)), label).toBe(false);
      numbers.add(String(o.number));
      const own = products.filter((p) => p.order === o.id);
      expect(own.length, label).toBeGreaterThan(0);
      expect(money(o.sumWithNds).equals(own.reduce((sum, p) => sum.plus(money(p.sumWithNds)), new Decimal(0))), label).toBe(true);
      const paid = invoices.filter((i) => i.order === o.id).reduce((sum, i) => sum.plus(money(i.sum)), new Decimal(0));
      expect(money(o.paymentSum).equals(paid), label).toBe(true);
      expect(paid.lessThanOrEqualTo(money(o.sumWithNds)), label).toBe(true);
      expect(o.paymentStatus, label).toBe(paymentStatus(Number(o.sumWithNds), Number(o.paymentSum)));
      if (o.status === 'CANCELED') expect(paid.isZero(), label).toBe(true);
    }
    for (const p of products) {
      expect(entitySchema(product, 'update').safeParse(p).success, `product ${p.id}`).toBe(true);
      expect(p).toMatchObject(productSums(p as never, p.nds as number));
    }
    for (const i of invoices) expect(String(i.date) <= today && Number(i.sum) > 0, `invoice ${i.id}`).toBe(true);
  });

  it('gives legal entities valid tax numbers and bank details, each tax number once', async () => {
    const inns = new Set<string>();
    for (const entity of await all(legalEntity)) {
      expect(entitySchema(legalEntity, 'update').safeParse(entity).success).toBe(true);
      const info = entity.billingInfo as Record<string, string>;
      expect(isValidInn(info.inn), info.inn).toBe(true);
      expect(checkInn(info.inn, entity.legalForm)).toBeNull();
      expect(inns.has(info.inn)).toBe(false);
      inns.add(info.inn);
      expect(isValidOgrn(info.ogrn) && isValidOkpo(info.okpo)).toBe(true);
      expect(isValidAccount(info.checkingAccount, info.bik, 'checking') && isValidAccount(info.correspondentAccount, info.bik, 'correspondent')).toBe(true);
      if (entity.legalForm === 'LEGAL') expect(isValidKpp(info.kpp) && info.kpp.startsWith(info.inn.slice(0, 4))).toBe(true);
      else expect(entity.fullname).toMatch(/^Индивидуальный предприниматель /);
    }
    for (const c of await all(creative)) expect(entitySchema(creative, 'update').safeParse(c).success, `creative ${c.id}`).toBe(true);
  });

  it('refuses to write into a database that holds business data, naming what it found', async () => {
    const before = await t.ctx.database.query('select (select count(*) from orders) as orders, (select count(*) from users) as users');
    await expect(createDemoCompany(t.ctx, options)).rejects.toThrow(DemoRefusedError);
    await expect(createDemoCompany(t.ctx, options)).rejects.toThrow(/already holds business data \(.*clients: 6.*\)\. The demo fills an empty database only; nothing was written\./);
    const after = await t.ctx.database.query('select (select count(*) from orders) as orders, (select count(*) from users) as users');
    expect(after.rows).toEqual(before.rows);
  });
});

describe('two runs of the demo', () => {
  let other: TestServer;
  afterAll(() => other?.close());

  /** What a run made, beside its figures: rows that differ by id-free content only. */
  async function fingerprint(server: TestServer): Promise<unknown> {
    const q = async (text: string) => (await server.ctx.database.query(text)).rows;
    return {
      orders: await q('select o.number, o.name, c.name as client, o.date_start, o.date_end, o.status, o.sum_with_nds::text, o.payment_sum::text, o.payment_status, o.due_date, o.is_locked from orders o left join clients c on c.id = o.client_id order by o.number'),
      legalEntities: await q('select name, fullname, billing_info from legal_entities order by id'),
      creatives: await q('select marker, erir_id, array_length(orders, 1) as orders from creatives order by id'),
      people: await q('select email, full_name, role, department_id from users order by id'),
    };
  }

  it('make the same company from the same seed; only the passwords differ', async () => {
    other = await createTestServer();
    const again = await createDemoCompany(other.ctx, options);
    expect(again.figures).toEqual(result.figures);
    expect(await fingerprint(other)).toEqual(await fingerprint(t));
    expect(again.team.map((u) => u.email)).toEqual(result.team.map((u) => u.email));
    expect(again.team.map((u) => u.password)).not.toEqual(result.team.map((u) => u.password));
  }, 240_000);
});

describe('npm run demo', () => {
  it.skipIf(testDatabaseUrl)('exits with 1 and a message on a database with a client, writing nothing', async () => {
    const handle = await openTestDatabase();
    const config = readConfig({ DATA_DIR: handle.dataDir });
    await seed(handle.database, config, pino({ level: 'silent' }));
    await handle.database.query("insert into clients (name, type, user_id) values ('Existing client', 'DIRECT', 1)");
    await handle.database.close();
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'dev/demo/demo-main.ts', '--clients', '2'], {
        env: { ...process.env, DATA_DIR: handle.dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(run.status, run.stdout + run.stderr).toBe(1);
      expect(run.stderr).toContain('The database already holds business data (clients: 1). The demo fills an empty database only; nothing was written.');
      const database = await handle.reopen();
      expect((await database.query('select count(*)::int as n from users')).rows[0].n).toBe(1);
    } finally {
      await handle.drop();
      fs.rmSync(handle.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

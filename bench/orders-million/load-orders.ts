/**
 * Loads the reference's CSV files (reference-csv.ts) into this project's schema, one
 * transaction, on PostgreSQL and on the embedded database alike. Every order is one this
 * project accepts (the tests beside this file check it against the domain rules):
 *
 * - references: per CSV client a client, its legal entity, a brand (the first word of the
 *   client's name, which also starts its orders' names) with a vertical (the industry word),
 *   an ordinary contract and an AdX one (department 5 is AdX, spec 1 §4); 200 users for the
 *   responsibles; departments 1–10; one product format.
 * - sums: each order gets ONE product — CLICKS, price = the CSV's sum without VAT, amount 1,
 *   no discount or commission, VAT charged on top — whose computed sums (rules/product-sums.ts)
 *   are exactly the CSV's: without VAT × 1.2 rounded half up is how the generator makes the sum
 *   with VAT; its rows without VAT get order VAT 0. The order's stored sums are that product's
 *   (the rollup of one product), inserted directly rather than recomputed, and checked.
 * - payments: PAID orders get one invoice of the whole sum, PARTIALLY_PAID one of half, so the
 *   payment status the rule derives is the CSV's.
 * - dates: spec 1 §4 keeps start, end and report date in one month; the generator's start and
 *   end may leave the report month, so they are clamped into it (start ≤ end). The report date,
 *   which the benchmark filters on, is the CSV's. Due date = end + the contract's 30 days, as
 *   the order hooks compute it; numbers `YYYY-NNNNN` per report year, counters moved on.
 *
 * The CSV ids are kept as offsets over the tables' current maximum ids, so a fresh database
 * gets the CSV's own ids (order 1 is CSV row 1).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../src/server/db/connection';
import { batches, readClients, readOrders, type ReferenceFiles, type ReferenceOrder } from './reference-csv';

export interface LoadResult {
  orders: number;
  /** Sum of sumWithNds in kopecks. */
  sumWithNds: number;
  /** True when the database already held exactly this data set. */
  reused: boolean;
  seconds: number;
}

const batchSize = 20_000;
const responsibles = 200;
const departments = 10;
const responsibleEmail = (k: string) => sql.raw(`'responsible' || ${k} || '@orders-bench.example'`);

async function rows(tx: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Count and sum with VAT (kopecks) of the CSV's orders, read in one pass. */
export async function csvTotals(ordersCsv: string): Promise<{ orders: number; sumWithNds: number }> {
  let orders = 0;
  let sumWithNds = 0;
  for await (const row of readOrders(ordersCsv)) {
    orders += 1;
    sumWithNds += row.sumWithNds;
  }
  return { orders, sumWithNds };
}

async function storedTotals(tx: Executor, fromId = 0): Promise<{ orders: number; sumWithNds: number }> {
  const [row] = await rows(tx, sql`select count(*)::int as n, coalesce(sum(sum_with_nds), 0)::text as total from orders where id > ${fromId}`);
  return { orders: Number(row.n), sumWithNds: Math.round(Number(row.total) * 100) };
}

const orderJson = (o: ReferenceOrder) => ({
  id: o.id,
  name: o.name,
  client_id: o.clientId,
  status: o.status,
  payment_status: o.paymentStatus,
  date_report: o.dateReport,
  date_start: o.dateStart,
  date_end: o.dateEnd,
  responsible_id: o.responsibleId,
  department_id: o.departmentId,
  currency: o.currency,
  sum_with_nds: o.sumWithNds / 100,
  sum_without_nds: o.sumWithoutNds / 100,
  comment: o.comment,
});

async function stage(tx: Executor, files: ReferenceFiles): Promise<{ orders: number; sumWithNds: number }> {
  await tx.execute(sql`create temp table bench_clients (id int primary key, name text not null) on commit drop`);
  await tx.execute(sql`create temp table bench_orders (
    id int primary key, name text, client_id int, status text, payment_status text, date_report date, date_start date,
    date_end date, responsible_id int, department_id int, currency text, sum_with_nds numeric(16, 2), sum_without_nds numeric(16, 2), comment text
  ) on commit drop`);
  for await (const batch of batches(readClients(files.clients), batchSize)) {
    await tx.execute(sql`insert into bench_clients select * from json_populate_recordset(null::bench_clients, ${JSON.stringify(batch)}::json)`);
  }
  let orders = 0;
  let sumWithNds = 0;
  for await (const batch of batches(readOrders(files.orders), batchSize)) {
    for (const o of batch) sumWithNds += o.sumWithNds;
    orders += batch.length;
    await tx.execute(sql`insert into bench_orders select * from json_populate_recordset(null::bench_orders, ${JSON.stringify(batch.map(orderJson))}::json)`);
  }
  return { orders, sumWithNds };
}

async function insertReferences(tx: Executor): Promise<void> {
  await tx.execute(sql`create temp table bench_base on commit drop as select
    (select coalesce(max(id), 0) from clients) as client, (select coalesce(max(id), 0) from legal_entities) as legal_entity,
    (select coalesce(max(id), 0) from contracts) as contract, (select coalesce(max(id), 0) from brands) as brand,
    (select coalesce(max(id), 0) from brand_verticals) as vertical, (select coalesce(max(id), 0) from orders) as orders,
    (select coalesce(max(id), 0) from products) as product, (select coalesce(max(id), 0) from invoices) as invoice`);
  await tx.execute(sql`insert into users (email, first_name, last_name, full_name, department_id, locale, role, is_active)
    select ${responsibleEmail('k')}, 'Seller', 'Resp' || chr(97 + (k - 1) / 26) || chr(97 + (k - 1) % 26),
           'Seller Resp' || chr(97 + (k - 1) / 26) || chr(97 + (k - 1) % 26), 1, 'en', 'MANAGER', true
    from generate_series(1, ${responsibles}::int) k`);
  await tx.execute(sql`create temp table bench_responsibles on commit drop as
    select k, u.id from generate_series(1, ${responsibles}::int) k join users u on u.email = ${responsibleEmail('k')}`);
  await tx.execute(sql`insert into departments (id, name, is_adx)
    select d, 'Department ' || d, false from generate_series(1, ${departments}::int) d where not exists (select 1 from departments where id = d)`);
  await tx.execute(sql`insert into pipe_organizations (name) values ('Orders bench CRM')`);
  await tx.execute(sql`insert into product_formats (name) values ('Orders bench placement')`);
  await tx.execute(sql`insert into clients (id, name, type, user_id)
    select b.client + c.id, c.name, 'DIRECT', r.id from bench_clients c cross join bench_base b join bench_responsibles r on r.k = 1 + (c.id - 1) % ${responsibles}::int`);
  await tx.execute(sql`insert into legal_entities (id, fullname, name, legal_form, client_id)
    select b.legal_entity + c.id, 'OOO ' || c.name, c.name, 'LEGAL', b.client + c.id from bench_clients c cross join bench_base b`);
  await tx.execute(sql`insert into brands (id, name, pipe_organization_id)
    select b.brand + c.id, split_part(c.name, ' ', 1), (select max(id) from pipe_organizations) from bench_clients c cross join bench_base b`);
  await tx.execute(sql`insert into brand_verticals (id, name, brand_id)
    select b.vertical + c.id, split_part(c.name, ' ', 2), b.brand + c.id from bench_clients c cross join bench_base b`);
  await tx.execute(sql`insert into contracts (id, organisation_id, client_id, legal_entity_id, responsible_id, number, date, status, type, subject, price, postpone_days, is_adx)
    select b.contract + 2 * c.id - 1 + a.adx::int, case when a.adx then 597 else 1 end, b.client + c.id, b.legal_entity + c.id, r.id,
           'C-' || c.id || case when a.adx then '-ADX' else '' end, date '2023-01-01', 'SIGNED', 'SERVICE', 'REPRESENTATION', 0, 30, a.adx
    from bench_clients c cross join bench_base b cross join (values (false), (true)) a(adx)
    join bench_responsibles r on r.k = 1 + (c.id - 1) % ${responsibles}::int`);
}

async function insertOrders(tx: Executor): Promise<void> {
  await tx.execute(sql`insert into orders (id, number, name, client_id, legal_entity_id, contract_id, brand_id, vertical_id, country_id, status,
      responsible_id, department_id, date_report, date_start, date_end, ord, site, nds, currency, comment,
      sum_without_nds, sum_with_nds, commission, net_sum, amount, payment_sum, payment_status, due_date)
    select b.orders + o.id,
           o.year || '-' || case when o.seq >= 100000 then o.seq::text else lpad(o.seq::text, 5, '0') end,
           o.name, b.client + o.client_id, b.legal_entity + o.client_id,
           b.contract + 2 * o.client_id - case when o.department_id = 5 then 0 else 1 end,
           b.brand + o.client_id, b.vertical + o.client_id, 129, o.status, r.id, o.department_id,
           o.date_report, o.start_in_month, o.end_in_month, 'OTM', 'https://' || lower(split_part(o.name, ' ', 1)) || '.example',
           case when o.sum_with_nds = o.sum_without_nds then 0 else 20 end, o.currency, nullif(o.comment, ''),
           o.sum_without_nds, o.sum_with_nds, 0, o.sum_without_nds, 1,
           case o.payment_status when 'PAID' then o.sum_with_nds when 'PARTIALLY_PAID' then round(o.sum_with_nds / 2, 2) else 0 end,
           o.payment_status, o.end_in_month + 30
    from (
      select s.*, extract(year from s.date_report)::int as year,
             coalesce(n.last, 0) + row_number() over (partition by extract(year from s.date_report) order by s.id) as seq,
             m.start_in_month, least(greatest(s.date_end, m.start_in_month), (date_trunc('month', s.date_report) + interval '1 month - 1 day')::date) as end_in_month
      from bench_orders s
      left join order_number_counters n on n.year = extract(year from s.date_report)::int
      cross join lateral (select greatest(s.date_start, date_trunc('month', s.date_report)::date) as start_in_month) m
    ) o
    cross join bench_base b join bench_responsibles r on r.k = o.responsible_id`);
  await tx.execute(sql`insert into order_number_counters (year, last)
    select extract(year from date_report)::int, max(split_part(number, '-', 2)::int) from orders where id > (select orders from bench_base) group by 1
    on conflict (year) do update set last = greatest(order_number_counters.last, excluded.last)`);
  await tx.execute(sql`insert into products (id, order_id, name, format_id, type, price, amount, amount_fact, realized_items, discount, discount_type,
      commission, commission_type, nds_calculation, plan_price, true_price, sum_without_nds, sum_with_nds, commission_sum, net_sum, margin_planned, margin_actual)
    select b.product + o.id - b.orders, o.id, 'Placement', (select max(id) from product_formats), 'CLICKS', o.sum_without_nds, 1, 0, 0, 0, 'PERCENTS',
           0, 'PERCENTS', 'ACCRUE', o.sum_without_nds, 0, o.sum_without_nds, o.sum_with_nds, 0, o.sum_without_nds, 0, 0
    from orders o cross join bench_base b where o.id > b.orders`);
  await tx.execute(sql`insert into invoices (id, client_id, order_id, date, sum, number)
    select b.invoice + o.id - b.orders, o.client_id, o.id, o.date_end, o.payment_sum, 'P-' || (o.id - b.orders)
    from orders o cross join bench_base b where o.id > b.orders and o.payment_sum > 0`);
  for (const table of ['departments', 'clients', 'legal_entities', 'brands', 'brand_verticals', 'contracts', 'orders', 'products', 'invoices']) {
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
}

/**
 * Loads the files unless the database already holds exactly them (same count and total);
 * refuses a database that holds other orders. Runs VACUUM ANALYZE after a load.
 */
export async function loadReferenceOrders(database: Database, files: ReferenceFiles): Promise<LoadResult> {
  const started = Date.now();
  const present = await storedTotals(database.db);
  if (present.orders > 0) {
    const expected = await csvTotals(files.orders);
    if (present.orders === expected.orders && present.sumWithNds === expected.sumWithNds) {
      return { ...present, reused: true, seconds: (Date.now() - started) / 1000 };
    }
    throw new Error(`The database holds ${present.orders} other orders: load the reference data into an empty database (${expected.orders} orders expected)`);
  }
  const loaded = await database.db.transaction(async (tx) => {
    const staged = await stage(tx, files);
    await insertReferences(tx);
    await insertOrders(tx);
    const stored = await storedTotals(tx);
    if (stored.orders !== staged.orders || stored.sumWithNds !== staged.sumWithNds) {
      throw new Error(`Loaded ${stored.orders} orders with ${stored.sumWithNds} kopecks, the CSV has ${staged.orders} with ${staged.sumWithNds}`);
    }
    return stored;
  });
  await database.exec('vacuum analyze');
  return { ...loaded, reused: false, seconds: (Date.now() - started) / 1000 };
}

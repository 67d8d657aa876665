/**
 * Orders for benchmarks: clients with legal entities and contracts, 200 sellers, brands,
 * formats, then `count` orders spread over the last 36 months with one or two products each
 * and invoices for two thirds of them — rows made in SQL with the formulas the entity service
 * stores (the sales tests check those formulas), and the order sums rolled up the same way.
 */
import type { Database } from '../src/server/db/connection';

export const months = 36;

export async function seedOrders(database: Database, orders: number): Promise<number> {
  const { rows: u } = await database.query(
    `insert into users (email, first_name, last_name, full_name, department_id, locale, role, is_active)
     select 'seller' || g || '@example.com', 'Seller', 'N' || g, 'Seller N' || g, 1 + g % 4, 'en', 'MANAGER', true
     from generate_series(1, 200) g returning id`,
  );
  const firstUser = Number(u[0].id);
  await database.exec(`
    insert into clients (name, type, user_id) select 'Client ' || g, 'DIRECT', ${firstUser} + g % 200 from generate_series(1, 20000) g;
    insert into legal_entities (fullname, name, legal_form, client_id) select 'OOO ' || c.name, c.name, 'LEGAL', c.id from clients c;
    insert into pipe_organizations (name) values ('Bench CRM');
    insert into brands (name, pipe_organization_id) select 'Brand ' || g, (select min(id) from pipe_organizations) from generate_series(1, 500) g;
    insert into brand_verticals (name, brand_id) select 'Vertical ' || b.name, b.id from brands b;
    insert into product_formats (name) select 'Format ' || g from generate_series(1, 12) g;
    insert into contracts (organisation_id, client_id, legal_entity_id, responsible_id, number, date, status, type, subject, price, postpone_days)
      select 1, le.client_id, le.id, ${firstUser} + le.id % 200, 'C-' || le.id, date '2023-01-01', 'SIGNED', 'SERVICE', 'REPRESENTATION', 0, 30
      from legal_entities le;
  `);
  const month0 = new Date();
  month0.setUTCDate(1);
  month0.setUTCMonth(month0.getUTCMonth() - (months - 1));
  const start = month0.toISOString().slice(0, 10);
  await database.query(
    `insert into orders (number, name, client_id, legal_entity_id, contract_id, brand_id, vertical_id, country_id, status, responsible_id,
                         department_id, date_report, date_start, date_end, site, nds, currency)
     select extract(year from m)::int || '-' || lpad(g::text, greatest(6, length(g::text)), '0'), 'Campaign ' || g, c.client_id, c.legal_entity_id, c.id,
            1 + g % 500, 1 + g % 500, 129, (array['PREPARED','IN_WORK','COMPLETED','CANCELED'])[1 + g % 4], ${firstUser} + g % 200,
            case when (g / 36) % 10 = 4 then 5 else 1 + (g / 36) % 4 end, m, m, (m + interval '1 month - 1 day')::date, 'https://site' || g % 97 || '.example', 20, 'RUB'
     from generate_series(1, $1::int) g
     cross join lateral (select ($2::date + ((g % ${months}) || ' month')::interval)::date as m) months
     join contracts c on c.id = 1 + g % 20000`,
    [orders, start],
  );
  await database.exec(`
    insert into products (order_id, name, format_id, type, price, amount, amount_fact, realized_items, discount, discount_type, commission, commission_type,
                          nds_calculation, plan_price, true_price, sum_without_nds, sum_with_nds, commission_sum, net_sum, margin_planned, margin_actual)
      select o.id, 'Placement ' || k, 1 + (o.id + k) % 12, 'CLICKS', 10 + o.id % 90, 100 * k, 0, 0, 0, 'PERCENTS', 10, 'PERCENTS', 'ACCRUE', 5, 0,
             (10 + o.id % 90) * 100 * k, round((10 + o.id % 90) * 100 * k * 1.2, 2), round((10 + o.id % 90) * 10 * k, 2),
             (10 + o.id % 90) * 100 * k - round((10 + o.id % 90) * 10 * k, 2), (10 + o.id % 90) * 100 * k - 500 * k, 0
      from orders o cross join generate_series(1, 1 + o.id % 2) k;
    insert into invoices (client_id, order_id, date, sum, number)
      select o.client_id, o.id, o.date_end, round((10 + o.id % 90) * 120 * (case when o.id % 3 = 0 then 1 else 0.5 end), 2), 'P-' || o.id
      from orders o where o.id % 3 <> 1;
    update orders o set sum_without_nds = p.s1, sum_with_nds = p.s2, commission = p.c, net_sum = p.n, amount = p.a
      from (select order_id, sum(sum_without_nds) s1, sum(sum_with_nds) s2, sum(commission_sum) c, sum(net_sum) n, sum(amount) a from products group by order_id) p
      where p.order_id = o.id;
    update orders o set due_date = o.date_end + c.postpone_days from contracts c where c.id = o.contract_id;
    update orders o set payment_sum = i.s from (select order_id, sum(sum) s from invoices group by order_id) i where i.order_id = o.id;
    update orders set payment_status = case when payment_sum = 0 then 'NOT_PAID' when payment_sum >= sum_with_nds and sum_with_nds > 0 then 'PAID' else 'PARTIALLY_PAID' end;
  `);
  await database.exec('vacuum analyze');
  return firstUser;
}


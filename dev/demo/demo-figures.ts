/**
 * What a demo run made, read back from the database: rows per table and the money of the orders
 * (the runner prints it; the tests compare two runs by it).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/server/db/connection';

export interface DemoFigures {
  rows: Record<string, number>;
  orders: {
    sumWithNds: number;
    paymentSum: number;
    byPaymentStatus: Record<string, number>;
    thisMonth: number;
    locked: number;
  };
  receivables: { count: number; debt: number; lateOver60Days: number };
}

const countedTables = [
  'users', 'holdings', 'clients', 'legal_entities', 'brands', 'brand_verticals', 'contracts', 'original_contracts',
  'orders', 'products', 'invoices', 'creatives', 'creative_statistics',
] as const;

async function rowsOf(db: Executor, query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  return ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

export async function demoFigures(db: Executor, today: string): Promise<DemoFigures> {
  const rows: Record<string, number> = {};
  for (const table of countedTables) rows[table] = Number((await rowsOf(db, sql`select count(*) as n from ${sql.identifier(table)}`))[0].n);
  const [money] = await rowsOf(
    db,
    sql`select coalesce(sum(sum_with_nds), 0)::text as due, coalesce(sum(payment_sum), 0)::text as paid,
               count(*) filter (where date_report >= date_trunc('month', ${today}::date)) as this_month,
               count(*) filter (where is_locked) as locked
        from orders`,
  );
  const statuses = await rowsOf(db, sql`select payment_status as status, count(*) as n from orders group by payment_status order by payment_status`);
  const [open] = await rowsOf(
    db,
    sql`select count(*) as n, coalesce(sum(sum_with_nds - payment_sum), 0)::text as debt,
               count(*) filter (where ${today}::date - due_date > 60) as late
        from orders where payment_status in ('NOT_PAID', 'PARTIALLY_PAID') and status <> 'CANCELED'`,
  );
  return {
    rows,
    orders: {
      sumWithNds: Number(money.due),
      paymentSum: Number(money.paid),
      byPaymentStatus: Object.fromEntries(statuses.map((s) => [String(s.status), Number(s.n)])),
      thisMonth: Number(money.this_month),
      locked: Number(money.locked),
    },
    receivables: { count: Number(open.n), debt: Number(open.debt), lateOver60Days: Number(open.late) },
  };
}

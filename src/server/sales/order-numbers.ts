/** Order numbers: one counter row per report year, moved by one atomic upsert (never reused). */
import { sql } from 'drizzle-orm';
import { orderNumber } from '../../domain/sales/order-number';
import type { Executor } from '../db/connection';
import { orderNumberCounters } from '../db/system-tables';

export async function nextOrderNumber(tx: Executor, year: number): Promise<string> {
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: orderNumberCounters.year, set: { last: sql`${orderNumberCounters.last} + 1` } })
    .returning({ last: orderNumberCounters.last });
  return orderNumber(year, row.last);
}

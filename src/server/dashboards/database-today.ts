/**
 * "Today" of the dashboards: the database's current date, the day the receivables' late days
 * and the orders' wasted days are counted from, so the ageing buckets agree with them.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { businessDaySql } from '../../domain/core/calendar/business-day';

export async function databaseToday(db: Executor): Promise<string> {
  const result = (await db.execute(sql.raw(`select ${businessDaySql()}::text as today`))) as unknown as { rows: Array<{ today: string }> };
  return result.rows[0].today;
}

/**
 * One clock: the database's "today" is the company's business day whatever time zone its
 * session runs in. Far east (UTC+14) and far west (UTC-11) are, between them, on another
 * calendar day than Moscow at every hour, so `current_date` would fail one of the two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../../dev/testing/test-database';
import { businessDay } from '../../domain/core/calendar/business-day';
import { databaseToday } from './database-today';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => test.drop());

describe("the database's today", () => {
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('is the business day in a session on %s time', async (zone) => {
    const answer = await test.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local time zone '${zone}'`));
      return databaseToday(tx);
    });
    expect(answer).toBe(businessDay());
  });
});

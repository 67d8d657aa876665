/**
 * The lock that keeps two generations of the same month apart: a transaction-scoped advisory
 * lock on the generation's name and month, taken before anything is read. A second generation
 * of that month (of all counterparties or of one) waits until the first commits or rolls back,
 * then sees what it wrote; other months and other generations run alongside.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';

/** First key of the two-key advisory locks taken here (any constant unique to this use). */
const monthGenerationLockClass = 741_300_303;

export async function lockMonth(tx: Executor, generation: string, month: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${monthGenerationLockClass}::int, hashtext(${`${generation}|${month}`}))`);
}

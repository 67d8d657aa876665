/**
 * The demo fills an empty database only: it refuses one that holds business data (any row of
 * counterparties, sales or creatives) or accounts with the demo's emails, and says which.
 */
import { count, inArray, sql } from 'drizzle-orm';
import { user } from '../../src/domain/accounts/accounts';
import { entities } from '../../src/domain/core/entities';
import type { Executor } from '../../src/server/db/connection';
import { tableOf } from '../../src/server/db/entity-tables';

const businessAreas = ['counterparties', 'sales', 'creatives'];

async function migrated(db: Executor): Promise<boolean> {
  const result = (await db.execute(sql`select to_regclass('public.users') is not null as found`)) as unknown as { rows: Array<{ found: boolean }> };
  return !!result.rows[0]?.found;
}

/** What is there already, as "clients: 12" lines; empty when the demo may fill the database. */
export async function businessDataFound(db: Executor, demoEmails: readonly string[]): Promise<string[]> {
  if (!(await migrated(db))) return [];
  const found: string[] = [];
  for (const entity of entities) {
    if (entity.view || !businessAreas.includes(entity.area)) continue;
    const [row] = await db.select({ n: count() }).from(tableOf(entity));
    if (Number(row.n) > 0) found.push(`${entity.table}: ${Number(row.n)}`);
  }
  const users = tableOf(user);
  const [accounts] = await db.select({ n: count() }).from(users).where(inArray(users.email, [...demoEmails]));
  if (Number(accounts.n) > 0) found.push(`accounts with the demo's emails: ${Number(accounts.n)}`);
  return found;
}

export function refusalMessage(found: readonly string[]): string {
  return `The database already holds business data (${found.join(', ')}). The demo fills an empty database only; nothing was written.`;
}

/** The inventory row a call names by its domain text (compared in lower case); 400 when there is none. */
import { eq } from 'drizzle-orm';
import { domainWl } from '../../domain/domains/domain-entities';
import { invalidField } from '../../domain/core/refusals/refusal';
import { systemReader } from '../items/readers';
import type { ServerContext } from '../server-context';

export async function inventoryRowOf(ctx: ServerContext, text: string): Promise<{ id: number; domain: string }> {
  const table = systemReader('a call names its inventory row by the domain text').rows(domainWl);
  const domain = text.trim().toLowerCase();
  const [row] = await ctx.database.db.select({ id: table.id, domain: table.domain }).from(table).where(eq(table.domain, domain)).limit(1);
  if (!row) throw invalidField('domain', 'domains.notInInventory', { domain: text.trim() });
  return { id: Number(row.id), domain: String(row.domain) };
}

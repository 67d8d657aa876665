/**
 * `POST /api/domains/wl/deepseek/` {domain?, type} → {taskId} (API.md "Inventory"): the
 * language model asked with the prompt of that type about one inventory domain, or about every
 * one lacking that enrichment (all the fields the type fills empty). Each valid answer is written
 * through the items service (validated again, with history), a refused one writes nothing and
 * is counted and named; detail `DeepSeek update completed! Updated: N, failed: M`. No key: the
 * task fails naming LLM_API_KEY; no prompt of the type: it fails saying so.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { enrichInventory } from '../../domain/domains/domain-actions';
import { deepseekPrompt, domainWl } from '../../domain/domains/domain-entities';
import { enrichedFields, type PromptType } from '../../domain/domains/enrichment-answer';
import { refuse } from '../../domain/core/refusals/refusal';
import { enrichMany, enrichmentDetail, readLlmConfig } from '../integrations/llm';
import { requireLlmKey } from '../integrations/llm/llm-config';
import { items } from '../items/items';
import { systemReader, type ReadRows } from '../items/readers';
import { systemActor } from '../items/system-actor';
import { actionRoute, assertAvailable } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { inventoryRowOf } from './inventory-row';

export const inventoryEnrichmentJob = 'domains.inventory-enrichment';

async function promptOf(ctx: ServerContext, type: PromptType) {
  const table = systemReader('the enrichment job asks with the stored prompt of its type').rows(deepseekPrompt);
  const [prompt] = await ctx.database.db.select({ systemText: table.systemText, userText: table.userText }).from(table).where(eq(table.type, type)).orderBy(asc(table.id)).limit(1);
  if (!prompt) throw refuse.invalid('domains.noPrompt', { type });
  return { systemText: String(prompt.systemText), userText: String(prompt.userText) };
}

/** Inventory rows whose fields of this type are all empty (a list empty, a text null or blank). */
function lacking(rows: ReadRows, type: PromptType): SQL {
  const table = rows as unknown as Record<string, SQL>;
  const empty = enrichedFields[type].map((name) => {
    const field = domainWl.fields[name as keyof typeof domainWl.fields];
    const column = table[name];
    return field.kind === 'list' ? sql`cardinality(${column}) = 0` : sql`coalesce(trim(${column}::text), '') = ''`;
  });
  return and(...empty)!;
}

async function enrichedRows(ctx: ServerContext, type: PromptType, only: number | null) {
  const table = systemReader('the enrichment job fills the inventory rows lacking its fields, or the one asked').rows(domainWl);
  const rows = await ctx.database.db
    .select({ id: table.id, domain: table.domain })
    .from(table)
    .where(only === null ? lacking(table, type) : eq(table.id, only))
    .orderBy(table.id);
  return rows.map((row) => ({ id: Number(row.id), domain: String(row.domain) }));
}

export async function enrichInventoryRows(ctx: ServerContext, type: PromptType, only: number | null, startedBy: number | null) {
  const config = readLlmConfig();
  requireLlmKey(config);
  const prompt = await promptOf(ctx, type);
  const rows = await enrichedRows(ctx, type, only);
  const ids = new Map(rows.map((row) => [row.domain, row.id]));
  const inventory = items(domainWl, { ctx, actor: systemActor(startedBy) });
  return enrichMany(
    { domains: rows.map((row) => row.domain), prompt, type, write: async (domain, fields) => void (await inventory.update(ids.get(domain)!, fields)) },
    { config, logger: ctx.logger },
  );
}

export const inventoryEnrichment = defineJob(
  inventoryEnrichmentJob,
  async (ctx, data) => enrichmentDetail(await enrichInventoryRows(ctx, data.type as PromptType, (data.id as number | null) ?? null, (data.userId as number | null) ?? null)),
  { expireInSeconds: 4 * 60 * 60 },
);

export const enrichInventoryRoute = actionRoute(enrichInventory, async ({ ctx, actor, body }) => {
  assertAvailable(enrichInventory, actor, body);
  const row = body.domain ? await inventoryRowOf(ctx, body.domain) : null;
  return { taskId: await ctx.jobs.enqueue(inventoryEnrichmentJob, { type: body.type, id: row?.id ?? null, userId: actor.id }) };
});

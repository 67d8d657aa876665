/**
 * `POST /api/domains/wl/ping/` {domain?} → {taskId} (API.md "Inventory"): the availability check
 * of one inventory domain (its domain text; 400 when the inventory lacks it) or of every one,
 * recording `availability` and `lastCheckAt`; detail `Ping completed!`.
 */
import { eq } from 'drizzle-orm';
import { pingInventory } from '../../domain/domains/domain-actions';
import { domainWl } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { items } from '../items/items';
import { systemReader } from '../items/readers';
import { systemActor } from '../items/system-actor';
import { actionRoute, assertAvailable } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { inventoryRowOf } from './inventory-row';
import { runSiteCheck } from './site-check-run';

export const inventoryPingJob = 'domains.inventory-ping';

async function pingedSites(ctx: ServerContext, only: number | null) {
  const table = systemReader('the ping job checks every inventory site, or the one asked').rows(domainWl);
  const query = ctx.database.db.select({ id: table.id, host: table.domain }).from(table);
  const rows = await (only === null ? query.orderBy(table.id) : query.where(eq(table.id, only)));
  return rows.map((row) => ({ id: Number(row.id), host: String(row.host) }));
}

export async function pingInventorySites(ctx: ServerContext, only: number | null, startedBy: number | null, taskId?: string) {
  const writer = items(domainWl, { ctx, actor: systemActor(startedBy) });
  return runSiteCheck({
    ctx,
    taskId,
    sites: await pingedSites(ctx, only),
    write: async (results) => {
      await writer.system.setEach(
        results.map(({ site, result }) => ({ id: site.id, values: { availability: result.available, lastCheckAt: result.checkedAt.toISOString() } })),
        { touch: false },
      );
    },
  });
}

export const inventoryPing = defineJob(
  inventoryPingJob,
  async (ctx, data, taskId) => {
    await pingInventorySites(ctx, (data.id as number | null) ?? null, (data.userId as number | null) ?? null, taskId);
    return inventoryMessages.pinged;
  },
  { expireInSeconds: 4 * 60 * 60 },
);

export const pingInventoryRoute = actionRoute(pingInventory, async ({ ctx, actor, body }) => {
  assertAvailable(pingInventory, actor, body);
  const row = body.domain ? await inventoryRowOf(ctx, body.domain) : null;
  return { taskId: await ctx.jobs.enqueue(inventoryPingJob, { id: row?.id ?? null, userId: actor.id }) };
});

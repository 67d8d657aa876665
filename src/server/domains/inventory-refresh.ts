/**
 * `POST /api/domains/wl/refresh/` → {taskId} (API.md "Inventory"): the figures of the last 30
 * days per site, aggregated by the analytics database, written into the inventory in one
 * transaction: sites not yet there are added, the others updated, and an inventory site without
 * traffic in the window gets zero figures (they are the window's, not a running total).
 * Detail `Refresh from CH completed!`.
 */
import { businessDay } from '../../domain/core/calendar/business-day';
import { refreshInventory } from '../../domain/domains/domain-actions';
import { domainWl } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { inventoryWindow } from '../../domain/domains/inventory-window';
import { serverAnalytics } from '../analytics/analytics';
import { domainFigures, type DomainFigures } from '../analytics/domain-figures';
import { tableOf } from '../db/entity-tables';
import { items } from '../items/items';
import { systemActor } from '../items/system-actor';
import { actionRoute } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';

export const inventoryRefreshJob = 'domains.inventory-refresh';

/** The inventory's counters are integer columns: a count beyond their range is kept at its top. */
const countCap = 2_147_483_647;
const count = (n: number) => Math.min(n, countCap);

function figuresOf(row: Omit<DomainFigures, 'domain'>) {
  return {
    formats: row.formats,
    cookieVolume: count(row.cookieVolume),
    bannerRequests: count(row.bannerRequests),
    videoRequests: count(row.videoRequests),
    instreamRequests: count(row.instreamRequests),
    bids: count(row.bids),
    impressions: count(row.impressions),
    cpm: row.cpm,
    volume: row.volume,
  };
}

const noTraffic = figuresOf({ formats: [], cookieVolume: 0, bannerRequests: 0, videoRequests: 0, instreamRequests: 0, bids: 0, impressions: 0, cpm: 0, volume: 0 });

export async function refreshInventoryFigures(ctx: ServerContext, startedBy: number | null, today = businessDay()): Promise<{ added: number; updated: number }> {
  const { from, to } = inventoryWindow(today);
  const figures = await domainFigures(await serverAnalytics(ctx.config.dataDir), from, to);
  return ctx.database.db.transaction(async (tx) => {
    const inventory = items(domainWl, { ctx, actor: systemActor(startedBy), tx });
    const table = tableOf(domainWl);
    const known = new Map((await tx.select({ id: table.id, domain: table.domain }).from(table).for('update')).map((row) => [String(row.domain), row.id as number]));
    const updates: Array<{ id: number; values: Record<string, unknown> }> = [];
    const added: Array<Record<string, unknown>> = [];
    for (const { domain, ...row } of figures) {
      const id = known.get(domain);
      if (id === undefined) added.push({ domain, ...figuresOf(row) });
      else {
        updates.push({ id, values: figuresOf(row) });
        known.delete(domain);
      }
    }
    for (const id of known.values()) updates.push({ id, values: noTraffic });
    await inventory.system.insert(added, { history: false });
    await inventory.system.setEach(updates, { touch: false });
    return { added: added.length, updated: updates.length - known.size };
  });
}

export const inventoryRefresh = defineJob(inventoryRefreshJob, async (ctx, data) => {
  await refreshInventoryFigures(ctx, (data.userId as number | null) ?? null);
  return inventoryMessages.refreshed;
});

export const refreshInventoryRoute = actionRoute(refreshInventory, async ({ ctx, actor }) => ({
  taskId: await ctx.jobs.enqueue(inventoryRefreshJob, { userId: actor.id }, { singleFlight: 'all' }),
}));

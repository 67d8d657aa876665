/**
 * `POST /api/domains/wl/refresh/` → {taskId} (API.md "Inventory"): the figures of the last 30
 * days per site, aggregated by the analytics database, written into the inventory in one
 * transaction: sites not yet there are added, the others updated, and an inventory site without
 * traffic in the window gets zero figures (they are the window's, not a running total). A row
 * whose figures did not change is not written again.
 * Detail `Refresh from CH completed!`.
 */
import { businessDay } from '../../domain/core/calendar/business-day';
import { refreshInventory } from '../../domain/domains/domain-actions';
import { domainWl } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { inventoryWindow } from '../../domain/domains/inventory-window';
import { serverAnalytics } from '../analytics/analytics';
import { domainFigures, type DomainFigures } from '../analytics/domain-figures';
import { items } from '../items/items';
import { systemReader } from '../items/readers';
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

const figureFields = ['formats', 'cookieVolume', 'bannerRequests', 'videoRequests', 'instreamRequests', 'bids', 'impressions', 'cpm', 'volume'] as const;

/** Stored figures equal to new ones (lists by their items, numbers by value: money reads back as a number). */
function sameFigures(stored: Record<string, unknown>, values: Record<string, unknown>): boolean {
  return figureFields.every((name) => {
    const [a, b] = [stored[name], values[name]];
    if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => item === b[i]);
    return Number(a) === Number(b);
  });
}

const noTraffic = figuresOf({ formats: [], cookieVolume: 0, bannerRequests: 0, videoRequests: 0, instreamRequests: 0, bids: 0, impressions: 0, cpm: 0, volume: 0 });

export async function refreshInventoryFigures(ctx: ServerContext, startedBy: number | null, today = businessDay()): Promise<{ added: number; updated: number }> {
  const { from, to } = inventoryWindow(today);
  const figures = await domainFigures(await serverAnalytics(ctx.config.dataDir), from, to);
  return ctx.database.db.transaction(async (tx) => {
    const inventory = items(domainWl, { ctx, actor: systemActor(startedBy), tx });
    // Locked as read (a lock on the reader's rows locks the table's): a second refresh waits for this one.
    const table = systemReader('the refresh sets every inventory row\'s figures from the analytics database').rows(domainWl);
    const stored = await tx
      .select({ id: table.id, domain: table.domain, ...Object.fromEntries(figureFields.map((name) => [name, table[name]])) })
      .from(table)
      .for('update');
    const known = new Map(stored.map((row) => [String(row.domain), row as Record<string, unknown>]));
    const updates: Array<{ id: number; values: Record<string, unknown> }> = [];
    const added: Array<Record<string, unknown>> = [];
    // Only the rows whose figures changed are written: a site idle for the whole window, or one
    // refreshed twice a day, costs no update (each update rewrites the row and all its indexes).
    const update = (current: Record<string, unknown>, values: Record<string, unknown>) => {
      if (!sameFigures(current, values)) updates.push({ id: current.id as number, values });
    };
    let updated = 0;
    for (const { domain, ...row } of figures) {
      const current = known.get(domain);
      if (current === undefined) added.push({ domain, ...figuresOf(row) });
      else {
        update(current, figuresOf(row));
        updated += 1;
        known.delete(domain);
      }
    }
    for (const current of known.values()) update(current, noTraffic);
    await inventory.system.insert(added);
    await inventory.system.setEach(updates, { touch: false });
    return { added: added.length, updated };
  });
}

export const inventoryRefresh = defineJob(inventoryRefreshJob, async (ctx, data) => {
  await refreshInventoryFigures(ctx, (data.userId as number | null) ?? null);
  return inventoryMessages.refreshed;
});

export const refreshInventoryRoute = actionRoute(refreshInventory, async ({ ctx, actor }) => ({
  taskId: await ctx.jobs.enqueue(inventoryRefreshJob, { userId: actor.id }, { singleFlight: 'all' }),
}));

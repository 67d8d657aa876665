/**
 * "Sync with panel" (spec 2 §2.2, §7.4; API.md "Buying side"): one panel per row of the analytics
 * database's `panels` table, the panel system's export (read with FINAL). New panels are created,
 * changed ones updated (name, email, status, places, inMonkey); our own fields (`publisher`,
 * `comment`) are kept, and a panel that left the table stays. One transaction, with history, as
 * the user who started the task. The call is refused at once (400 naming CLICKHOUSE_URL) where
 * the embedded analytics database cannot load; a database that is down fails the task naming it.
 */
import { panel } from '../../domain/publishers/publisher-entities';
import { panelSync, publisherMessages } from '../../domain/publishers/publisher-actions';
import { serverAnalytics } from '../analytics/analytics';
import { analyticsPanels, type AnalyticsPanel } from '../analytics/panels';
import { items } from '../items/items';
import { systemReader } from '../items/readers';
import { systemActor } from '../items/system-actor';
import { actionRoute } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';

export const panelSyncJob = 'publishers.panel-sync';

type PanelValues = Omit<AnalyticsPanel, 'id'>;

const sameValues = (a: PanelValues, b: PanelValues) =>
  a.name === b.name && a.email === b.email && a.status === b.status && a.places === b.places && a.inMonkey === b.inMonkey;

export async function syncPanels(ctx: ServerContext, userId: number | null): Promise<{ created: number; updated: number }> {
  const analytics = await serverAnalytics(ctx.config.dataDir);
  const exported: AnalyticsPanel[] = [];
  for await (const row of analyticsPanels(analytics)) exported.push(row);
  const actor = systemActor(userId);
  const table = systemReader('the sync matches every stored panel by its id').rows(panel);
  return ctx.database.db.transaction(async (tx) => {
    const stored = await tx.select({ id: table.id, name: table.name, email: table.email, status: table.status, places: table.places, inMonkey: table.inMonkey }).from(table);
    const byId = new Map(stored.map((row) => [String(row.id), row as unknown as PanelValues]));
    const panels = items(panel, { ctx, actor, tx });
    const fresh = exported.filter((row) => !byId.has(row.id));
    if (fresh.length) await panels.system.insert(fresh.map((row) => ({ ...row })));
    let updated = 0;
    for (const { id, ...values } of exported) {
      const current = byId.get(id);
      if (!current || sameValues(current, values)) continue;
      await panels.system.set(id, values, { touch: true });
      updated++;
    }
    return { created: fresh.length, updated };
  });
}

export const panelSyncTask = defineJob(panelSyncJob, async (ctx, data) => {
  await syncPanels(ctx, (data.userId as number | null) ?? null);
  return publisherMessages.panelsSynced;
});

/** One sync at a time: a start while one is pending or running answers that task. */
export const panelSyncRoute = actionRoute(panelSync, async ({ ctx, actor }) => {
  await serverAnalytics(ctx.config.dataDir);
  return { taskId: await ctx.jobs.enqueue(panelSyncJob, { userId: actor.id }, { singleFlight: 'all' }) };
});

/**
 * DMP audiences (spec 2 §2.3; API.md "DMPs"): read only here, a copy of the analytics
 * `dmp_audiences` table refreshed by a daily job and before every DMP export. For each of our
 * DMPs (or the one given), its audiences become those the analytics database lists under its id:
 * new ones are created, changed ones updated (name, group, cpm), and those no longer listed
 * removed, with history, in the caller's transaction. Rows naming no DMP of ours are skipped.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Actor } from '../../domain/core/entity';
import { dmpMessages } from '../../domain/dmps/dmp-actions';
import { dmp, dmpAudience } from '../../domain/dmps/dmp-entities';
import { serverAnalytics } from '../analytics/analytics';
import { analyticsAudiences, type AnalyticsAudience } from '../analytics/dmp-figures';
import type { Executor } from '../db/connection';
import type { ServerContext } from '../server-context';
import { items } from '../items/items';
import { systemReader } from '../items/readers';
import { systemActor } from '../items/system-actor';
import { defineDailyJob } from '../jobs/job-handlers';

export const audienceRefreshJob = 'dmps.audiences-refresh';

export interface AudienceCounts {
  created: number;
  updated: number;
  removed: number;
}

/** The analytics database's audiences (of one DMP when given), read outside any transaction. */
export async function readAudiences(dataDir: string, dmpId: number | null): Promise<AnalyticsAudience[]> {
  const analytics = await serverAnalytics(dataDir);
  const audiences: AnalyticsAudience[] = [];
  for await (const audience of analyticsAudiences(analytics, dmpId === null ? '' : String(dmpId))) audiences.push(audience);
  return audiences;
}

const sameAudience = (stored: { name: unknown; group: unknown; cpm: unknown }, read: AnalyticsAudience) =>
  stored.name === read.name && stored.group === read.group && Number(stored.cpm) === Number(read.cpm);

/** Makes our audiences of the DMPs in scope what `read` lists. */
export async function writeAudiences(ctx: ServerContext, tx: Executor, actor: Actor, read: readonly AnalyticsAudience[], dmpId: number | null): Promise<AudienceCounts> {
  const reader = systemReader('the audiences of our DMPs are made what the analytics database lists, whoever asked');
  const dmps = reader.rows(dmp);
  const ours = (await tx.select({ id: dmps.id }).from(dmps).where(dmpId === null ? undefined : eq(dmps.id, dmpId))).map((row) => Number(row.id));
  const counts: AudienceCounts = { created: 0, updated: 0, removed: 0 };
  if (!ours.length) return counts;
  const known = new Set(ours.map(String));
  const wanted = read.filter((audience) => known.has(audience.dmpId));
  const table = reader.rows(dmpAudience);
  const stored = await tx.select({ id: table.id, dmp: table.dmp, audienceId: table.audienceId, name: table.name, group: table.group, cpm: table.cpm }).from(table).where(inArray(table.dmp, ours));
  const byKey = new Map(stored.map((row) => [`${String(row.dmp)}|${String(row.audienceId)}`, row]));
  const audiences = items(dmpAudience, { ctx, actor, tx });
  const fresh = wanted.filter((audience) => !byKey.has(`${audience.dmpId}|${audience.audienceId}`));
  if (fresh.length) {
    await audiences.system.insert(
      fresh.map((audience) => ({ dmp: Number(audience.dmpId), audienceId: audience.audienceId, name: audience.name, group: audience.group, cpm: audience.cpm })),
    );
  }
  counts.created = fresh.length;
  const keptIds: number[] = [];
  for (const audience of wanted) {
    const current = byKey.get(`${audience.dmpId}|${audience.audienceId}`);
    if (!current) continue;
    keptIds.push(Number(current.id));
    if (sameAudience(current, audience)) continue;
    await audiences.system.set(Number(current.id), { name: audience.name, group: audience.group, cpm: audience.cpm }, { touch: true });
    counts.updated++;
  }
  const gone = stored.length - keptIds.length;
  if (gone > 0) {
    const condition = keptIds.length ? and(inArray(table.dmp, ours), notInArray(table.id, keptIds))! : inArray(table.dmp, ours);
    await audiences.system.delete(condition);
  }
  counts.removed = Math.max(gone, 0);
  return counts;
}

/** The daily refresh (also a task one may queue): every DMP's audiences, as the system. */
export const audienceRefreshTask = defineDailyJob(audienceRefreshJob, async (ctx, data) => {
  const read = await readAudiences(ctx.config.dataDir, null);
  const counts = await ctx.database.db.transaction((tx) => writeAudiences(ctx, tx, systemActor((data.userId as number | null) ?? null), read, null));
  return { detail: dmpMessages.audiencesRefreshed, ...counts };
});

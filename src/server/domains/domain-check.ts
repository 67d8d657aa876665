/**
 * `GET /api/domains/check/` (API.md "Domain inventory"): answers "Check are running, wait." at
 * once, with the task to follow, and checks every domain in the background: `httpCode`,
 * `available` and `lastCheckAt` of each, and `tries`, the checks in a row that did not find it
 * available (docs/decisions.md), written in batches as the results come. One check at a time:
 * a second call while one runs follows the running one.
 */
import { eq } from 'drizzle-orm';
import { checkDomains } from '../../domain/domains/domain-actions';
import { domain } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { platform } from '../../domain/domains/platforms';
import { renderMessage } from '../../domain/core/refusals/render-message';
import { items } from '../items/items';
import { systemActor } from '../items/system-actor';
import { readerFor, type Reader } from '../items/readers';
import { actionRoute } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { runSiteCheck } from './site-check-run';

export const domainCheckJob = 'domains.check';

/** Every domain with its host name and its failed checks so far. */
async function checkedDomains(ctx: ServerContext, reader: Reader) {
  const [domains, platforms] = [reader.rows(domain), reader.rows(platform)];
  const rows = await ctx.database.db
    .select({ id: domains.id, host: platforms.name, tries: domains.tries })
    .from(domains)
    .innerJoin(platforms, eq(platforms.id, domains.platform))
    .orderBy(domains.id);
  return rows.map((row) => ({ id: Number(row.id), host: String(row.host), tries: Number(row.tries ?? 0) }));
}

export async function checkAllDomains(ctx: ServerContext, startedBy: number | null, taskId?: string) {
  const writer = items(domain, { ctx, actor: systemActor(startedBy) });
  return runSiteCheck({
    ctx,
    taskId,
    sites: await checkedDomains(ctx, readerFor(systemActor(startedBy))),
    write: async (results) => {
      await writer.system.setEach(
        results.map(({ site, result }) => ({
          id: site.id,
          values: {
            httpCode: result.httpCode,
            available: result.available,
            lastCheckAt: result.checkedAt.toISOString(),
            tries: result.available === 'AVAILABLE' ? 0 : site.tries + 1,
          },
        })),
        { touch: false },
      );
    },
  });
}

export const domainCheck = defineJob(
  domainCheckJob,
  async (ctx, data, taskId) => {
    const { checked: _checked, ...counts } = await checkAllDomains(ctx, (data.userId as number | null) ?? null, taskId);
    return { detail: renderMessage(inventoryMessages.checkDone, counts, () => undefined), message: inventoryMessages.checkDone, values: counts };
  },
  // 10,000 domains at 20 at once take minutes; a site that never answers costs 2 × 10 s.
  { expireInSeconds: 4 * 60 * 60 },
);

export const checkDomainsRoute = actionRoute(checkDomains, async ({ ctx, actor }) => ({
  detail: inventoryMessages.checkRunning,
  taskId: await ctx.jobs.enqueue(domainCheckJob, { userId: actor.id }, { singleFlight: 'all' }),
}));

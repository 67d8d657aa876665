/**
 * One availability check over many sites (the domains' run-check and the inventory's ping):
 * `checkHosts` at DOMAIN_CHECK_CONCURRENCY, and the results written back in batches by the
 * caller's set-based `write` (one statement per batch, not one per site) while the check goes
 * on. Each batch written also moves the task's progress (`{checked, total}`), so a long check
 * shows how far it got. A failing write stops the check.
 */
import { checkHosts, type CheckTally, type DomainCheckSettings, type HostCheckResult } from './availability';
import type { ServerContext } from '../server-context';

export interface CheckedSite {
  id: number;
  /** The host name to check. */
  host: string;
}

export interface SiteCheckOptions<S extends CheckedSite> {
  ctx: ServerContext;
  /** The task to report progress on (none: no progress). */
  taskId?: string;
  sites: readonly S[];
  write: (results: ReadonlyArray<{ site: S; result: HostCheckResult }>) => Promise<void>;
  settings?: DomainCheckSettings;
  /** Results per write (default 500). */
  batch?: number;
  /** Longest wait before the results gathered so far are written (default 2 s). */
  flushMs?: number;
}

export async function runSiteCheck<S extends CheckedSite>(options: SiteCheckOptions<S>): Promise<CheckTally> {
  const { ctx, taskId, sites, write } = options;
  const batch = Math.max(1, options.batch ?? 500);
  const flushMs = options.flushMs ?? 2000;
  const byHost = new Map<string, S[]>();
  for (const site of sites) byHost.set(site.host, [...(byHost.get(site.host) ?? []), site]);
  let pending: Array<{ site: S; result: HostCheckResult }> = [];
  let checked = 0;
  // The first result is reported at once: a long check shows it started.
  let lastFlush = 0;

  // One write at a time (the embedded database has one session); workers wait for it.
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const part = pending;
    const done = checked;
    pending = [];
    lastFlush = Date.now();
    writing = writing.then(async () => {
      if (part.length) await write(part);
      if (taskId) await ctx.jobs.progress(taskId, { checked: done, total: byHost.size });
    });
    return writing;
  };

  const tally = await checkHosts(byHost.keys(), {
    settings: options.settings,
    onResult: async (result) => {
      for (const site of byHost.get(result.host) ?? []) pending.push({ site, result });
      checked += 1;
      if (pending.length >= batch || Date.now() - lastFlush >= flushMs) await flush();
    },
  });
  await flush();
  return tally;
}

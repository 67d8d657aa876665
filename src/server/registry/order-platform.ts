/**
 * The platform an order's ads ran on, by the one rule of `site-platform.ts` (the host of the
 * order's site, then the host without `www.`), looked up in the platform list. The registry's
 * statistics and acts both ask here.
 */
import { eq, inArray } from 'drizzle-orm';
import { entityOf } from '../../domain/registry-kinds';
import { order } from '../../domain/sales/orders';
import { platformDomainsOf } from '../../domain/domains/site-platform';
import type { Executor } from '../db/connection';
import { systemReader } from '../items/readers';
import { NotSendable } from './not-sendable';

/** The send refused for an order whose site is no registered platform's. */
export const noPlatform = (site: string): NotSendable => (site ? new NotSendable('registry.noPlatform', { site }) : new NotSendable('registry.noPlatformWithoutSite'));

export interface OrderPlatform {
  site: string;
  /** The platform's id, or null when no platform has the site's domain. */
  platformId: number | null;
}

/** The registry sends for every order of the month, whoever asked for the send. */
const registry = systemReader('the registry reports every order of the month and the platform list');

export async function orderPlatform(db: Executor, orderId: number): Promise<OrderPlatform> {
  const orders = registry.rows(order);
  const [row] = await db.select({ site: orders.site }).from(orders).where(eq(orders.id, orderId));
  const site = typeof row?.site === 'string' ? row.site : '';
  const domains = platformDomainsOf(site);
  if (!domains.length) return { site, platformId: null };
  const platforms = registry.rows(entityOf('platform'));
  const found = await db.select({ id: platforms.id, name: platforms.name }).from(platforms).where(inArray(platforms.name, domains));
  const best = domains.map((domain) => found.find((p) => p.name === domain)).find((p) => p !== undefined);
  return { site, platformId: best ? Number(best.id) : null };
}

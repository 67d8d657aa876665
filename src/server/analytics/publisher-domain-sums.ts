/**
 * A month's figures per domain of the given publisher sources (API.md "Buying side": a publisher
 * report by domains): summed inside the analytics database, amounts as exact decimal text.
 * Sources are named `KIND:id` (`PANEL:p1`, `SSP:s1`).
 */
import type { Analytics } from './analytics';
import type { ActMonth } from '../../domain/core/calendar/act-month';

export interface DomainFigures {
  domain: string;
  impressions: number;
  clicks: number;
  amount: string;
}

export const publisherDomainSumsQuery = `SELECT domain, sum(impressions) AS impressions, sum(clicks) AS clicks, toString(sum(amount)) AS amount
FROM publisher_stats
WHERE day >= {from:Date} AND day < {to:Date} AND has({sources:Array(String)}, concat(source_kind, ':', source_id))
GROUP BY domain
ORDER BY domain`;

export async function publisherDomainSums(analytics: Analytics, sources: readonly string[], month: ActMonth): Promise<DomainFigures[]> {
  if (!sources.length) return [];
  const rows = await analytics.rows<DomainFigures>(publisherDomainSumsQuery, { sources: [...sources], from: month.start, to: month.next });
  return rows.map((row) => ({ domain: row.domain, impressions: Number(row.impressions), clicks: Number(row.clicks), amount: String(row.amount) }));
}

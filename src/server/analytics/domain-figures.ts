/**
 * The inventory's figures per site (API.md "Inventory" refresh) from `domain_stats`, aggregated
 * inside the analytics database in one statement over a day range: the formats seen, cookies,
 * requests per format, bids, impressions, the amount and the CPM (amount ÷ impressions × 1000,
 * rounded half away from zero to 2 decimals, 0 without impressions). Sites are compared in
 * lower case. Amounts travel as decimal text, so nothing is rounded on the way.
 */
import type { Analytics } from './analytics';

export interface DomainFigures {
  domain: string;
  formats: string[];
  cookieVolume: number;
  bannerRequests: number;
  videoRequests: number;
  instreamRequests: number;
  bids: number;
  impressions: number;
  cpm: number;
  volume: number;
}

/** `domain_stats` is a plain MergeTree (no row replaces another): sums need no FINAL. */
export const domainFiguresQuery = `SELECT
  lower(domain) AS site,
  arraySort(groupUniqArray(format)) AS formats,
  sum(cookies) AS cookie_volume,
  sumIf(requests, format = 'BANNER') AS banner_requests,
  sumIf(requests, format = 'VIDEO') AS video_requests,
  sumIf(requests, format = 'INSTREAM') AS instream_requests,
  sum(bids) AS total_bids,
  sum(impressions) AS total_impressions,
  toString(sum(amount)) AS total_amount,
  toString(if(total_impressions = 0, toDecimal128(0, 2), toDecimal128(round(toDecimal128(sum(amount), 6) * 1000 / total_impressions, 2), 2))) AS total_cpm
FROM domain_stats
WHERE day >= {from:Date} AND day < {to:Date} AND domain != ''
GROUP BY site
ORDER BY site`;

type Row = {
  site: string;
  formats: string[];
  cookie_volume: string | number;
  banner_requests: string | number;
  video_requests: string | number;
  instream_requests: string | number;
  total_bids: string | number;
  total_impressions: string | number;
  total_amount: string;
  total_cpm: string;
};

/** Per site, the days [from, to). */
export async function domainFigures(analytics: Analytics, from: string, to: string): Promise<DomainFigures[]> {
  const rows = await analytics.rows<Row>(domainFiguresQuery, { from, to });
  return rows.map((row) => ({
    domain: row.site,
    formats: row.formats,
    cookieVolume: Number(row.cookie_volume),
    bannerRequests: Number(row.banner_requests),
    videoRequests: Number(row.video_requests),
    instreamRequests: Number(row.instream_requests),
    bids: Number(row.total_bids),
    impressions: Number(row.total_impressions),
    cpm: Number(row.total_cpm),
    volume: Number(row.total_amount),
  }));
}

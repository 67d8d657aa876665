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

/** The formats an inventory row can list (the `formatWL` enumeration), each a bit of `format_bits`. */
export const inventoryFormats = ['BANNER', 'VIDEO', 'INSTREAM', 'NATIVE'] as const;

/**
 * A site's figures of one stretch of `domain_stats` rows, per domain as stored: the formats seen
 * as a bit mask, cookies, requests per format, bids, impressions and the amount. The refresh sums
 * them per domain; the table's projection (analytics-projections.ts) keeps the same expressions
 * summed per day and domain, which is what lets the analytics database answer the refresh from
 * that summary instead of every row: the two must stay the same text.
 */
export const domainDayAggregates = {
  format_bits: `groupBitOr(multiIf(${inventoryFormats.map((name, bit) => `format = '${name}', ${2 ** bit}`).join(', ')}, 0))`,
  cookies_sum: 'sum(cookies)',
  banner_sum: "sumIf(requests, format = 'BANNER')",
  video_sum: "sumIf(requests, format = 'VIDEO')",
  instream_sum: "sumIf(requests, format = 'INSTREAM')",
  bids_sum: 'sum(bids)',
  impressions_sum: 'sum(impressions)',
  amount_sum: 'sumWithOverflow(amount)',
} as const;

/**
 * `domain_stats` is a plain MergeTree (no row replaces another): sums need no FINAL. The rows
 * are aggregated per domain as stored (one string key: a composite key or a per-row lower()
 * costs more), the formats seen as a bit mask (groupUniqArray over every row cost the most),
 * the amount summed in its own Decimal64 (no 128-bit adds per row: a domain's 30 days stay far
 * below its 9.2e16 kopecks); then the few spellings of one site are merged in lower case.
 * docs/performance.md "Inventory refresh" has the measurements.
 */
export const domainFiguresQuery = `SELECT
  lower(domain) AS site,
  groupBitOr(format_bits) AS site_format_bits,
  arraySort(arrayFilter((name, bit) -> bitTest(site_format_bits, bit), [${inventoryFormats.map((name) => `'${name}'`).join(', ')}], [${inventoryFormats.map((_, bit) => bit).join(', ')}])) AS formats,
  sum(cookies_sum) AS cookie_volume,
  sum(banner_sum) AS banner_requests,
  sum(video_sum) AS video_requests,
  sum(instream_sum) AS instream_requests,
  sum(bids_sum) AS total_bids,
  sum(impressions_sum) AS total_impressions,
  toString(sum(amount_sum)) AS total_amount,
  toString(if(total_impressions = 0, toDecimal128(0, 2), toDecimal128(round(toDecimal128(sum(amount_sum), 6) * 1000 / total_impressions, 2), 2))) AS total_cpm
FROM (
  SELECT
    domain,
    ${Object.entries(domainDayAggregates).map(([name, expression]) => `${expression} AS ${name}`).join(',\n    ')}
  FROM domain_stats
  WHERE day >= {from:Date} AND day < {to:Date} AND domain != ''
  GROUP BY domain
)
GROUP BY site
ORDER BY site`;

type Row = {
  site: string;
  formats: string[];
  site_format_bits?: unknown;
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

/**
 * The one way to write into the analytics tables (dev/lint/analytics-door.js keeps it out of the
 * areas, which read through analytics.ts): for the demo, the benchmarks and the tests (in
 * production the ad server writes them), rows as they are, or a month of generated
 * `publisher_stats` made inside the database (`INSERT … SELECT FROM numbers()`), for volumes no
 * process should hold.
 */
import { readAnalyticsConfig, type AnalyticsConfig } from './analytics-config';
import { addAnalyticsProjections } from './analytics-projections';
import { openStatements, type AnalyticsStatements } from './analytics-statements';
import { analyticsTables, type AnalyticsTable } from './analytics-tables';
import type { ChdbLoader } from './chdb-loader';

/** The analytics database to write (and read): `command` (DDL, INSERT … SELECT, ALTER … DELETE) and `insert`. */
export type AnalyticsWriter = AnalyticsStatements;

/** The analytics database as configured, to write; `loader` replaces chDB's loading in tests. */
export const openAnalyticsWriter = (config: AnalyticsConfig, loader?: ChdbLoader): Promise<AnalyticsWriter> => openStatements(config, loader);

/** The server's analytics database (as `serverAnalytics` finds it), to write. */
export const serverAnalyticsWriter = (dataDir: string, env: NodeJS.ProcessEnv = process.env) => openAnalyticsWriter(readAnalyticsConfig(dataDir, env));

export type PublisherStatsRow = {
  day: string;
  source_kind: 'PANEL' | 'SSP' | 'NONMEDIA';
  source_id: string;
  domain: string;
  format: string;
  placement: string;
  marker: string;
  impressions: number;
  clicks: number;
  amount: number;
};

export type DspStatsRow = { day: string; dsp_id: string; marker: string; domain: string; impressions: number; amount: number };

export type MarkerImpressionsRow = { marker: string; day: string; impressions: number };

export type DomainStatsRow = { day: string; domain: string; format: string; requests: number; bids: number; impressions: number; amount: number; cookies: number };
export type DmpStatsRow = { day: string; dmp_id: string; audience_id: string; impressions: number; ssp_amount: number; dmp_amount: number };
export type DmpAudiencesRow = { audience_id: string; dmp_id: string; name: string; audience_group: string; cpm: number };
export type PanelsRow = { id: string; name: string; email: string; status: string; places: number; in_monkey: number };

interface TableRows {
  publisher_stats: PublisherStatsRow;
  panels: PanelsRow;
  dsp_stats: DspStatsRow;
  marker_impressions: MarkerImpressionsRow;
  domain_stats: DomainStatsRow;
  dmp_stats: DmpStatsRow;
  dmp_audiences: DmpAudiencesRow;
}

/** Bulk insert (JSONEachRow) into a table whose rows are typed here. */
export function insertAnalyticsRows<T extends keyof TableRows & AnalyticsTable>(analytics: AnalyticsWriter, table: T, rows: readonly TableRows[T][]): Promise<void> {
  return analytics.insert(table, rows);
}

export interface GeneratedMonth {
  /** The month's first day. */
  month: string;
  rows: number;
  /** Source ids per kind: `PANEL-0` … `PANEL-{sources-1}`, the same for SSP and NONMEDIA. */
  sources: number;
}

/**
 * Row n: day n mod 28 of the month, kind PANEL/SSP/NONMEDIA by n mod 3, source id by n mod
 * `sources`, 1 + n mod 1000 impressions, n mod 7 clicks, amount (n mod 10000) / 100.
 */
export const generatePublisherStatsQuery = `INSERT INTO publisher_stats
SELECT
  addDays({month:Date}, number % 28) AS day,
  ['PANEL', 'SSP', 'NONMEDIA'][number % 3 + 1] AS source_kind,
  concat(source_kind, '-', toString(intDiv(number, 3) % {sources:UInt32})) AS source_id,
  concat('site', toString(number % 997), '.example') AS domain,
  ['BANNER', 'VIDEO', 'INSTREAM', 'NATIVE'][number % 4 + 1] AS format,
  concat('place-', toString(number % 4999)) AS placement,
  concat('Kra', toString(number % 20011)) AS marker,
  1 + number % 1000 AS impressions,
  number % 7 AS clicks,
  toDecimal64(number % 10000, 2) / 100 AS amount
FROM numbers({rows:UInt64})`;

export function generatePublisherStats(analytics: AnalyticsWriter, { month, rows, sources }: GeneratedMonth): Promise<void> {
  return analytics.command(generatePublisherStatsQuery, { month, rows, sources });
}

/** One PANEL source's month spread over `placements` distinct placements (a big statistics export, for benchmarks). */
export const generatePlacementStatsQuery = `INSERT INTO publisher_stats
SELECT
  addDays({month:Date}, number % 28) AS day,
  'PANEL' AS source_kind,
  {source:String} AS source_id,
  concat('site', toString(number % 997), '.example') AS domain,
  ['BANNER', 'VIDEO', 'INSTREAM', 'NATIVE'][number % 4 + 1] AS format,
  concat('placement-', toString(number % {placements:UInt32})) AS placement,
  concat('Kra', toString(number % 20011)) AS marker,
  1 + number % 1000 AS impressions,
  number % 7 AS clicks,
  toDecimal64(number % 10000, 2) / 100 AS amount
FROM numbers({rows:UInt64})`;

export function generatePlacementStats(analytics: AnalyticsWriter, input: { month: string; source: string; placements: number; rows: number }): Promise<void> {
  return analytics.command(generatePlacementStatsQuery, input);
}

export interface GeneratedDomainDays {
  /** The first day; rows spread over `days` days from it. */
  from: string;
  days: number;
  rows: number;
  /** Sites `site0.example` … `site{domains-1}.example`. */
  domains: number;
}

/**
 * The days arrive in order, as an ad server writes them: row n of `rows` is day n × days ÷ rows
 * from `from`, site n mod `domains`, format BANNER, VIDEO,
 * INSTREAM or NATIVE by (n ÷ domains) mod 4, 100 + n mod 900 requests, half of them bid, a
 * tenth shown, amount (n mod 5000) / 100, 1 + n mod 50 cookies.
 */
export const generateDomainStatsQuery = `INSERT INTO domain_stats
SELECT
  addDays({from:Date}, intDiv(number * {days:UInt32}, {rows:UInt64})) AS day,
  concat('site', toString(number % {domains:UInt32}), '.example') AS domain,
  ['BANNER', 'VIDEO', 'INSTREAM', 'NATIVE'][intDiv(number, {domains:UInt32}) % 4 + 1] AS format,
  100 + number % 900 AS requests,
  intDiv(requests, 2) AS bids,
  intDiv(requests, 10) AS impressions,
  toDecimal64(number % 5000, 2) / 100 AS amount,
  1 + number % 50 AS cookies
FROM numbers({rows:UInt64})`;

export function generateDomainStats(analytics: AnalyticsWriter, { from, days, rows, domains }: GeneratedDomainDays): Promise<void> {
  return analytics.command(generateDomainStatsQuery, { from, days, rows, domains });
}

/** The tables of API.md on a ClickHouse server, with their projections (the embedded database makes them itself). */
export async function createAnalyticsTables(analytics: AnalyticsWriter): Promise<void> {
  for (const ddl of Object.values(analyticsTables)) await analytics.command(ddl);
  await addAnalyticsProjections(analytics);
}

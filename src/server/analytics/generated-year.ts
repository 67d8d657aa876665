/**
 * A span of days of analytics rows over named lists (the demo's sources, markers, DSP
 * identifiers, DMP audiences and sites), made inside the analytics database by one
 * `INSERT … SELECT FROM numbers()` per table: nothing is built row by row in Node, so a year is
 * seconds. Values are spread by `cityHash64(number, k)`: deterministic, so one list gives one
 * year. Row n of a table with `perDay` rows a day is day ⌊n ÷ perDay⌋ from `from`.
 */
import type { AnalyticsWriter } from './analytics-writer';

export interface YearSpan {
  /** The first day. */
  from: string;
  days: number;
}

const day = 'addDays({from:Date}, intDiv(number, {perDay:UInt32}))';
const pick = (list: string, salt: number) => `{${list}:Array(String)}[cityHash64(number, ${salt}) % length({${list}:Array(String)}) + 1]`;
const between = (low: number, high: number, salt: number) => `(${low} + cityHash64(number, ${salt}) % ${high - low + 1})`;

/** Each source (`kinds[i]`, `sources[i]`) gets an equal share of each day's rows over the sites, formats, placements and markers. */
export const yearPublisherStatsQuery = `INSERT INTO publisher_stats
SELECT ${day} AS day,
  {kinds:Array(String)}[number % length({sources:Array(String)}) + 1] AS source_kind,
  {sources:Array(String)}[number % length({sources:Array(String)}) + 1] AS source_id,
  ${pick('domains', 1)} AS domain,
  ['BANNER', 'VIDEO', 'INSTREAM', 'NATIVE'][cityHash64(number, 2) % 4 + 1] AS format,
  concat('place-', toString(cityHash64(number, 3) % 40)) AS placement,
  ${pick('markers', 4)} AS marker,
  ${between(500, 6000, 5)} AS impressions,
  intDiv(impressions * ${between(1, 15, 6)}, 1000) AS clicks,
  toDecimal64(impressions * ${between(25, 110, 7)} / 1000, 2) AS amount
FROM numbers({rows:UInt64})`;

export const yearDspStatsQuery = `INSERT INTO dsp_stats
SELECT ${day} AS day,
  {dspIds:Array(String)}[number % length({dspIds:Array(String)}) + 1] AS dsp_id,
  ${pick('markers', 11)} AS marker,
  ${pick('domains', 12)} AS domain,
  ${between(1000, 20000, 13)} AS impressions,
  toDecimal64(impressions * ${between(40, 160, 14)} / 1000, 2) AS amount
FROM numbers({rows:UInt64})`;

/** One row per marker and day. */
export const yearMarkerImpressionsQuery = `INSERT INTO marker_impressions
SELECT {markers:Array(String)}[number % length({markers:Array(String)}) + 1] AS marker,
  ${day} AS day,
  ${between(100, 50000, 21)} AS impressions
FROM numbers({rows:UInt64})`;

/** One row per audience (`dmpIds[i]`, `audienceIds[i]`) and day. */
export const yearDmpStatsQuery = `INSERT INTO dmp_stats
SELECT ${day} AS day,
  {dmpIds:Array(String)}[number % length({dmpIds:Array(String)}) + 1] AS dmp_id,
  {audienceIds:Array(String)}[number % length({audienceIds:Array(String)}) + 1] AS audience_id,
  ${between(1000, 30000, 31)} AS impressions,
  toDecimal64(impressions * ${between(20, 60, 32)} / 1000, 2) AS ssp_amount,
  toDecimal64(ssp_amount * ${between(5, 20, 33)} / 100, 2) AS dmp_amount
FROM numbers({rows:UInt64})`;

/** One row per site, format and day. */
export const yearDomainStatsQuery = `INSERT INTO domain_stats
SELECT ${day} AS day,
  {domains:Array(String)}[intDiv(number % {perDay:UInt32}, 4) + 1] AS domain,
  ['BANNER', 'VIDEO', 'INSTREAM', 'NATIVE'][number % 4 + 1] AS format,
  ${between(800, 40000, 41)} AS requests,
  intDiv(requests * 6, 10) AS bids,
  intDiv(requests * ${between(20, 50, 42)}, 100) AS impressions,
  toDecimal64(impressions * ${between(20, 100, 43)} / 1000, 2) AS amount,
  intDiv(impressions * 7, 10) AS cookies
FROM numbers({rows:UInt64})`;

const rowsOf = (span: YearSpan, perDay: number) => ({ from: span.from, perDay, rows: span.days * perDay });

export function generateYearPublisherStats(analytics: AnalyticsWriter, span: YearSpan, list: { sources: Array<{ kind: string; id: string }>; domains: string[]; markers: string[]; rowsPerSourceDay: number }) {
  if (!list.sources.length || !list.domains.length || !list.markers.length) return Promise.resolve();
  return analytics.command(yearPublisherStatsQuery, {
    ...rowsOf(span, list.sources.length * list.rowsPerSourceDay),
    kinds: list.sources.map((source) => source.kind),
    sources: list.sources.map((source) => source.id),
    domains: list.domains,
    markers: list.markers,
  });
}

export function generateYearDspStats(analytics: AnalyticsWriter, span: YearSpan, list: { dspIds: string[]; domains: string[]; markers: string[]; rowsPerDspDay: number }) {
  if (!list.dspIds.length || !list.domains.length || !list.markers.length) return Promise.resolve();
  return analytics.command(yearDspStatsQuery, { ...rowsOf(span, list.dspIds.length * list.rowsPerDspDay), dspIds: list.dspIds, domains: list.domains, markers: list.markers });
}

export function generateYearMarkerImpressions(analytics: AnalyticsWriter, span: YearSpan, markers: string[]) {
  if (!markers.length) return Promise.resolve();
  return analytics.command(yearMarkerImpressionsQuery, { ...rowsOf(span, markers.length), markers });
}

export function generateYearDmpStats(analytics: AnalyticsWriter, span: YearSpan, audiences: Array<{ dmpId: string; audienceId: string }>) {
  if (!audiences.length) return Promise.resolve();
  return analytics.command(yearDmpStatsQuery, { ...rowsOf(span, audiences.length), dmpIds: audiences.map((a) => a.dmpId), audienceIds: audiences.map((a) => a.audienceId) });
}

export function generateYearDomainStats(analytics: AnalyticsWriter, span: YearSpan, domains: string[]) {
  if (!domains.length) return Promise.resolve();
  return analytics.command(yearDomainStatsQuery, { ...rowsOf(span, domains.length * 4), domains });
}

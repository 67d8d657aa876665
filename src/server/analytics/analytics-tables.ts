/**
 * The tables the back office reads (API.md "Analytics database"), exactly as the ad server's
 * ClickHouse has them. Production owns them; the embedded database (and a test database)
 * creates them itself, idempotently.
 */
export const analyticsTables = {
  marker_impressions: 'CREATE TABLE IF NOT EXISTS marker_impressions (marker String, day Date, impressions UInt64) ENGINE = MergeTree ORDER BY (marker, day)',
  publisher_stats:
    'CREATE TABLE IF NOT EXISTS publisher_stats (day Date, source_kind LowCardinality(String), source_id String, domain String, format LowCardinality(String), placement String, marker String, impressions UInt64, clicks UInt64, amount Decimal(18, 2)) ENGINE = MergeTree ORDER BY (day, source_kind, source_id)',
  dsp_stats: 'CREATE TABLE IF NOT EXISTS dsp_stats (day Date, dsp_id String, marker String, domain String, impressions UInt64, amount Decimal(18, 2)) ENGINE = MergeTree ORDER BY (day, dsp_id)',
  dmp_stats:
    'CREATE TABLE IF NOT EXISTS dmp_stats (day Date, dmp_id String, audience_id String, impressions UInt64, ssp_amount Decimal(18, 2), dmp_amount Decimal(18, 2)) ENGINE = MergeTree ORDER BY (day, dmp_id, audience_id)',
  dmp_audiences:
    'CREATE TABLE IF NOT EXISTS dmp_audiences (audience_id String, dmp_id String, name String, audience_group String, cpm Decimal(18, 2)) ENGINE = ReplacingMergeTree ORDER BY (dmp_id, audience_id)',
  domain_stats:
    'CREATE TABLE IF NOT EXISTS domain_stats (day Date, domain String, format LowCardinality(String), requests UInt64, bids UInt64, impressions UInt64, amount Decimal(18, 2), cookies UInt64) ENGINE = MergeTree ORDER BY (day, domain)',
  panels: 'CREATE TABLE IF NOT EXISTS panels (id String, name String, email String, status LowCardinality(String), places UInt32, in_monkey UInt8) ENGINE = ReplacingMergeTree ORDER BY id',
} as const;

export type AnalyticsTable = keyof typeof analyticsTables;

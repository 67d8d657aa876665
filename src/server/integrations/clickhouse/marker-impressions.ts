/**
 * Impressions per marker per day (spec 2 §2.4 "the analytics database"): read from the table
 * `marker_impressions` (marker String, day Date, impressions UInt64) of the configured
 * database, for a date range [from, to) and a list of markers.
 */
import type { ClickHouseConfig } from './config';
import { queryJsonEachRow, stringArrayParam } from './clickhouse-query';

export const MARKER_IMPRESSIONS_TABLE = 'marker_impressions';

export interface MarkerDay {
  marker: string;
  day: string;
  impressions: number;
}

export const markerImpressionsQuery = `SELECT marker, toString(day) AS day, sum(impressions) AS impressions
FROM ${MARKER_IMPRESSIONS_TABLE}
WHERE day >= {from:Date} AND day < {to:Date} AND has({markers:Array(String)}, marker)
GROUP BY marker, day
ORDER BY marker, day
FORMAT JSONEachRow`;

export async function markerImpressions(config: ClickHouseConfig, from: string, to: string, markers: readonly string[]): Promise<MarkerDay[]> {
  if (!markers.length) return [];
  const rows = await queryJsonEachRow<{ marker: unknown; day: unknown; impressions: unknown }>(config, markerImpressionsQuery, {
    from,
    to,
    markers: stringArrayParam(markers),
  });
  // UInt64 sums come as JSON strings (ClickHouse quotes 64-bit integers by default).
  return rows.map((row) => ({ marker: String(row.marker), day: String(row.day), impressions: Number(row.impressions) || 0 }));
}

/** Shows per marker over the whole range. */
export function impressionsByMarker(days: readonly MarkerDay[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const day of days) totals.set(day.marker, (totals.get(day.marker) ?? 0) + day.impressions);
  return totals;
}

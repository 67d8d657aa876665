/**
 * Impressions per marker per day (spec 2 §2.4, the ERIR statistics build): `marker_impressions`
 * over a date range [from, to) for a list of markers.
 */
import type { Analytics } from './analytics';

export interface MarkerDay {
  marker: string;
  day: string;
  impressions: number;
}

export const markerImpressionsQuery = `SELECT marker, day, sum(impressions) AS total_impressions
FROM marker_impressions
WHERE day >= {from:Date} AND day < {to:Date} AND has({markers:Array(String)}, marker)
GROUP BY marker, day
ORDER BY marker, day`;

export async function markerImpressions(analytics: Analytics, from: string, to: string, markers: readonly string[]): Promise<MarkerDay[]> {
  if (!markers.length) return [];
  const rows = await analytics.rows<{ marker: string; day: string; total_impressions: string | number }>(markerImpressionsQuery, { from, to, markers: [...markers] });
  // A server quotes 64-bit integers in JSON, chDB may not: both read as numbers.
  return rows.map((row) => ({ marker: row.marker, day: row.day, impressions: Number(row.total_impressions) }));
}

/** Shows per marker over the whole range. */
export function impressionsByMarker(days: readonly MarkerDay[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const day of days) totals.set(day.marker, (totals.get(day.marker) ?? 0) + day.impressions);
  return totals;
}

/**
 * A month's amounts per marker (the items of the buying side's acts, API.md "Buying side"): per
 * publisher source and marker from `publisher_stats`, per DSP identifier and marker from
 * `dsp_stats`. The sums run inside the analytics database and the answer is streamed (tens of
 * thousands of markers); amounts travel as decimal text, so nothing is rounded on the way.
 */
import type { Analytics } from './analytics';
import { actMonth } from '../../domain/core/calendar/act-month';

/** Whose amount it is (a publisher source as `{source_kind}:{source_id}`, `PANEL:p1`; a DSP identifier), the marker and the sum. */
export interface MarkerAmountRow {
  owner: string;
  marker: string;
  amount: string;
}

const inMonth = 'day >= {from:Date} AND day < {to:Date}';

export const publisherMarkerQuery = `SELECT concat(source_kind, ':', source_id) AS owner, marker, toString(sum(amount)) AS total_amount
FROM publisher_stats
WHERE ${inMonth}
GROUP BY source_kind, source_id, marker`;

export const dspMarkerQuery = `SELECT dsp_id AS owner, marker, toString(sum(amount)) AS total_amount
FROM dsp_stats
WHERE ${inMonth}
GROUP BY dsp_id, marker`;

async function monthMarkerAmounts(analytics: Analytics, query: string, date: string): Promise<MarkerAmountRow[]> {
  const month = actMonth(date);
  const rows: MarkerAmountRow[] = [];
  for await (const row of analytics.stream<{ owner: string; marker: string; total_amount: string }>(query, { from: month.start, to: month.next })) {
    rows.push({ owner: row.owner, marker: row.marker, amount: row.total_amount });
  }
  return rows;
}

export const publisherMarkerAmounts = (analytics: Analytics, date: string) => monthMarkerAmounts(analytics, publisherMarkerQuery, date);
export const dspMarkerAmounts = (analytics: Analytics, date: string) => monthMarkerAmounts(analytics, dspMarkerQuery, date);

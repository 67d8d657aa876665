/**
 * A month's figures per source (API.md "Buying side"): what each publisher source earned
 * (`publisher_stats`, per source kind and id) and what each DSP identifier spent (`dsp_stats`).
 * The sums run inside the analytics database; amounts travel as decimal text, so no rounding
 * happens on the way.
 */
import type { Analytics } from './analytics';
import { actMonth } from '../../domain/core/calendar/act-month';

export type SourceKind = 'PANEL' | 'SSP' | 'NONMEDIA';

export interface PublisherSourceMonth {
  sourceKind: SourceKind;
  sourceId: string;
  impressions: number;
  clicks: number;
  /** Roubles without VAT, 2 decimals. */
  amount: number;
}

export interface DspMonth {
  dspId: string;
  impressions: number;
  amount: number;
}

/** [month start, next month start) of a date in the month. */
function monthRange(date: string) {
  const month = actMonth(date);
  return { from: month.start, to: month.next };
}

const inMonth = 'day >= {from:Date} AND day < {to:Date}';

export const publisherMonthQuery = `SELECT source_kind, source_id, sum(impressions) AS total_impressions, sum(clicks) AS total_clicks, toString(sum(amount)) AS total_amount
FROM publisher_stats
WHERE ${inMonth}
GROUP BY source_kind, source_id
ORDER BY source_kind, source_id`;

export const dspMonthQuery = `SELECT dsp_id, sum(impressions) AS total_impressions, toString(sum(amount)) AS total_amount
FROM dsp_stats
WHERE ${inMonth}
GROUP BY dsp_id
ORDER BY dsp_id`;

type Totals = { total_impressions: string | number; total_amount: string };

export async function publisherMonthSums(analytics: Analytics, month: string): Promise<PublisherSourceMonth[]> {
  const rows = await analytics.rows<Totals & { source_kind: SourceKind; source_id: string; total_clicks: string | number }>(publisherMonthQuery, monthRange(month));
  return rows.map((row) => ({
    sourceKind: row.source_kind,
    sourceId: row.source_id,
    impressions: Number(row.total_impressions),
    clicks: Number(row.total_clicks),
    amount: Number(row.total_amount),
  }));
}

export async function dspMonthSums(analytics: Analytics, month: string): Promise<DspMonth[]> {
  const rows = await analytics.rows<Totals & { dsp_id: string }>(dspMonthQuery, monthRange(month));
  return rows.map((row) => ({ dspId: row.dsp_id, impressions: Number(row.total_impressions), amount: Number(row.total_amount) }));
}

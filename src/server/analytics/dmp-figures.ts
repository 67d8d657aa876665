/**
 * What the analytics database says of the DMPs (API.md "Analytics database", "DMPs"): their
 * audiences (`dmp_audiences`, a ReplacingMergeTree read with FINAL) and a month of `dmp_stats`,
 * summed inside the database per DMP and per DMP and audience. Amounts travel as decimal text,
 * so nothing is rounded on the way; `dmp` limits a read to one DMP (its id as text), '' to none.
 */
import type { Analytics } from './analytics';
import type { ActMonth } from '../../domain/core/calendar/act-month';

export interface AnalyticsAudience {
  dmpId: string;
  audienceId: string;
  name: string;
  group: string;
  /** Decimal text, 2 decimals. */
  cpm: string;
}

export interface DmpMonthFigures {
  dmpId: string;
  impressions: number;
  /** Decimal text, 2 decimals. */
  sspAmount: string;
  dmpAmount: string;
}

export interface DmpAudienceMonthFigures extends DmpMonthFigures {
  audienceId: string;
}

export const dmpAudiencesQuery = `SELECT dmp_id, audience_id, name, audience_group, toString(cpm) AS cpm
FROM dmp_audiences FINAL
WHERE {dmp:String} = '' OR dmp_id = {dmp:String}
ORDER BY dmp_id, audience_id`;

const monthWhere = "day >= {from:Date} AND day < {to:Date} AND ({dmp:String} = '' OR dmp_id = {dmp:String})";
const sums = 'sum(impressions) AS total_impressions, toString(sum(ssp_amount)) AS total_ssp, toString(sum(dmp_amount)) AS total_dmp';

export const dmpMonthQuery = `SELECT dmp_id, ${sums} FROM dmp_stats WHERE ${monthWhere} GROUP BY dmp_id ORDER BY dmp_id`;
export const dmpAudienceMonthQuery = `SELECT dmp_id, audience_id, ${sums} FROM dmp_stats WHERE ${monthWhere} GROUP BY dmp_id, audience_id ORDER BY dmp_id, audience_id`;

type Sums = { dmp_id: string; total_impressions: string | number; total_ssp: string; total_dmp: string };
const figuresOf = (row: Sums): DmpMonthFigures => ({ dmpId: row.dmp_id, impressions: Number(row.total_impressions), sspAmount: row.total_ssp, dmpAmount: row.total_dmp });

/** Every audience (of one DMP when `dmp` is given), streamed. */
export async function* analyticsAudiences(analytics: Analytics, dmp = ''): AsyncGenerator<AnalyticsAudience> {
  type Row = { dmp_id: string; audience_id: string; name: string; audience_group: string; cpm: string };
  for await (const row of analytics.stream<Row>(dmpAudiencesQuery, { dmp })) {
    yield { dmpId: row.dmp_id, audienceId: row.audience_id, name: row.name, group: row.audience_group, cpm: row.cpm };
  }
}

/** The month's totals per DMP. */
export async function dmpMonthSums(analytics: Analytics, month: ActMonth, dmp = ''): Promise<DmpMonthFigures[]> {
  return (await analytics.rows<Sums>(dmpMonthQuery, { from: month.start, to: month.next, dmp })).map(figuresOf);
}

/** The month's totals per DMP and audience, streamed. */
export async function* dmpAudienceMonthSums(analytics: Analytics, month: ActMonth, dmp = ''): AsyncGenerator<DmpAudienceMonthFigures> {
  for await (const row of analytics.stream<Sums & { audience_id: string }>(dmpAudienceMonthQuery, { from: month.start, to: month.next, dmp })) {
    yield { ...figuresOf(row), audienceId: row.audience_id };
  }
}

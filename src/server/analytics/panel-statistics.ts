/**
 * A publisher's PANEL figures of a month grouped for the statistics exports of its invoice
 * (API.md "Buying side": per placement, domain, format, domain and format, domain and
 * placement): the grouping and the total run inside the analytics database, the groups are
 * streamed row by row (100,000 placements never sit in memory), amounts travel as decimal text.
 * The grouping columns come from this file's fixed list, never from the request.
 */
import type { Analytics } from './analytics';
import type { ActMonth } from '../../domain/core/calendar/act-month';

export const panelStatisticsGroupings = {
  PANEL_PLACEMENTS: ['placement'],
  PANEL_DOMAINS: ['domain'],
  PANEL_FORMATS: ['format'],
  PANEL_DOMAINS_FORMATS: ['domain', 'format'],
  PANEL_DOMAINS_PLACEMENTS: ['domain', 'placement'],
} as const;
export type PanelStatisticsType = keyof typeof panelStatisticsGroupings;
export type PanelStatisticsColumn = (typeof panelStatisticsGroupings)[PanelStatisticsType][number];

export interface PanelFigures {
  impressions: number;
  clicks: number;
  /** Roubles without VAT as exact decimal text. */
  amount: string;
}
export type PanelStatisticsRow = PanelFigures & Partial<Record<PanelStatisticsColumn, string>>;

const where = "source_kind = 'PANEL' AND has({panels:Array(String)}, source_id) AND day >= {from:Date} AND day < {to:Date}";
const figures = 'sum(impressions) AS impressions, sum(clicks) AS clicks, toString(sum(amount)) AS amount';

export const panelStatisticsQuery = (type: PanelStatisticsType): string => {
  const columns = panelStatisticsGroupings[type].join(', ');
  return `SELECT ${columns}, ${figures} FROM publisher_stats WHERE ${where} GROUP BY ${columns} ORDER BY ${columns}`;
};
export const panelTotalsQuery = `SELECT ${figures} FROM publisher_stats WHERE ${where}`;

const params = (panels: readonly string[], month: ActMonth) => ({ panels: [...panels], from: month.start, to: month.next });
const figuresOf = <T extends { impressions: unknown; clicks: unknown; amount: unknown }>(row: T) => ({
  ...row,
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
  amount: String(row.amount),
});

/** The groups, streamed in order of their columns. */
export async function* panelStatistics(analytics: Analytics, type: PanelStatisticsType, panels: readonly string[], month: ActMonth): AsyncGenerator<PanelStatisticsRow> {
  for await (const row of analytics.stream<PanelStatisticsRow>(panelStatisticsQuery(type), params(panels, month))) yield figuresOf(row);
}

/** The sums of the same figures: the export's total row. */
export async function panelTotals(analytics: Analytics, panels: readonly string[], month: ActMonth): Promise<PanelFigures> {
  const [row] = await analytics.rows<PanelFigures>(panelTotalsQuery, params(panels, month));
  return figuresOf(row ?? { impressions: 0, clicks: 0, amount: '0' });
}

/**
 * Values of an ERIR statistic row (spec 2 §3 ErirStatistic) that follow from the order and the
 * creative: the goal from the unit of the order's first product, the metric from the creative's
 * ad campaign type, and the BT URL that carries the marker.
 */
const goalByUnit: Record<string, string> = { CLICKS: 'CLICKS', IMPRESSIONS: 'IMPRESSIONS', VIEWS: 'VIEWS', INSTALLS: 'ACTIONS', ITEMS: 'ACTIONS' };
const metricByCampaign: Record<string, string> = { CPM: 'CPM', CPC: 'CPC', CPA: 'CPA', OTHER: 'OTHER' };

export const statisticGoal = (productType: string | null): string | null => (productType ? (goalByUnit[productType] ?? null) : null);

export const statisticMetric = (typeAdCompany: string | null): string | null => (typeAdCompany ? (metricByCampaign[typeAdCompany] ?? null) : null);

/** The first BT URL that contains the marker (markers are case-sensitive), or null. */
export function btUrlWithMarker(urls: readonly string[], marker: string): string | null {
  const wanted = marker.trim();
  if (!wanted) return null;
  return urls.find((url) => url.includes(wanted)) ?? null;
}

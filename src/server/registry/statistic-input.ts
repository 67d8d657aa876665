/**
 * A month's ERIR statistic row (spec 2 §3 ErirStatistic) in the operators' terms: the marker's
 * shows of the month on the order's platform, as free statistics (no money: the month's money
 * is in the acts). Its key is the month and the marker, which a rebuild of the month keeps (the
 * rows themselves are made anew), so a rebuilt row is an unchanged statistic, not a new one.
 */
import type { OrdStatisticInput, TypeAdCompany } from '../integrations/ord';
import { actMonth } from '../../domain/core/calendar/act-month';

export interface StatisticRow {
  id: number;
  date: string;
  marker: string;
  creative: number;
  order: number;
  volume: number;
  metric: string | null;
}

export const statisticKey = (row: Pick<StatisticRow, 'date' | 'marker'>) => `${row.date.slice(0, 7)}-${row.marker}`;

export function ordStatisticInput(row: StatisticRow, platformId: number): OrdStatisticInput {
  const month = actMonth(row.date);
  const payType = (row.metric === 'CPM' || row.metric === 'CPC' || row.metric === 'CPA' ? row.metric : 'OTHER') as TypeAdCompany;
  return {
    id: statisticKey(row),
    creativeId: row.creative,
    platformId,
    impressions: row.volume,
    paidImpressions: row.volume,
    amount: { withoutVat: 0, vatRate: null },
    unitPrice: 0,
    payType,
    plannedStart: month.start,
    plannedEnd: month.end,
    actualStart: month.start,
    actualEnd: month.end,
  };
}

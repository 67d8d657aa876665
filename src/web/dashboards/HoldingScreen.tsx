/**
 * The holding revenue dashboard (spec 2 §2.6, §3 "Holding data", §7.5; `GET statistics/holding/`):
 * for the year picked (the current one first), the heat table of the sums without VAT by billing
 * organisation and month with totals, shaded to the largest monthly value, and the payments per
 * month stacked by organisation. Every billing organisation of the settings has its row.
 */
import { useState } from 'react';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { holdingData } from '../../domain/dashboards/dashboard-actions';
import { monthIndexes, yearRows } from '../../domain/dashboards/year-grid';
import { errorMessage } from '../app/api-error';
import { callAction } from '../app/call-action';
import { useSettings } from '../app/settings';
import { ChartPanel, chartHeight } from '../charts/ChartPanel';
import { monthLabel } from '../charts/month-label';
import { valueAxisFormatter, valueAxisWidth } from '../charts/chart-numbers';
import { YearHeatTable } from '../charts/YearHeatTable';
import { YearPicker } from '../charts/YearPicker';
import { formatNumber } from '../entity/format';
import { businessDay } from '../../domain/core/calendar/business-day';

type Organisation = number | null;

export default function HoldingScreen() {
  const { t, i18n } = useTranslation();
  const { organisations } = useSettings();
  const [year, setYear] = useState(() => Number(businessDay().slice(0, 4)));
  const holding = useQuery({
    queryKey: ['holdingData', year],
    queryFn: ({ signal }) => callAction(holdingData, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
  const organisationName = (id: Organisation) => organisations.find((item) => item.v === id)?.t ?? (id === null ? '—' : `#${id}`);
  const keys = organisations.map((item) => Number(item.v) as Organisation);
  const cells = (list: Array<{ organisation: Organisation; date: string; sum: number }>) => list.map(({ organisation, date, sum }) => ({ key: organisation, date, sum }));
  const profits = yearRows(cells(holding.data?.profits ?? []), keys);
  const payments = yearRows(cells(holding.data?.payments ?? [])).filter((row) => row.total !== 0);
  const money = (value: number | null) => (value === null ? '' : formatNumber(value, 'money', i18n.language));

  return (
    <Stack spacing={1} data-testid="holding-dashboard">
      <YearPicker year={year} onChange={setYear} />
      {holding.isFetching && <LinearProgress aria-label={t('Loading...')} />}
      {holding.isError && <Alert severity="error">{t(errorMessage(holding.error))}</Alert>}
      {holding.data && (
        <>
          <Typography variant="subtitle2">{t('Revenue without VAT')}</Typography>
          <YearHeatTable year={year} rows={profits} keyTitle={t('fields.organisation')} renderKey={organisationName} />
          <ChartPanel name="payments" title={t('Payments by organisation')}>
            <BarChart
              height={chartHeight}
              localeText={{ noData: t('No data') }}
              xAxis={[{ scaleType: 'band', data: monthIndexes.map((month) => monthLabel(`${year}-${String(month + 1).padStart(2, '0')}-01`, i18n.language)) }]}
              yAxis={[{ valueFormatter: valueAxisFormatter('money', i18n.language), width: valueAxisWidth }]}
              series={payments.map((row) => ({ data: row.months, stack: 'payments', label: organisationName(row.key), valueFormatter: money }))}
            />
          </ChartPanel>
        </>
      )}
    </Stack>
  );
}

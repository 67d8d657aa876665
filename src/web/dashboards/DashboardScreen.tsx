/**
 * The summary dashboard at / (spec 2 §2.6, §7.5): over the current year's orders that are not
 * canceled (`GET statistics/dash/`), the department pie, the order month statistics (count,
 * total, average), the top managers and the departments stacked per month with zero fill.
 * Sums are sums with VAT; months are short in the user's locale.
 */
import { Alert, Box, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '../../domain/core/actions/action';
import { dashboardData } from '../../domain/dashboards/dashboard-actions';
import { departmentPie, departmentStack, itemsOfYear, managerTop, monthsOfYear, orderMonthStat } from '../../domain/dashboards/dashboard-summary';
import { errorMessage } from '../app/api-error';
import { callAction } from '../app/call-action';
import { useSettings } from '../app/settings';
import { ChartPanel, chartHeight } from '../charts/ChartPanel';
import { monthLabel } from '../charts/month-label';
import { bandAxisWidth, horizontalValueMargin, pieValueLabels, valueAxisFormatter, valueAxisWidth } from '../charts/chart-numbers';
import { formatNumber } from '../entity/format';
import { businessDay } from '../../domain/core/calendar/business-day';

type Summary = AnswerOf<typeof dashboardData>;

export default function DashboardScreen() {
  const { t } = useTranslation();
  const summary = useQuery({ queryKey: ['dashboardData'], queryFn: ({ signal }) => callAction(dashboardData, { signal }) });
  if (summary.isError) return <Alert severity="error">{t(errorMessage(summary.error))}</Alert>;
  if (!summary.data) return <LinearProgress aria-label={t('Loading...')} />;
  return <SummaryCharts data={summary.data} today={businessDay()} />;
}

function useDepartmentName(): (id: number | null) => string {
  const { departments } = useSettings();
  return (id) => departments.find((department) => department.id === id)?.name ?? (id === null ? '—' : `#${id}`);
}

export function SummaryCharts({ data, today }: { data: Summary; today: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const departmentName = useDepartmentName();
  const money = (value: number | null) => (value === null ? '' : formatNumber(value, 'money', language));
  const year = Number(today.slice(0, 4));
  const items = itemsOfYear(data.departments, year);
  const months = monthsOfYear(items, year, today);
  const monthNames = months.map((month) => monthLabel(month, language));
  const pie = departmentPie(items);
  const top = managerTop(data.managers);

  return (
    <Stack spacing={1} data-testid="dashboard-summary">
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))' }}>
        <ChartPanel name="departmentPie" title={t('Sales by department')}>
          <PieChart
            height={chartHeight}
            localeText={{ noData: t('No data') }}
            series={[{ data: pie.map((slice, id) => ({ id, value: slice.sum, label: departmentName(slice.department) })), innerRadius: 40, valueFormatter: (item) => money(item.value), ...pieValueLabels(language) }]}
          />
        </ChartPanel>
        <ChartPanel name="orderMonthStat" title={t('Order month statistics')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('Month')}</TableCell>
                <TableCell align="right">{t('Number of orders')}</TableCell>
                <TableCell align="right">{t('Total')}</TableCell>
                <TableCell align="right">{t('Average')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orderMonthStat(items, months).map((stat, i) => (
                <TableRow key={stat.month} data-testid="month-stat-row">
                  <TableCell>{monthNames[i]}</TableCell>
                  <TableCell align="right">{formatNumber(stat.count, 'int', language)}</TableCell>
                  <TableCell align="right">{money(stat.total)}</TableCell>
                  <TableCell align="right">{money(stat.average)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ChartPanel>
        <ChartPanel name="managerTop" title={t('Top managers')}>
          <BarChart
            height={chartHeight}
            layout="horizontal"
            hideLegend
            localeText={{ noData: t('No data') }}
            margin={horizontalValueMargin}
            xAxis={[{ valueFormatter: valueAxisFormatter('money', language) }]}
            yAxis={[{ scaleType: 'band', data: top.map((manager) => manager.t), width: bandAxisWidth(top.map((manager) => manager.t)) }]}
            series={[{ data: top.map((manager) => manager.v), label: t('Total'), valueFormatter: money }]}
          />
        </ChartPanel>
        <ChartPanel name="departmentStack" title={t('Departments by month')}>
          <BarChart
            height={chartHeight}
            localeText={{ noData: t('No data') }}
            xAxis={[{ scaleType: 'band', data: monthNames }]}
            yAxis={[{ valueFormatter: valueAxisFormatter('money', language), width: valueAxisWidth }]}
            series={departmentStack(items, months).map((series) => ({
              data: series.data,
              stack: 'departments',
              label: departmentName(series.department),
              valueFormatter: money,
            }))}
          />
        </ChartPanel>
      </Box>
    </Stack>
  );
}

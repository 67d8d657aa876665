/**
 * The statistics view of the orders table (spec 1 §2): figures, distributions and the largest
 * orders over exactly the orders the table's filters select (`GET orders/statistic/`). Sums are
 * sums with VAT; cards show them short (K, M) with the full value in the tooltip.
 */
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AnswerOf } from '../../domain/core/actions/action';
import { orderStatistic } from '../../domain/sales/sales-actions';
import { errorMessage } from '../app/api-error';
import { callAction } from '../app/call-action';
import { formatNumber, formatShort } from '../entity/format';
import { ChartPanel, chartHeight } from '../charts/ChartPanel';
import { chartValue, pieValueLabels, valueAxisFormatter } from '../charts/chart-numbers';

type OrderStatistics = AnswerOf<typeof orderStatistic>;
type Slice = OrderStatistics['departmentPie'][number];
type FigureName = 'ordersCount' | 'ordersSum' | 'ordersCommissionSum' | 'averageOrderSum' | 'clientsCount' | 'brandsCount' | 'activeClientsPercent';
type FigureKind = 'count' | 'money' | 'percent';
type PieName = 'departmentPie' | 'managersPie' | 'clientsPie';

const figures: ReadonlyArray<{ name: FigureName; label: string; kind: FigureKind }> = [
  { name: 'ordersCount', label: 'Number of orders', kind: 'count' },
  { name: 'ordersSum', label: 'Sum of orders', kind: 'money' },
  { name: 'ordersCommissionSum', label: 'Sum of commissions', kind: 'money' },
  { name: 'averageOrderSum', label: 'Average order sum', kind: 'money' },
  { name: 'clientsCount', label: 'Number of clients', kind: 'count' },
  { name: 'brandsCount', label: 'Number of brands', kind: 'count' },
  { name: 'activeClientsPercent', label: 'Active clients', kind: 'percent' },
];

const pies: ReadonlyArray<{ name: PieName; title: string }> = [
  { name: 'departmentPie', title: 'Sales by department' },
  { name: 'managersPie', title: 'Sales by manager' },
  { name: 'clientsPie', title: 'Sales by client' },
];

/** The server's name of the slice that gathers the smaller ones. */
const otherSlice = 'Other';

export function OrdersStatisticsView({ filters }: { filters: Record<string, string> }) {
  const { t } = useTranslation();
  const statistics = useQuery({
    queryKey: ['orderStatistic', filters],
    queryFn: ({ signal }) => callAction(orderStatistic, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
  if (statistics.isError) {
    return (
      <Alert severity="error" data-testid="orders-statistics">
        {t(errorMessage(statistics.error))}
      </Alert>
    );
  }
  if (!statistics.data) return <LinearProgress aria-label={t('Loading...')} data-testid="orders-statistics" />;
  const data = statistics.data;
  return (
    <Stack spacing={2} data-testid="orders-statistics">
      {statistics.isFetching && <LinearProgress aria-label={t('Loading...')} />}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        {figures.map((figure) => (
          <FigureCard key={figure.name} name={figure.name} label={t(figure.label)} value={data[figure.name]} kind={figure.kind} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' }}>
        {pies.map((pie) => (
          <ChartPanel key={pie.name} name={pie.name} title={t(pie.title)}>
            <SumsPie slices={data[pie.name]} />
          </ChartPanel>
        ))}
        <ChartPanel name="orderSumsDistrib" title={t('Orders by sum')}>
          <OrderSumsBars bands={data.orderSumsDistrib} />
        </ChartPanel>
      </Box>
      <LargestOrders orders={data.ordersPie} />
    </Stack>
  );
}

function useLanguage(): string {
  return useTranslation().i18n.language;
}

function FigureCard({ name, label, value, kind }: { name: FigureName; label: string; value: number; kind: FigureKind }) {
  const language = useLanguage();
  const full =
    kind === 'count'
      ? formatNumber(value, 'int', language)
      : kind === 'percent'
        ? `${formatNumber(value, 'decimal', language)} %`
        : formatNumber(value, 'money', language);
  return (
    <Card variant="outlined" data-testid={`stat-${name}`}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Tooltip title={full} describeChild>
          <Typography variant="h5" data-testid={`stat-${name}-value`}>
            {kind === 'money' ? formatShort(value, language) : full}
          </Typography>
        </Tooltip>
      </CardContent>
    </Card>
  );
}

function SumsPie({ slices }: { slices: Slice[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = slices.map((slice, index) => ({ id: index, value: slice.v, label: slice.t === otherSlice ? t(otherSlice) : slice.t }));
  return (
    <PieChart
      height={chartHeight}
      localeText={{ noData: t('No data') }}
      series={[{ data, innerRadius: 40, valueFormatter: (item) => chartValue(item.value, 'money', language), ...pieValueLabels(language) }]}
    />
  );
}

function OrderSumsBars({ bands }: { bands: Slice[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <BarChart
      height={chartHeight}
      hideLegend
      localeText={{ noData: t('No data') }}
      xAxis={[{ scaleType: 'band', data: bands.map((band) => band.t) }]}
      yAxis={[{ tickMinStep: 1, valueFormatter: valueAxisFormatter('count', language) }]}
      series={[
        {
          data: bands.map((band) => band.v),
          label: t('Number of orders'),
          valueFormatter: (value) => chartValue(value, 'count', language),
        },
      ]}
    />
  );
}

function LargestOrders({ orders }: { orders: OrderStatistics['ordersPie'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper variant="outlined" sx={{ p: 1 }} data-testid="orders-pie">
      <Typography variant="subtitle2">{t('Largest orders')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('Order')}</TableCell>
            <TableCell>{t('Seller')}</TableCell>
            <TableCell align="right">{t('Total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((row) => (
            <TableRow key={row.order} data-testid="orders-pie-row">
              <TableCell>
                <Link component={RouterLink} to={`/order/${row.order}`}>
                  {row.name || `#${row.order}`}
                </Link>
              </TableCell>
              <TableCell>{row.sellerName}</TableCell>
              <TableCell align="right">{formatNumber(row.total, 'money', language)}</TableCell>
            </TableRow>
          ))}
          {!orders.length && (
            <TableRow>
              <TableCell colSpan={3}>{t('No data')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

/**
 * The debt ageing dashboard (spec 2 §2.6, §7.5; `GET statistics/ageing/`), filtered by
 * department and responsible (kept in the address). The daily tab has one row per holding (a
 * client without a holding is a row of its own) with its clients and the debt per bucket —
 * Next, Current, <30, 31-60, 61-90, >90, Total — each opening the orders it holds; the monthly
 * tab has the debt per due month with the cumulative sum. A large answer lists no ids; a figure
 * then asks for its row or month alone (AskedOrdersLink).
 */
import { useState, type ReactNode } from 'react';
import { Alert, LinearProgress, Paper, Stack, Tab, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AnswerOf } from '../../domain/core/actions/action';
import { ageingData } from '../../domain/dashboards/dashboard-actions';
import { order } from '../../domain/sales/orders';
import { ageingBucketLabels, ageingColumns, ageingTotals, maxListedOrderIds, type AgeingCell } from '../../domain/dashboards/ageing-buckets';
import { errorMessage } from '../app/api-error';
import { callAction } from '../app/call-action';
import { monthYearLabel } from '../charts/month-label';
import { formatNumber } from '../entity/format';
import { RefWidget } from '../entity/widgets/RefWidget';
import { AskedOrdersLink, type AskedOrders } from './AskedOrdersLink';
import { OrdersLink } from './OrdersLink';

type Ageing = AnswerOf<typeof ageingData>;
const filterNames = ['department', 'responsible'] as const;

export default function AgeingScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<'daily' | 'monthly'>('daily');
  const filters = Object.fromEntries(filterNames.filter((name) => params.get(name)).map((name) => [name, params.get(name)!]));
  const ageing = useQuery({
    queryKey: ['ageingData', filters],
    queryFn: ({ signal }) => callAction(ageingData, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
  const setFilter = (name: string, value: unknown) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null || value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
      return next;
    });

  return (
    <Stack spacing={1} data-testid="ageing-dashboard">
      <Stack direction="row" spacing={1} sx={{ maxWidth: 640 }} data-testid="ageing-filters">
        {filterNames.map((name) => (
          <RefWidget
            key={name}
            name={name}
            field={{ ...order.fields[name], required: false }}
            label={t(`fields.${name}`)}
            value={params.get(name) ? Number(params.get(name)) : null}
            onChange={(value) => setFilter(name, value)}
          />
        ))}
      </Stack>
      <Tabs value={tab} onChange={(_, value: 'daily' | 'monthly') => setTab(value)}>
        <Tab value="daily" label={t('Daily')} data-testid="tab-daily" />
        <Tab value="monthly" label={t('Monthly')} data-testid="tab-monthly" />
      </Tabs>
      {ageing.isFetching && <LinearProgress aria-label={t('Loading...')} />}
      {ageing.isError && <Alert severity="error">{t(errorMessage(ageing.error))}</Alert>}
      {ageing.data && (tab === 'daily' ? <DailyTable rows={ageing.data.default} filters={filters} /> : <MonthlyTable months={ageing.data.month} filters={filters} />)}
    </Stack>
  );
}

function useMoney(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatNumber(value, 'money', i18n.language);
}

/**
 * A figure opening its orders: by the ids the answer lists, else (the answer held too many
 * orders to list them) by asking for its row or month alone, unless it holds too many itself.
 */
function Figure({ cell, asked, children }: { cell: AgeingCell; asked: AskedOrders | null; children: ReactNode }) {
  if (cell.orders === null && asked && cell.count <= maxListedOrderIds) {
    return (
      <AskedOrdersLink asked={asked} count={cell.count}>
        {children}
      </AskedOrdersLink>
    );
  }
  return <OrdersLink ids={cell.orders}>{children}</OrdersLink>;
}

type Filters = Record<string, string>;
type AgeingRow = Ageing['default'][number];

/** The query of a row alone: its holding, or its client; null for the orders without a client. */
function rowQuery(row: AgeingRow, filters: Filters): AskedOrders['query'] | null {
  if (row.holding !== null) return { ...filters, holding: row.holding };
  return row.clients.length ? { ...filters, client: row.clients[0].v } : null;
}

function DailyTable({ rows, filters }: { rows: Ageing['default']; filters: Filters }) {
  const { t } = useTranslation();
  const money = useMoney();
  const totals = ageingTotals(rows);
  const cells = (row: AgeingRow | typeof totals, query: AskedOrders['query'] | null) =>
    ageingColumns.map((column) => (
      <TableCell key={column} align="right" data-testid={`bucket-${column}`}>
        {row[column].count ? (
          <Figure cell={row[column]} asked={query && { query, pick: (answer) => answer.default[0]?.[column].orders }}>
            {money(row[column].sum)}
          </Figure>
        ) : (
          ''
        )}
      </TableCell>
    ));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('Holding')}</TableCell>
            {ageingColumns.map((column) => (
              <TableCell key={column} align="right">
                {t(ageingBucketLabels[column])}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.holding}-${row.clients[0]?.v ?? ''}`} data-testid="ageing-row">
              <TableCell>
                <Typography variant="body2" fontWeight={row.holding === null ? undefined : 'bold'} data-testid="ageing-name">
                  {row.name || '—'}
                </Typography>
                {row.holding !== null && (
                  <Typography variant="caption" color="text.secondary" data-testid="ageing-clients">
                    {row.clients.map((client) => client.t).join(', ')}
                  </Typography>
                )}
              </TableCell>
              {cells(row, rowQuery(row, filters))}
            </TableRow>
          ))}
          {!rows.length && (
            <TableRow>
              <TableCell colSpan={ageingColumns.length + 1}>{t('No data')}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {rows.length > 0 && (
          <TableFooter>
            <TableRow data-testid="ageing-totals">
              <TableCell>{t('Total')}</TableCell>
              {cells(totals, null)}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

function MonthlyTable({ months, filters }: { months: Ageing['month']; filters: Filters }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('Due month')}</TableCell>
            <TableCell align="right">{t('Debt')}</TableCell>
            <TableCell align="right">{t('Cumulative')}</TableCell>
            <TableCell align="right">{t('Orders')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((month) => (
            <TableRow key={month.date} data-testid="ageing-month-row">
              <TableCell>{monthYearLabel(month.date, i18n.language)}</TableCell>
              <TableCell align="right">{money(month.sum)}</TableCell>
              <TableCell align="right">{money(month.cumulative)}</TableCell>
              <TableCell align="right">
                <Figure cell={month} asked={{ query: { ...filters, month: month.date }, pick: (answer) => answer.month.find((m) => m.date === month.date)?.orders }}>
                  {formatNumber(month.count, 'int', i18n.language)}
                </Figure>
              </TableCell>
            </TableRow>
          ))}
          {!months.length && (
            <TableRow>
              <TableCell colSpan={4}>{t('No data')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

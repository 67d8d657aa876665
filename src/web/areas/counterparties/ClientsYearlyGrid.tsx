/**
 * The yearly statistics grid of the clients table (spec 1 §2): for a chosen year (2017 on), one
 * row per client with the sums with VAT of its orders by report month (`GET clients/statistic/`)
 * and a total, largest total first. Each month cell is shaded in proportion to the largest
 * month sum of the grid. Client names come from the clients list filtered by id.
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  FormControl,
  InputLabel,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  alpha,
  useTheme,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AnswerOf } from '../../../domain/actions/action';
import { clientStatistic } from '../../../domain/actions/sales-actions';
import { api, type ListAnswer } from '../../app/api';
import { errorMessage } from '../../app/api-error';
import { callAction } from '../../app/call-action';
import { dateFnsLocale } from '../../app/locale';
import { formatNumber } from '../../entity/format';

type MonthSums = AnswerOf<typeof clientStatistic>;

interface ClientYear {
  client: number;
  /** Sums of January … December. */
  months: number[];
  total: number;
}

export const firstStatisticsYear = 2017;
/** Ids per names request, to keep the address short. */
const idsPerRequest = 200;
const monthIndexes = Array.from({ length: 12 }, (_, month) => month);

function yearsToPick(): number[] {
  const current = new Date().getFullYear();
  return Array.from({ length: current - firstStatisticsYear + 1 }, (_, i) => current - i);
}

function clientYears(sums: MonthSums): ClientYear[] {
  const byClient = new Map<number, ClientYear>();
  for (const { client, date, sum } of sums) {
    const month = Number(date.slice(5, 7)) - 1;
    if (!(month >= 0 && month < 12)) continue;
    let row = byClient.get(client);
    if (!row) byClient.set(client, (row = { client, months: monthIndexes.map(() => 0), total: 0 }));
    row.months[month] += sum;
    row.total += sum;
  }
  return [...byClient.values()].sort((a, b) => b.total - a.total || a.client - b.client);
}

async function clientNames(ids: number[], signal: AbortSignal): Promise<Map<number, string>> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += idsPerRequest) chunks.push(ids.slice(i, i + idsPerRequest));
  const answers = await Promise.all(
    chunks.map((chunk) => api.get<ListAnswer<{ id: number; name: string }>>('clients/', { id: chunk, full: true }, signal)),
  );
  return new Map(answers.flatMap((answer) => answer.results.map((row): [number, string] => [row.id, row.name])));
}

export function ClientsYearlyGrid() {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const sums = useQuery({
    queryKey: ['clientStatistic', year],
    queryFn: ({ signal }) => callAction(clientStatistic, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => clientYears(sums.data ?? []), [sums.data]);
  const ids = useMemo(() => rows.map((row) => row.client).sort((a, b) => a - b), [rows]);
  const names = useQuery({
    queryKey: ['clientNames', ids],
    queryFn: ({ signal }) => clientNames(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const failure = sums.error ?? names.error;

  return (
    <Stack spacing={1} data-testid="clients-yearly-grid">
      <FormControl size="small" sx={{ width: 140 }}>
        <InputLabel id="clients-yearly-grid-year">{t('Year')}</InputLabel>
        <Select
          labelId="clients-yearly-grid-year"
          label={t('Year')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          data-testid="year-picker"
        >
          {yearsToPick().map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {(sums.isFetching || names.isFetching) && <LinearProgress aria-label={t('Loading...')} />}
      {failure && <Alert severity="error">{t(errorMessage(failure))}</Alert>}
      {sums.data && <YearTable year={year} rows={rows} names={names.data} />}
    </Stack>
  );
}

function YearTable({ year, rows, names }: { year: number; rows: ClientYear[]; names: Map<number, string> | undefined }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const money = (value: number) => formatNumber(value, 'money', language);
  const locale = dateFnsLocale(language);
  const largest = rows.reduce((max, row) => Math.max(max, ...row.months), 0);
  const shade = (sum: number) => (largest > 0 && sum > 0 ? alpha(theme.palette.primary.main, 0.05 + (0.6 * sum) / largest) : undefined);
  const monthTotals = monthIndexes.map((month) => rows.reduce((total, row) => total + row.months[month], 0));

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('Client')}</TableCell>
            {monthIndexes.map((month) => (
              <TableCell key={month} align="right">
                {format(new Date(year, month, 1), 'LLL', { locale })}
              </TableCell>
            ))}
            <TableCell align="right">{t('Total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.client} data-testid="yearly-row">
              <TableCell>
                <Link component={RouterLink} to={`/client/${row.client}`}>
                  {names?.get(row.client) ?? `#${row.client}`}
                </Link>
              </TableCell>
              {row.months.map((sum, month) => (
                <TableCell key={month} align="right" style={{ backgroundColor: shade(sum) }} data-testid="month-cell">
                  {sum ? money(sum) : ''}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 'bold' }} data-testid="total-cell">
                {money(row.total)}
              </TableCell>
            </TableRow>
          ))}
          {!rows.length && (
            <TableRow>
              <TableCell colSpan={14}>{t('No data')}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {rows.length > 0 && (
          <TableFooter>
            <TableRow data-testid="yearly-totals">
              <TableCell>{t('Total')}</TableCell>
              {monthTotals.map((sum, month) => (
                <TableCell key={month} align="right">
                  {money(sum)}
                </TableCell>
              ))}
              <TableCell align="right">{money(monthTotals.reduce((a, b) => a + b, 0))}</TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

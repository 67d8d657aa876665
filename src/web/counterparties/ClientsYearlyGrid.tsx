/**
 * The yearly statistics grid of the clients table (spec 1 §2): for a chosen year (2017 on), one
 * row per client with the sums with VAT of its orders by report month (`GET clients/statistic/`)
 * and a total, largest total first. Each month cell is shaded in proportion to the largest
 * month sum of the grid. Client names come from the clients list filtered by id.
 */
import { useMemo, useState } from 'react';
import { Alert, LinearProgress, Link, Stack } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clientStatistic } from '../../domain/sales/sales-actions';
import { yearRows } from '../../domain/dashboards/year-grid';
import { errorMessage } from '../app/api-error';
import { callAction } from '../app/call-action';
import { YearHeatTable } from '../charts/YearHeatTable';
import { YearPicker } from '../charts/YearPicker';
import { businessDay } from '../../domain/core/calendar/business-day';
import { dataProvider } from '../data/data-provider';
import { client } from '../../domain/counterparties/counterparties';

/** Ids per names request, to keep the address short. */
const idsPerRequest = 200;

async function clientNames(ids: number[], signal: AbortSignal): Promise<Map<number, string>> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += idsPerRequest) chunks.push(ids.slice(i, i + idsPerRequest));
  const answers = await Promise.all(
    chunks.map((chunk) => dataProvider.list<{ id: number; name: string }>(client, { id: chunk, full: true }, signal)),
  );
  return new Map(answers.flatMap((answer) => answer.results.map((row): [number, string] => [row.id, row.name])));
}

export function ClientsYearlyGrid() {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => Number(businessDay().slice(0, 4)));
  const sums = useQuery({
    queryKey: ['clientStatistic', year],
    queryFn: ({ signal }) => callAction(clientStatistic, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => yearRows((sums.data ?? []).map(({ client, date, sum }) => ({ key: client, date, sum }))), [sums.data]);
  const ids = useMemo(() => rows.map((row) => row.key).sort((a, b) => a - b), [rows]);
  const names = useQuery({
    queryKey: ['clientNames', ids],
    queryFn: ({ signal }) => clientNames(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const failure = sums.error ?? names.error;

  return (
    <Stack spacing={1} data-testid="clients-yearly-grid">
      <YearPicker year={year} onChange={setYear} />
      {(sums.isFetching || names.isFetching) && <LinearProgress aria-label={t('Loading...')} />}
      {failure && <Alert severity="error">{t(errorMessage(failure))}</Alert>}
      {sums.data && (
        <YearHeatTable
          year={year}
          rows={rows}
          keyTitle={t('Client')}
          renderKey={(client) => (
            <Link component={RouterLink} to={`/client/${client}`}>
              {names.data?.get(client) ?? `#${client}`}
            </Link>
          )}
        />
      )}
    </Stack>
  );
}

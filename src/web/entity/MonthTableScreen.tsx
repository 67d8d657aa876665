/**
 * One month screen (issue "Month close" 4) for the tables of a month's routine (publisher
 * invoices, order, publisher and DSP acts, publisher reports, DMP exports): the month picker over
 * the table's date filter, the screen's month buttons acting on that month, the generic table.
 * A first visit opens on the table's default filter (the previous and the current month, spec 2
 * §9); the screen narrows it to the month the picker shows, the previous one, which is the month
 * Generate and Send act on, so that they are enabled at once.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { AnyEntity } from '../../domain/core/entity';
import { actMonth, singleMonthOf } from '../../domain/core/calendar/act-month';
import { useAuth } from '../app/auth';
import { viewerContext } from '../app/viewer';
import { EntityTable } from './EntityTable';
import { FilterHidesHint } from './table/FilterHidesHint';
import { MonthFilterField } from './table/MonthFilterField';
import { listKey } from './table/use-list-query';
import { useTableState } from './table/use-table-state';
import type { EntityTableOptions } from './table/table-options';

interface Props {
  entity: AnyEntity;
  /** The date field the month filters (`<field>__btw`). */
  field?: string;
  testId: string;
  /** The table's options (memoised by the caller); the month buttons come from `toolbar`. */
  options?: EntityTableOptions;
  /** The screen's buttons for the chosen month (null when the filter is not one month) and the table's reload. */
  toolbar?(month: string | null, reload: () => void): ReactNode;
  /** A filter the screen opens with that may hide rows: beside the month, how many it hides (FilterHidesHint). */
  hintFilter?: string;
}

/** The one month a month filter should select: itself when it is one month, else the month of its start. */
export function narrowedMonthFilter(filter: string | undefined): string | undefined {
  if (!filter || singleMonthOf(filter)) return filter;
  const from = filter.split(',')[0] ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return filter;
  const { start, next } = actMonth(from);
  return `${start},${next}`;
}

export function MonthTableScreen({ entity, field = 'date', testId, options, toolbar, hintFilter }: Props) {
  const { account } = useAuth();
  const queryClient = useQueryClient();
  const ctx = useMemo(() => viewerContext(account ?? { id: 0, department: null }), [account]);
  const { state, setState } = useTableState(entity, ctx);
  const key = `${field}__btw`;
  const month = singleMonthOf(state.filters[key]);

  // Once, on opening: a two-month default becomes the month the picker shows.
  const narrowed = useRef(false);
  useEffect(() => {
    if (narrowed.current) return;
    narrowed.current = true;
    const filter = narrowedMonthFilter(state.filters[key]);
    if (filter !== state.filters[key]) setState({ ...state, filters: { ...state.filters, [key]: filter! }, page: 1 });
  }, [state, setState, key]);

  const tableOptions = useMemo<EntityTableOptions>(
    () => ({ ...options, toolbar: toolbar?.(month, () => void queryClient.invalidateQueries({ queryKey: listKey(entity.name) })) }),
    [options, toolbar, month, queryClient, entity.name],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <MonthFilterField field={field} label="Month" testId={testId} filters={state.filters} onChange={(filters) => setState({ ...state, filters, page: 1 })} />
        {hintFilter && <FilterHidesHint entity={entity} state={state} fixed={options?.fixedFilters} filterKey={hintFilter} onFilters={(filters) => setState({ ...state, filters, page: 1 })} />}
      </Stack>
      <EntityTable entity={entity} options={tableOptions} />
    </Stack>
  );
}

/**
 * A filter a screen opens with that can hide everything (the publisher invoices' type REGULAR,
 * spec 2 §9) says so: "The filter Type: Regular hides 9 rows", with a button that clears it.
 * The rows shown are the list's own answer and the table's unfiltered count is already asked for
 * (both read from the cache here); one cheap count (`page_size=1`) without that filter is asked
 * only when other filters are on and the table shows fewer rows than it holds.
 */
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type AnyEntity } from '../../../domain/core/entity';
import { dataProvider } from '../../data/data-provider';
import { columnFields } from '../entity-columns';
import { useFormatContext } from '../use-format-context';
import { filterChips, withoutFilter } from './filter-chips';
import type { FilterMap } from './filter-keys';
import { listKey, listQueryOptions, unfilteredCountOptions } from './use-list-query';
import type { Row } from './table-options';
import type { TableState } from './table-state';

/** The count of a query the table itself makes, read from the cache (never asked for here). */
function useCachedCount(options: { queryKey: readonly unknown[] }): number | null {
  return useQuery({ queryKey: options.queryKey, queryFn: () => null as { count: number } | null, enabled: false }).data?.count ?? null;
}

function useCount(entity: AnyEntity, filters: FilterMap, enabled: boolean): number | null {
  const query = new URLSearchParams({ ...filters, page_size: '1' }).toString();
  const answer = useQuery({
    queryKey: [...listKey(entity.name), 'count', query],
    queryFn: ({ signal }) => dataProvider.list<Row>(entity, new URLSearchParams(query), signal),
    enabled,
    staleTime: 10_000,
  });
  return enabled ? (answer.data?.count ?? null) : null;
}

/** How many rows the filter hides, or null while unknown (or when it hides none that anything else shows). */
export function hiddenCount(shown: number | null, unfiltered: number | null, without: number | null): number | null {
  if (shown === null || unfiltered === null) return null;
  if (unfiltered <= shown) return 0;
  return without === null ? null : Math.max(without - shown, 0);
}

interface Props {
  entity: AnyEntity;
  /** The table's state: its filters are the list's. */
  state: TableState;
  /** The table's fixed filters (EntityTableOptions.fixedFilters). */
  fixed?: FilterMap;
  /** The query key of the filter the hint names (`type`). */
  filterKey: string;
  onFilters(filters: FilterMap): void;
}

export function FilterHidesHint({ entity, state, fixed = {}, filterKey, onFilters }: Props) {
  const { t } = useTranslation();
  const format = useFormatContext(columnFields(entity));
  const { filters } = state;
  const active = filters[filterKey] !== undefined;
  const without = withoutFilter(filters, filterKey);
  const shown = useCachedCount(listQueryOptions(entity, state, fixed));
  const unfiltered = useCachedCount(unfilteredCountOptions(entity, fixed));
  // Without any other filter, the rows without this one are the table's unfiltered count.
  const others = Object.keys(without).length > 0;
  const canHide = active && shown !== null && unfiltered !== null && unfiltered > shown;
  const counted = useCount(entity, { ...fixed, ...without }, canHide && others);
  const hidden = active ? hiddenCount(shown, unfiltered, others ? counted : unfiltered) : null;
  if (!hidden) return null;
  const chip = filterChips(entity, { [filterKey]: filters[filterKey]! }, { format, labelOf: (name) => t(fieldLabel(entity, name)), t: (key) => t(key), me: null })[0];
  return (
    <Alert
      severity="info"
      variant="outlined"
      data-testid="filter-hides"
      sx={{ py: 0, alignItems: 'center' }}
      action={
        <Button size="small" onClick={() => onFilters(without)}>
          {t('Show them')}
        </Button>
      }
    >
      {t('table.filterHides', { count: hidden, filter: chip?.text ?? filterKey })}
    </Alert>
  );
}

/**
 * A filter a screen opens with that can hide everything (the publisher invoices' type REGULAR,
 * spec 2 §9) says so: "The filter Type: Regular hides 9 rows", with a button that clears it.
 * Two cheap counts (`page_size=1`) with and without that filter; nothing shows while it hides none.
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
import { listKey } from './use-list-query';
import type { Row } from './table-options';

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

interface Props {
  entity: AnyEntity;
  filters: FilterMap;
  /** The query key of the filter the hint names (`type`). */
  filterKey: string;
  onFilters(filters: FilterMap): void;
}

export function FilterHidesHint({ entity, filters, filterKey, onFilters }: Props) {
  const { t } = useTranslation();
  const format = useFormatContext(columnFields(entity));
  const active = filters[filterKey] !== undefined;
  const without = withoutFilter(filters, filterKey);
  const shown = useCount(entity, filters, active);
  const all = useCount(entity, without, active);
  if (!active || shown === null || all === null || all <= shown) return null;
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
      {t('table.filterHides', { count: all - shown, filter: chip?.text ?? filterKey })}
    </Alert>
  );
}

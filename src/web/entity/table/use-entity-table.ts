/**
 * The headless controller of EntityTable (react-admin's list controller and its kin): the list's
 * data and state (useListController), column prefs, density, opening rows, the row commands,
 * saved views, export, the filter chips and the rows' keyboard. The views only draw what it holds.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type AnyEntity } from '../../../domain/core/entity';
import { useListController } from '../../data/use-list-controller';
import { columnFields, columnWidth } from '../entity-columns';
import { useFormatContext } from '../use-format-context';
import type { ExportColumn } from './export-sheet';
import { filterChips } from './filter-chips';
import type { FilterMap } from './filter-keys';
import { visibleColumns } from './column-prefs';
import type { EntityTableOptions, Row } from './table-options';
import { useColumnPrefs } from './use-column-prefs';
import { useDensity } from './use-density';
import { useExport } from './use-export';
import { useRowCommands } from './use-row-commands';
import { useRowKeys } from './use-row-keys';
import { useRowOpener } from './use-row-opener';
import { tableViewsHook } from './table-views';

export function useEntityTable(entity: AnyEntity, options: EntityTableOptions) {
  const { t } = useTranslation();
  const list = useListController(entity, options);
  const { actor, state, setState, total, reload, notify, canOpen } = list;
  const fields = useMemo(() => columnFields(entity), [entity]);
  const format = useFormatContext(fields);
  const { prefs, setPrefs } = useColumnPrefs(entity);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const { density, setDensity } = useDensity(actor?.id ?? null);
  const opener = useRowOpener(entity, options);
  const commands = useRowCommands({ reload, notify });
  // A screen's own table is fitted to the viewport; a table inside an editor keeps to its rows.
  const fitted = options.syncUrl !== false;
  const labelOf = useCallback((name: string) => t(fieldLabel(entity, name)), [entity, t]);
  const useViews = tableViewsHook();
  const viewsMenu = useViews(entity, { state, setState, prefs, setPrefs, enabled: fitted });

  const hasTotals = fields.some(([name, field]) => field.summary && total[name] !== undefined && total[name] !== null);
  const totalsLabelColumn = hasTotals ? visibleColumns(prefs)[0] : undefined;

  const exportColumns = useCallback(
    (): ExportColumn[] =>
      visibleColumns(prefs).map((name) => {
        const field = fields.find(([n]) => n === name)![1];
        return { name, field, header: labelOf(name), widthPx: columnWidth(field) };
      }),
    [prefs, fields, labelOf],
  );
  const exporter = useExport(entity, state, options.fixedFilters, exportColumns, format);
  const chips = useMemo(
    () => filterChips(entity, state.filters, { format, labelOf, t: (key) => t(key), me: actor?.id ?? null }),
    [entity, state.filters, format, labelOf, t, actor?.id],
  );
  const keys = useRowKeys(list.rows.length, canOpen ? (row: Row) => opener.open(row.id) : null);
  /** New filters go back to the first page. */
  const setFilters = (filters: FilterMap) => setState({ ...state, filters, page: 1 });

  return {
    ...list,
    entity,
    options,
    fields,
    format,
    labelOf,
    prefs,
    setPrefs,
    columnsOpen,
    setColumnsOpen,
    density,
    setDensity,
    ...opener,
    commands,
    fitted,
    viewsMenu,
    totalsLabelColumn,
    ...exporter,
    chips,
    keys,
    setFilters,
  };
}

export type EntityTableController = ReturnType<typeof useEntityTable>;

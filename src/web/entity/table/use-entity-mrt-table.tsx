/**
 * The Material React Table instance of EntityTable: server paging, sorting and filtering, the
 * controller's columns, prefs, density and selection, and the fitted layout (issue 24).
 */
import { useMemo, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useMaterialReactTable, type MRT_PaginationState, type MRT_SortingState, type MRT_TableOptions, type MRT_Updater } from 'material-react-table';
import { MRT_Localization_RU } from 'material-react-table/locales/ru';
import { MRT_Localization_EN } from 'material-react-table/locales/en';
import { useTranslation } from 'react-i18next';
import { openRowOnDoubleClick } from '../../app/preferences';
import { actionsColumnWidth, selectColumnWidth } from './column-fit';
import { cellDensitySx, type Density } from './density';
import type { Row } from './table-options';
import { orderingToSorting, pageSize, sortingToOrdering } from './table-state';
import { focusedRowSx, tableHeightOffset } from './table-sx';
import { RowMenuButton, TableFoot } from './TableRowParts';
import { TableToolbar } from './TableToolbar';
import { useEntityColumns } from './use-entity-columns';
import type { EntityTableController } from './use-entity-table';
import { useHeaderTabStops } from './use-header-tab-stops';

function apply<T>(updater: MRT_Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/** What every entity table has, whatever its entity and state. */
const fixedOptions = {
  manualPagination: true,
  manualSorting: true,
  manualFiltering: true,
  enableGlobalFilter: false,
  enableColumnActions: false,
  enableColumnFilterModes: false,
  enableFacetedValues: false,
  enableDensityToggle: false,
  enableFullScreenToggle: false,
  enableToolbarInternalActions: false,
  enableHiding: true,
  enableMultiSort: true,
  enableStickyHeader: true,
  enableStickyFooter: true,
  enableKeyboardShortcuts: false,
  layoutMode: 'grid-no-grow',
  positionActionsColumn: 'last',
  columnFilterDisplayMode: 'subheader',
  defaultColumn: { size: 150, minSize: 60 },
  // Their own minimum too: the data columns' minSize (60) would widen them by 36 px, which
  // made the 1440 px default columns 16 px wider than the screen (issue 24).
  displayColumnDefOptions: {
    'mrt-row-select': { size: selectColumnWidth, minSize: selectColumnWidth, grow: false },
    'mrt-row-actions': { size: actionsColumnWidth, minSize: actionsColumnWidth, grow: false, header: '' },
  },
  muiPaginationProps: { rowsPerPageOptions: [pageSize], showRowsPerPage: false, showFirstButton: true, showLastButton: true },
  muiTopToolbarProps: { sx: { minHeight: 0, '& > .MuiBox-root': { py: 0.25 } } },
  muiBottomToolbarProps: { sx: { minHeight: 0, flexShrink: 0 } },
  // A header is as wide as its column: its filter inputs shrink instead of widening it.
  muiTableHeadCellProps: {
    sx: {
      py: '2px',
      px: '8px',
      minWidth: 0,
      overflow: 'hidden',
      '& .Mui-TableHeadCell-Content-Wrapper': { minWidth: 0, overflow: 'hidden' },
      '& .MuiFormControl-root, & .MuiInputBase-root, & .MuiInputBase-input, & .MuiAutocomplete-root': { minWidth: 0 },
    },
  },
  // Opaque and ruled off: the sticky totals stay readable above the rows scrolling under them.
  muiTableFooterProps: { sx: { opacity: 1 } },
} satisfies Partial<MRT_TableOptions<Row>>;

/** Sizes and paddings that follow the fitted layout and the density. */
function layoutOptions(fitted: boolean, density: Density) {
  const cellSx = cellDensitySx(density);
  return {
    muiTableContainerProps: { sx: fitted ? { flex: '1 1 0', minHeight: 0, maxHeight: 'none' } : { maxHeight: `calc(100vh - ${tableHeightOffset}px)` } },
    muiTablePaperProps: {
      elevation: 0,
      sx: { bgcolor: 'transparent', ...(fitted ? { height: `calc(100vh - ${tableHeightOffset}px)`, display: 'flex', flexDirection: 'column' } : {}) },
    },
    muiSelectCheckboxProps: { size: 'small', sx: density === 'compact' ? { p: 0, m: 0, height: 20, width: 20 } : {} },
    muiTableBodyCellProps: { sx: { ...cellSx, whiteSpace: 'nowrap', overflow: 'hidden' } },
    muiTableFooterCellProps: { sx: { ...cellSx, whiteSpace: 'nowrap', overflow: 'hidden', bgcolor: 'background.paper', borderTop: 2, borderTopColor: 'divider' } },
  } satisfies Partial<MRT_TableOptions<Row>>;
}

/** A row: one keyboard tab stop, opened by a click (or a double click, as the user prefers), its menu on a right click. */
function rowProps(table: EntityTableController, row: Row, index: number, doubleClick: boolean) {
  const { canOpen, open, keys } = table;
  return {
    'data-testid': 'table-row',
    tabIndex: index === keys.tabStop ? 0 : -1,
    onFocus: (e: FocusEvent) => e.target === e.currentTarget && keys.setActiveRow(index),
    onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => keys.onRowKey(e, index, row),
    sx: { cursor: canOpen ? 'pointer' : 'default', '&:focus-visible': focusedRowSx },
    onClick: () => canOpen && !doubleClick && open(row.id),
    onDoubleClick: () => canOpen && doubleClick && open(row.id),
    onContextMenu: (e: MouseEvent) => {
      if (!table.showMenu) return;
      e.preventDefault();
      table.commands.setMenu({ row, position: { top: e.clientY, left: e.clientX } });
    },
  };
}

export function useEntityMrtTable(table: EntityTableController) {
  const { t, i18n } = useTranslation();
  const { state, setState, prefs, options, commands } = table;
  const columns = useEntityColumns({ fields: table.fields, labelOf: table.labelOf, format: table.format, total: table.total, cells: options.cells, totalsLabelColumn: table.totalsLabelColumn });
  const sorting = useMemo(() => orderingToSorting(state.ordering), [state.ordering]);
  const pagination = useMemo(() => ({ pageIndex: state.page - 1, pageSize }), [state.page]);
  const columnVisibility = useMemo(() => Object.fromEntries(prefs.order.map((n) => [n, !prefs.hidden.includes(n)])), [prefs]);
  const doubleClick = openRowOnDoubleClick();
  const selecting = !!options.selectionActions?.length;
  const mrt = useMaterialReactTable<Row>({
    ...fixedOptions,
    ...layoutOptions(table.fitted, table.density),
    columns,
    data: table.rows,
    getRowId: (row) => String(row.id),
    rowCount: table.count,
    enableRowActions: table.showMenu,
    enableRowSelection: selecting,
    onRowSelectionChange: commands.setRowSelection,
    localization: i18n.language === 'ru' ? MRT_Localization_RU : MRT_Localization_EN,
    state: {
      sorting,
      pagination,
      columnOrder: [...(selecting ? ['mrt-row-select'] : []), ...prefs.order, 'mrt-row-actions'],
      columnVisibility,
      showColumnFilters: true,
      rowSelection: commands.rowSelection,
      isLoading: table.list.isPending,
      showProgressBars: table.list.isFetching,
      density: table.density,
    },
    onSortingChange: (updater) => setState({ ...state, ordering: sortingToOrdering(apply<MRT_SortingState>(updater, sorting)), page: 1 }),
    onPaginationChange: (updater) => setState({ ...state, page: apply<MRT_PaginationState>(updater, pagination).pageIndex + 1 }),
    muiLinearProgressProps: { 'aria-label': t('Loading...') },
    renderBottomToolbarCustomActions: () => <TableFoot table={table} />,
    muiTableBodyRowProps: ({ row, staticRowIndex }) => rowProps(table, row.original, staticRowIndex ?? 0, doubleClick),
    renderRowActions: ({ row }) => <RowMenuButton table={table} row={row.original} />,
    renderTopToolbarCustomActions: () => <TableToolbar table={table} />,
  });
  useHeaderTabStops(mrt.refs.tableHeadRef);
  return mrt;
}

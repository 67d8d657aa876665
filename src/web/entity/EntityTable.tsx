/**
 * The generic entity table (spec 1 §1, §9): server paging, sorting and per-column filters in
 * the API query syntax, column choice and order, reset (filters and sort; the chosen columns
 * stay), spreadsheet export, row context menu, footer totals, opening rows in the entity's
 * editor. Fitted (issue 24): one line a cell with the whole text on hover, compact or
 * comfortable rows, header, footer and pager inside a table as tall as the viewport minus
 * 124 px, chips of the active filters with the rows they hide, rows reached by the arrows;
 * saved views of its filters, sort and columns (a screen's own table).
 */
import { lazy, Suspense, useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { alpha, Box, Button, IconButton, Stack, Tooltip, Typography, type Theme } from '@mui/material';
import Add from '@mui/icons-material/Add';
import FileDownload from '@mui/icons-material/FileDownload';
import DensityMedium from '@mui/icons-material/DensityMedium';
import DensitySmall from '@mui/icons-material/DensitySmall';
import MoreVert from '@mui/icons-material/MoreVert';
import Refresh from '@mui/icons-material/Refresh';
import RestartAlt from '@mui/icons-material/RestartAlt';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_RowSelectionState, type MRT_SortingState, type MRT_Updater, type MRT_PaginationState } from 'material-react-table';
import { MRT_Localization_RU } from 'material-react-table/locales/ru';
import { MRT_Localization_EN } from 'material-react-table/locales/en';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type AnyEntity } from '../../domain/core/entity';
import { ConfirmDialog } from '../app/ConfirmDialog';
import { openRowOnDoubleClick } from '../app/preferences';
import { columnFields, columnWidth, isSortable, operatorsOf } from './entity-columns';
import { alignsRight, cellText, formatNumber, formatShort } from './format';
import { ColumnFilter } from './table/ColumnFilter';
import { ColumnsDialog } from './table/ColumnsDialog';
import { actionsColumnWidth, selectColumnWidth } from './table/column-fit';
import { defaultColumnPrefs, loadColumnPrefs, saveColumnPrefs, visibleColumns, type ColumnPrefs } from './table/column-prefs';
import { cellDensitySx, loadDensity, saveDensity, type Density } from './table/density';
import { filterChips, withoutFilter } from './table/filter-chips';
import { FilterChips } from './table/FilterChips';
import { rowFile, rowFiles } from './table/file-cells';
import { FileLink } from './table/FileLink';
import { movedIndex, rowKeyAction, tabStopIndex } from './table/row-keys';
import { useHeaderTabStops } from './table/use-header-tab-stops';
import type { ExportColumn } from './table/export-sheet';
import { FiltersContext } from './table/filters-context';
import { RowMenu, type MenuAnchor } from './table/RowMenu';
import { rowEditorPath } from './table/row-open';
import type { EntityTableOptions, Row, RowAction, SelectionAction } from './table/table-options';
import { orderingToSorting, pageSize, sortingToOrdering } from './table/table-state';
import { useExport } from './table/use-export';
import { useSavedViews } from './table/use-saved-views';
import { ViewsMenu } from './table/ViewsMenu';
import { useListController } from '../data/use-list-controller';
import { useFormatContext } from './use-format-context';
import { editedByNobody } from './editor/editor-mode';

export const tableHeightOffset = 124;

/**
 * The row the keyboard is on: tinted cells and an inset primary line along its top and bottom
 * (an outline on a table row is not drawn by every browser; the cells' own background is).
 */
export const focusedRowSx = {
  outline: 'none',
  '& > td': { backgroundColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.16), boxShadow: (theme: Theme) => `inset 0 2px 0 ${theme.palette.primary.main}, inset 0 -2px 0 ${theme.palette.primary.main}` },
} as const;

const oneLine = { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
/** A header's label: up to two lines before it is cut (Russian labels are long: «Ответственный менеджер»). */
const twoLines = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', minWidth: 0, overflow: 'hidden', whiteSpace: 'normal', lineHeight: 1.25 } as const;
/** The toolbar goes on a second line rather than squeezing its buttons' labels onto several. */
const toolbarSx = { flexWrap: 'wrap', rowGap: 0.5, '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 } } as const;

const EntityEditorDialog = lazy(() => import('./EntityEditorDialog').then((m) => ({ default: m.EntityEditorDialog })));

function apply<T>(updater: MRT_Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

export function EntityTable({ entity, options = {} }: { entity: AnyEntity; options?: EntityTableOptions }) {
  const { t, i18n } = useTranslation();
  const controller = useListController(entity, options);
  const { actor, state, setState, reset, list, count, allCount, total, reload, notify, canOpen, canCreate, canDelete, showMenu, remove } = controller;
  const navigate = useNavigate();
  const fields = useMemo(() => columnFields(entity), [entity]);
  const format = useFormatContext(fields);
  const [prefs, setPrefsState] = useState<ColumnPrefs>(() => loadColumnPrefs(entity, localStorage));
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [menu, setMenu] = useState<MenuAnchor | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [editing, setEditing] = useState<number | string | null>(null);
  const [confirming, setConfirming] = useState<{ message: string; run(): void } | null>(null);
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const [density, setDensityState] = useState<Density>(() => loadDensity(actor?.id ?? null, localStorage));
  const [activeRow, setActiveRow] = useState(0);
  // A screen's own table is fitted to the viewport; a table inside an editor keeps to its rows.
  const fitted = options.syncUrl !== false;

  const setDensity = (next: Density) => {
    setDensityState(next);
    saveDensity(actor?.id ?? null, next, localStorage);
  };

  const setPrefs = (next: ColumnPrefs) => {
    setPrefsState(next);
    saveColumnPrefs(entity, next, localStorage);
  };
  const labelOf = useCallback((name: string) => t(fieldLabel(entity, name)), [entity, t]);
  const views = useSavedViews(entity, { state, setState, prefs, setPrefs, enabled: fitted });

  const editorPath = rowEditorPath(entity, options);

  const open = useCallback(
    (id: number | string) => {
      if (editorPath) navigate(editorPath(id));
      else setEditing(id);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, options.editorPath, entity],
  );

  const hasTotals = fields.some(([name, field]) => field.summary && total[name] !== undefined && total[name] !== null);
  const totalsLabelColumn = hasTotals ? visibleColumns(prefs)[0] : undefined;

  const columns = useMemo<Array<MRT_ColumnDef<Row>>>(
    () =>
      fields.map(([name, field]) => {
        const align = alignsRight(field) ? 'right' : 'left';
        return {
          id: name,
          accessorFn: (row) => row[name],
          header: labelOf(name),
          Header: () => (
            <Box component="span" title={labelOf(name)} sx={twoLines}>
              {labelOf(name)}
            </Box>
          ),
          size: columnWidth(field),
          enableSorting: isSortable(field),
          enableColumnFilter: operatorsOf(field).length > 0,
          Filter: () => <ColumnFilter name={name} field={field} label={labelOf(name)} />,
          muiTableBodyCellProps: { align },
          muiTableFooterCellProps: { align },
          Cell: ({ row }) => {
            if (options.cells?.[name]) return options.cells[name](row.original);
            if (field.kind === 'file') return <FileLink file={rowFile(row.original, name)} />;
            const text = cellText(name, field, row.original, format);
            return (
              <Box component="span" title={text} sx={{ ...oneLine, width: '100%', textAlign: align }}>
                {text}
              </Box>
            );
          },
          Footer: () => {
            const value = field.summary ? total[name] : undefined;
            if (value === undefined || value === null) {
              // The first column names the footer's row, so that its sums do not read as one more row.
              return name === totalsLabelColumn ? (
                <Box component="b" sx={oneLine} data-testid="totals-label">
                  {t('Total')}
                </Box>
              ) : null;
            }
            const n = Number(value);
            const text = field.short ? formatShort(n, i18n.language) : formatNumber(n, field.kind, i18n.language);
            return (
              <Box component="b" title={text} sx={{ ...oneLine, width: '100%', textAlign: align }} data-testid={`total-${name}`}>
                {text}
              </Box>
            );
          },
        } satisfies MRT_ColumnDef<Row>;
      }),
    [fields, labelOf, format, total, i18n.language, options.cells, totalsLabelColumn, t],
  );

  const exportColumns = useCallback(
    (): ExportColumn[] =>
      visibleColumns(prefs).map((name) => {
        const field = fields.find(([n]) => n === name)![1];
        return { name, field, header: labelOf(name), widthPx: columnWidth(field) };
      }),
    [prefs, fields, labelOf],
  );
  const { exporting, exportSheet } = useExport(entity, state, options.fixedFilters, exportColumns, format);

  const sorting = useMemo(() => orderingToSorting(state.ordering), [state.ordering]);
  const pagination = useMemo(() => ({ pageIndex: state.page - 1, pageSize }), [state.page]);
  const columnVisibility = useMemo(() => Object.fromEntries(prefs.order.map((n) => [n, !prefs.hidden.includes(n)])), [prefs]);
  const doubleClick = openRowOnDoubleClick();
  const rowCount = controller.rows.length;
  const tabStop = tabStopIndex(activeRow, rowCount);
  const chips = useMemo(
    () => filterChips(entity, state.filters, { format, labelOf, t: (key) => t(key), me: actor?.id ?? null }),
    [entity, state.filters, format, labelOf, t, actor?.id],
  );
  const cellSx = cellDensitySx(density);

  /** Arrows, Home and End move between rows, Enter opens one (keys pressed inside a row's controls are theirs). */
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    if (event.target !== event.currentTarget) return;
    const action = rowKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    if ('open' in action) {
      if (canOpen) open(row.id);
      return;
    }
    const to = movedIndex(index, action.move, rowCount);
    const rows = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('tr[data-testid="table-row"]');
    rows?.[to]?.focus();
  };

  const table = useMaterialReactTable<Row>({
    columns,
    data: controller.rows,
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: count,
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
    enableRowActions: showMenu,
    enableRowSelection: !!options.selectionActions?.length,
    onRowSelectionChange: setRowSelection,
    positionActionsColumn: 'last',
    columnFilterDisplayMode: 'subheader',
    defaultColumn: { size: 150, minSize: 60 },
    // Their own minimum too: the data columns' minSize (60) would widen them by 36 px, which
    // made the 1440 px default columns 16 px wider than the screen (issue 24).
    displayColumnDefOptions: {
      'mrt-row-select': { size: selectColumnWidth, minSize: selectColumnWidth, grow: false },
      'mrt-row-actions': { size: actionsColumnWidth, minSize: actionsColumnWidth, grow: false, header: '' },
    },
    localization: i18n.language === 'ru' ? MRT_Localization_RU : MRT_Localization_EN,
    state: {
      sorting,
      pagination,
      columnOrder: [...(options.selectionActions?.length ? ['mrt-row-select'] : []), ...prefs.order, 'mrt-row-actions'],
      columnVisibility,
      showColumnFilters: true,
      rowSelection,
      isLoading: list.isPending,
      showProgressBars: list.isFetching,
      density,
    },
    onSortingChange: (updater) => setState({ ...state, ordering: sortingToOrdering(apply<MRT_SortingState>(updater, sorting)), page: 1 }),
    onPaginationChange: (updater) => setState({ ...state, page: apply<MRT_PaginationState>(updater, pagination).pageIndex + 1 }),
    muiPaginationProps: { rowsPerPageOptions: [pageSize], showRowsPerPage: false, showFirstButton: true, showLastButton: true },
    muiTableContainerProps: { sx: fitted ? { flex: '1 1 0', minHeight: 0, maxHeight: 'none' } : { maxHeight: `calc(100vh - ${tableHeightOffset}px)` } },
    muiTablePaperProps: {
      elevation: 0,
      sx: { bgcolor: 'transparent', ...(fitted ? { height: `calc(100vh - ${tableHeightOffset}px)`, display: 'flex', flexDirection: 'column' } : {}) },
    },
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
    muiSelectCheckboxProps: { size: 'small', sx: density === 'compact' ? { p: 0, m: 0, height: 20, width: 20 } : {} },
    muiTableBodyCellProps: { sx: { ...cellSx, whiteSpace: 'nowrap', overflow: 'hidden' } },
    // Opaque and ruled off: the sticky totals stay readable above the rows scrolling under them.
    muiTableFooterProps: { sx: { opacity: 1 } },
    muiTableFooterCellProps: { sx: { ...cellSx, whiteSpace: 'nowrap', overflow: 'hidden', bgcolor: 'background.paper', borderTop: 2, borderTopColor: 'divider' } },
    muiLinearProgressProps: { 'aria-label': t('Loading...') },
    // The views sit with the filters they save, at the foot (the top toolbar is full at 1440 px in Russian).
    renderBottomToolbarCustomActions: () => (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0, overflow: 'hidden' }}>
        {fitted && <ViewsMenu views={views} />}
        <FilterChips chips={chips} shown={count} all={allCount} onClear={(key) => setState({ ...state, filters: withoutFilter(state.filters, key), page: 1 })} />
        {options.summary?.(total, count)}
      </Stack>
    ),
    muiTableBodyRowProps: ({ row, staticRowIndex }) => ({
      'data-testid': 'table-row',
      tabIndex: staticRowIndex === tabStop ? 0 : -1,
      onFocus: (e) => e.target === e.currentTarget && setActiveRow(staticRowIndex ?? 0),
      onKeyDown: (e) => onRowKey(e, staticRowIndex ?? 0, row.original),
      sx: { cursor: canOpen ? 'pointer' : 'default', '&:focus-visible': focusedRowSx },
      onClick: () => canOpen && !doubleClick && open(row.original.id),
      onDoubleClick: () => canOpen && doubleClick && open(row.original.id),
      onContextMenu: (e) => {
        if (!showMenu) return;
        e.preventDefault();
        setMenu({ row: row.original, position: { top: e.clientY, left: e.clientX } });
      },
    }),
    renderRowActions: ({ row }) => (
      <IconButton
        size="small"
        sx={{ p: density === 'compact' ? 0 : undefined }}
        aria-label={t('Actions')}
        onClick={(e) => {
          e.stopPropagation();
          setMenu({ row: row.original, element: e.currentTarget });
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
    ),
    renderTopToolbarCustomActions: () => (
      <Stack direction="row" spacing={1} useFlexGap alignItems="center" sx={toolbarSx}>
        {canCreate && (
          <Button variant="contained" size="small" startIcon={<Add />} onClick={() => open('create')}>
            {t(options.createLabel ?? 'Create')}
          </Button>
        )}
        <Tooltip title={t('Columns')}>
          <IconButton size="small" aria-label={t('Columns')} onClick={() => setColumnsOpen(true)}>
            <ViewColumn />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('Reset')}>
          <IconButton size="small" aria-label={t('Reset')} onClick={reset}>
            <RestartAlt />
          </IconButton>
        </Tooltip>
        <Tooltip title={t(density === 'compact' ? 'Comfortable rows' : 'Compact rows')}>
          <IconButton
            size="small"
            aria-label={t(density === 'compact' ? 'Comfortable rows' : 'Compact rows')}
            data-testid="density-toggle"
            onClick={() => setDensity(density === 'compact' ? 'comfortable' : 'compact')}
          >
            {density === 'compact' ? <DensityMedium /> : <DensitySmall />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('Reload')}>
          <IconButton size="small" aria-label={t('Reload')} onClick={reload}>
            <Refresh />
          </IconButton>
        </Tooltip>
        {!options.noExport && (
          <Tooltip title={t('Export')}>
            <span>
              <IconButton size="small" aria-label={t('Export')} onClick={() => void exportSheet()} disabled={exporting}>
                <FileDownload />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {options.selectionActions?.filter((action) => action.shown?.(actor) ?? true).map((action) => {
          const rows = controller.rows.filter((row: Row) => rowSelection[String(row.id)]);
          return (
            <Button
              key={action.label}
              size="small"
              variant="outlined"
              startIcon={action.icon}
              disabled={rows.length < (action.minRows ?? 1)}
              onClick={() => confirmThen(action.confirm, () => runSelection(action, rows))}
            >
              {t(action.label)}
            </Button>
          );
        })}
        {options.toolbar}
        <Typography variant="body2" color="text.secondary" data-testid="row-count" sx={{ whiteSpace: 'nowrap' }}>
          {t('Rows: {{count}}', { count })}
        </Typography>
      </Stack>
    ),
  });
  useHeaderTabStops(table.refs.tableHeadRef);

  const confirmThen = (message: string | undefined, run: () => void) => (message ? setConfirming({ message, run }) : run());
  const runAction = (action: RowAction, row: Row) => confirmThen(action.confirm, () => void action.run(row, { reload, notify }));
  const runSelection = (action: SelectionAction, rows: Row[]) => {
    setRowSelection({});
    void action.run(rows, { reload, notify });
  };

  return (
    <FiltersContext.Provider value={{ filters: state.filters, setFilters: (filters) => setState({ ...state, filters, page: 1 }) }}>
      <Box data-testid={`entity-table-${entity.name}`}>
        <MaterialReactTable table={table} />
      </Box>
      <ColumnsDialog
        open={columnsOpen}
        prefs={prefs}
        labelOf={labelOf}
        onChange={setPrefs}
        onReset={() => setPrefs(defaultColumnPrefs(entity))}
        onClose={() => setColumnsOpen(false)}
      />
      <RowMenu
        anchor={menu}
        actor={actor}
        canEdit={canOpen}
        canDelete={canDelete}
        actions={options.actions ?? []}
        files={(row) => rowFiles(entity, row)}
        editLabel={editedByNobody(entity) ? 'Open' : 'Edit'}
        onEdit={(row) => open(row.id)}
        onDelete={setToDelete}
        onAction={runAction}
        onClose={() => setMenu(null)}
      />
      <ConfirmDialog
        open={!!toDelete}
        message="Do you really want to delete selected item?"
        onConfirm={() => toDelete && void remove(toDelete)}
        onClose={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={!!confirming}
        message={confirming?.message ?? ''}
        onConfirm={() => confirming?.run()}
        onClose={() => setConfirming(null)}
      />
      {editing !== null && (
        <Suspense fallback={null}>
          <EntityEditorDialog
            entity={entity}
            id={editing}
            options={options.editorOptions}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              const filters = options.filtersAfterSave?.(saved);
              if (filters) setState({ ...state, filters, page: 1 });
              else reload();
            }}
          />
        </Suspense>
      )}
    </FiltersContext.Provider>
  );
}

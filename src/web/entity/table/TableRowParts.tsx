/** The small views drawn inside the table's rows and foot: the row's menu button and the foot's views, chips and summary. */
import { IconButton, Stack } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import { withoutFilter } from './filter-chips';
import { FilterChips } from './FilterChips';
import type { Row } from './table-options';
import type { EntityTableController } from './use-entity-table';

export function RowMenuButton({ table, row }: { table: EntityTableController; row: Row }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      sx={{ p: table.density === 'compact' ? 0 : undefined }}
      aria-label={t('Actions')}
      onClick={(e) => {
        e.stopPropagation();
        table.commands.setMenu({ row, element: e.currentTarget });
      }}
    >
      <MoreVert fontSize="small" />
    </IconButton>
  );
}

/** The views sit with the filters they save, at the foot (the top toolbar is full at 1440 px in Russian). */
export function TableFoot({ table }: { table: EntityTableController }) {
  const { state } = table;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0, overflow: 'hidden' }}>
      {table.fitted && table.viewsMenu}
      <FilterChips chips={table.chips} shown={table.count} all={table.allCount} onClear={(key) => table.setFilters(withoutFilter(state.filters, key))} />
      {table.options.summary?.(table.total, table.count)}
    </Stack>
  );
}

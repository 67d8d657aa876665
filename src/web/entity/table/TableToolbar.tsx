/** The table's top toolbar: create, columns, reset, density, reload, export, the selection's actions and the row count. */
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import FileDownload from '@mui/icons-material/FileDownload';
import DensityMedium from '@mui/icons-material/DensityMedium';
import DensitySmall from '@mui/icons-material/DensitySmall';
import Refresh from '@mui/icons-material/Refresh';
import RestartAlt from '@mui/icons-material/RestartAlt';
import ViewColumn from '@mui/icons-material/ViewColumn';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from './table-options';
import { toolbarSx } from './table-sx';
import type { EntityTableController } from './use-entity-table';

function ToolButton({ label, onClick, disabled, testId, children }: { label: string; onClick(): void; disabled?: boolean; testId?: string; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      {disabled === undefined ? (
        <IconButton size="small" aria-label={label} data-testid={testId} onClick={onClick}>
          {children}
        </IconButton>
      ) : (
        <span>
          <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
            {children}
          </IconButton>
        </span>
      )}
    </Tooltip>
  );
}

function SelectionButtons({ table }: { table: EntityTableController }) {
  const { t } = useTranslation();
  const { options, actor, rows, commands } = table;
  return options.selectionActions
    ?.filter((action) => action.shown?.(actor) ?? true)
    .map((action) => {
      const selected = rows.filter((row: Row) => commands.rowSelection[String(row.id)]);
      return (
        <Button
          key={action.label}
          size="small"
          variant="outlined"
          startIcon={action.icon}
          disabled={selected.length < (action.minRows ?? 1)}
          onClick={() => commands.runSelection(action, selected)}
        >
          {t(action.label)}
        </Button>
      );
    });
}

export function TableToolbar({ table }: { table: EntityTableController }) {
  const { t } = useTranslation();
  const { options, density } = table;
  const densityLabel = t(density === 'compact' ? 'Comfortable rows' : 'Compact rows');
  return (
    <Stack direction="row" spacing={1} useFlexGap alignItems="center" sx={toolbarSx}>
      {table.canCreate && (
        <Button variant="contained" size="small" startIcon={<Add />} onClick={() => table.open('create')}>
          {t(options.createLabel ?? 'Create')}
        </Button>
      )}
      <ToolButton label={t('Columns')} onClick={() => table.setColumnsOpen(true)}>
        <ViewColumn />
      </ToolButton>
      <ToolButton label={t('Reset')} onClick={table.reset}>
        <RestartAlt />
      </ToolButton>
      <ToolButton label={densityLabel} testId="density-toggle" onClick={() => table.setDensity(density === 'compact' ? 'comfortable' : 'compact')}>
        {density === 'compact' ? <DensityMedium /> : <DensitySmall />}
      </ToolButton>
      <ToolButton label={t('Reload')} onClick={table.reload}>
        <Refresh />
      </ToolButton>
      {!options.noExport && (
        <ToolButton label={t('Export')} onClick={() => void table.exportSheet()} disabled={table.exporting}>
          <FileDownload />
        </ToolButton>
      )}
      <SelectionButtons table={table} />
      {options.toolbar}
      <Typography variant="body2" color="text.secondary" data-testid="row-count" sx={{ whiteSpace: 'nowrap' }}>
        {t('Rows: {{count}}', { count: table.count })}
      </Typography>
    </Stack>
  );
}

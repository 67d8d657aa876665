/** The table's columns from the entity's fields: two-line headers, one-line cells, filters, footer totals. */
import { useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { MRT_ColumnDef } from 'material-react-table';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../domain/core/fields';
import { columnWidth, isSortable, operatorsOf } from '../entity-columns';
import { alignsRight, cellText, formatNumber, formatShort, type FormatContext } from '../format';
import { ColumnFilter } from './ColumnFilter';
import { rowFile } from './file-cells';
import { FileLink } from './FileLink';
import type { Row } from './table-options';
import { oneLine, twoLines } from './table-sx';

type Align = 'left' | 'right';

interface ColumnsInput {
  fields: Array<[string, FieldDef]>;
  labelOf(name: string): string;
  format: FormatContext;
  total: Record<string, unknown>;
  cells?: Record<string, (row: Row) => ReactNode>;
  /** The column whose footer names the totals' row. */
  totalsLabelColumn?: string;
}

function HeaderLabel({ label }: { label: string }) {
  return (
    <Box component="span" title={label} sx={twoLines}>
      {label}
    </Box>
  );
}

function DataCell({ name, field, row, format, align }: { name: string; field: FieldDef; row: Row; format: FormatContext; align: Align }) {
  if (field.kind === 'file') return <FileLink file={rowFile(row, name)} />;
  const text = cellText(name, field, row, format);
  return (
    <Box component="span" title={text} sx={{ ...oneLine, width: '100%', textAlign: align }}>
      {text}
    </Box>
  );
}

function TotalCell({ name, field, value, labelled, align }: { name: string; field: FieldDef; value: unknown; labelled: boolean; align: Align }) {
  const { t, i18n } = useTranslation();
  if (value === undefined || value === null) {
    // The first column names the footer's row, so that its sums do not read as one more row.
    return labelled ? (
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
}

export function useEntityColumns({ fields, labelOf, format, total, cells, totalsLabelColumn }: ColumnsInput) {
  return useMemo<Array<MRT_ColumnDef<Row>>>(
    () =>
      fields.map(([name, field]) => {
        const align: Align = alignsRight(field) ? 'right' : 'left';
        return {
          id: name,
          accessorFn: (row) => row[name],
          header: labelOf(name),
          Header: () => <HeaderLabel label={labelOf(name)} />,
          size: columnWidth(field),
          enableSorting: isSortable(field),
          enableColumnFilter: operatorsOf(field).length > 0,
          Filter: () => <ColumnFilter name={name} field={field} label={labelOf(name)} />,
          muiTableBodyCellProps: { align },
          muiTableFooterCellProps: { align },
          Cell: ({ row }) => (cells?.[name] ? cells[name](row.original) : <DataCell name={name} field={field} row={row.original} format={format} align={align} />),
          Footer: () => <TotalCell name={name} field={field} value={field.summary ? total[name] : undefined} labelled={name === totalsLabelColumn} align={align} />,
        } satisfies MRT_ColumnDef<Row>;
      }),
    [fields, labelOf, format, total, cells, totalsLabelColumn],
  );
}

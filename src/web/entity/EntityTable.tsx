/**
 * The generic entity table (spec 1 §1, §9): server paging, sorting and per-column filters in
 * the API query syntax, column choice and order, reset (filters and sort; the chosen columns
 * stay), spreadsheet export, row context menu, footer totals, opening rows in the entity's
 * editor. Fitted (issue 24): one line a cell with the whole text on hover, compact or
 * comfortable rows, header, footer and pager inside a table as tall as the viewport minus
 * 124 px, chips of the active filters with the rows they hide, rows reached by the arrows;
 * saved views of its filters, sort and columns (a screen's own table).
 *
 * Headless (as react-admin's controllers): table/use-entity-table.ts holds the state and what
 * the table does, table/use-entity-mrt-table.tsx makes the Material React Table of it, and the
 * small views under table/ draw the toolbar, the foot and the dialogs.
 */
import { Box } from '@mui/material';
import { MaterialReactTable } from 'material-react-table';
import type { AnyEntity } from '../../domain/core/entity';
import { FiltersContext } from './table/filters-context';
import { TableDialogs } from './table/TableDialogs';
import type { EntityTableOptions } from './table/table-options';
import { useEntityMrtTable } from './table/use-entity-mrt-table';
import { useEntityTable } from './table/use-entity-table';

export function EntityTable({ entity, options = {} }: { entity: AnyEntity; options?: EntityTableOptions }) {
  const table = useEntityTable(entity, options);
  const mrt = useEntityMrtTable(table);
  return (
    <FiltersContext.Provider value={{ filters: table.state.filters, setFilters: table.setFilters }}>
      <Box data-testid={`entity-table-${entity.name}`}>
        <MaterialReactTable table={mrt} />
      </Box>
      <TableDialogs table={table} />
    </FiltersContext.Provider>
  );
}

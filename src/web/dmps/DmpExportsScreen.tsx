/**
 * /dmpExports (spec 2 §2.3): the DMP exports of the filtered month (default the previous one),
 * their totals in the footer, each export's spreadsheet, and the export dialog.
 */
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { dmpExport } from '../../domain/dmps/dmp-entities';
import { singleMonthOf } from '../../domain/registry-acts/act-month';
import { useAuth } from '../app/auth';
import { viewerContext } from '../app/viewer';
import { EntityTable } from '../entity/EntityTable';
import { MonthFilterField } from '../entity/table/MonthFilterField';
import { listKey } from '../entity/table/use-list-query';
import { useTableState } from '../entity/table/use-table-state';
import type { EntityTableOptions } from '../entity/table/table-options';
import { DmpExportButton } from './DmpExportButton';

export default function DmpExportsScreen() {
  const { account } = useAuth();
  const queryClient = useQueryClient();
  const ctx = useMemo(() => viewerContext(account ?? { id: 0, department: null }), [account]);
  const { state, setState } = useTableState(dmpExport, ctx);
  const month = singleMonthOf(state.filters.date__btw);

  const options = useMemo<EntityTableOptions>(
    () => ({ toolbar: <DmpExportButton month={month} onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(dmpExport.name) })} /> }),
    [month, queryClient],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <MonthFilterField field="date" label="Month" testId="dmp-exports-month" filters={state.filters} onChange={(filters) => setState({ ...state, filters, page: 1 })} />
      </Stack>
      <EntityTable entity={dmpExport} options={options} />
    </Stack>
  );
}

/**
 * /psspExports (spec 2 §2.1, §2.2): the publisher reports ("exports") with the month picker and
 * the export dialog (the create dialog: month, publisher, by domains); each row shows its state
 * and, once done, its file.
 */
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { publisherReport } from '../../domain/publishers/publisher-reports';
import { useAuth } from '../app/auth';
import { viewerContext } from '../app/viewer';
import { EntityTable } from '../entity/EntityTable';
import { MonthFilterField } from '../entity/table/MonthFilterField';
import { useTableState } from '../entity/table/use-table-state';
import type { EntityTableOptions } from '../entity/table/table-options';

export default function PublisherReportsScreen() {
  const { account } = useAuth();
  const ctx = useMemo(() => viewerContext(account ?? { id: 0, department: null }), [account]);
  const { state, setState } = useTableState(publisherReport, ctx);
  const options = useMemo<EntityTableOptions>(() => ({ createLabel: 'Export' }), []);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <MonthFilterField field="date" label="Month" testId="reports-month" filters={state.filters} onChange={(filters) => setState({ ...state, filters, page: 1 })} />
      </Stack>
      <EntityTable entity={publisherReport} options={options} />
    </Stack>
  );
}

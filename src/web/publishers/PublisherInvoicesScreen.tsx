/**
 * /psspInvoices (spec 2 §2.1, §2.2): the publisher invoices table opening on the previous and
 * the current month and type REGULAR, with the month picker, "Generate invoices" for the chosen
 * month, create, Excel export, the columns dialog and reset of the generic table, footer totals,
 * and the row menu (edit, set paid, statistics exports, regenerate for the publisher, delete).
 */
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { publisherInvoice } from '../../domain/publishers/publisher-invoices';
import { singleMonthOf } from '../../domain/registry-acts/act-month';
import { useAuth } from '../app/auth';
import { viewerContext } from '../app/viewer';
import { EntityTable } from '../entity/EntityTable';
import { MonthFilterField } from '../entity/table/MonthFilterField';
import { listKey } from '../entity/table/use-list-query';
import { useTableState } from '../entity/table/use-table-state';
import type { EntityTableOptions } from '../entity/table/table-options';
import { GenerateInvoicesButton, publisherInvoiceRowActions } from './publisher-invoice-actions';

export default function PublisherInvoicesScreen() {
  const { account } = useAuth();
  const queryClient = useQueryClient();
  const ctx = useMemo(() => viewerContext(account ?? { id: 0, department: null }), [account]);
  const { state, setState } = useTableState(publisherInvoice, ctx);
  const month = singleMonthOf(state.filters.date__btw);

  const options = useMemo<EntityTableOptions>(
    () => ({
      actions: publisherInvoiceRowActions,
      toolbar: <GenerateInvoicesButton month={month} onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(publisherInvoice.name) })} />,
    }),
    [month, queryClient],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <MonthFilterField field="date" label="Month" testId="invoices-month" filters={state.filters} onChange={(filters) => setState({ ...state, filters, page: 1 })} />
      </Stack>
      <EntityTable entity={publisherInvoice} options={options} />
    </Stack>
  );
}

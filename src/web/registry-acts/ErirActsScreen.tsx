/**
 * /erirActs (spec 2 §2.1, §2.4): the order acts table with its month filter, the admin's
 * generate and send buttons for that month, and footer totals; a row opens /erirActs/{id}.
 */
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { erirAct } from '../../domain/registry-acts/erir-acts';
import { singleMonthOf } from '../../domain/registry-acts/act-month';
import { useAuth } from '../app/auth';
import { viewerContext } from '../app/viewer';
import { EntityTable } from '../entity/EntityTable';
import { MonthFilterField } from '../entity/table/MonthFilterField';
import { listKey } from '../entity/table/use-list-query';
import { useTableState } from '../entity/table/use-table-state';
import type { EntityTableOptions } from '../entity/table/table-options';
import { ActMonthButtons } from './ActMonthButtons';

export default function ErirActsScreen() {
  const { account } = useAuth();
  const queryClient = useQueryClient();
  const ctx = useMemo(() => viewerContext(account ?? { id: 0, department: null }), [account]);
  const { state, setState } = useTableState(erirAct, ctx);
  const month = singleMonthOf(state.filters.date__btw);

  const options = useMemo<EntityTableOptions>(
    () => ({
      editorPath: (id) => `/erirActs/${id}`,
      toolbar: <ActMonthButtons month={month} onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(erirAct.name) })} />,
    }),
    [month, queryClient],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <MonthFilterField field="date" label="Month" testId="acts-month" filters={state.filters} onChange={(filters) => setState({ ...state, filters, page: 1 })} />
      </Stack>
      <EntityTable entity={erirAct} options={options} />
    </Stack>
  );
}

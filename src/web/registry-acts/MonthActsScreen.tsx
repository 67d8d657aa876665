/**
 * An acts table (order acts, publisher acts, DSP acts; spec 2 §2.2–§2.4): its month filter, the
 * admin's generate and send buttons for that month, footer totals and, where the screen gives
 * one, a summary line; a row opens the act's editor page.
 */
import { useMemo, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { AnyEntity } from '../../domain/core/entity';
import { singleMonthOf } from '../../domain/registry-acts/act-month';
import { useAuth } from '../app/auth';
import { viewerContext } from '../app/viewer';
import { EntityTable } from '../entity/EntityTable';
import { MonthFilterField } from '../entity/table/MonthFilterField';
import { listKey } from '../entity/table/use-list-query';
import { useTableState } from '../entity/table/use-table-state';
import type { EntityTableOptions } from '../entity/table/table-options';
import { ActMonthButtons, type MonthActActions } from './ActMonthButtons';

interface Props {
  entity: AnyEntity;
  editorPath(id: number | string): string;
  actions?: MonthActActions;
  summary?(total: Record<string, unknown>, count: number): ReactNode;
}

export function MonthActsScreen({ entity, editorPath, actions, summary }: Props) {
  const { account } = useAuth();
  const queryClient = useQueryClient();
  const ctx = useMemo(() => viewerContext(account ?? { id: 0, department: null }), [account]);
  const { state, setState } = useTableState(entity, ctx);
  const month = singleMonthOf(state.filters.date__btw);

  const options = useMemo<EntityTableOptions>(
    () => ({
      editorPath,
      summary,
      toolbar: <ActMonthButtons month={month} actions={actions} onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(entity.name) })} />,
    }),
    [month, queryClient, entity, editorPath, actions, summary],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <MonthFilterField field="date" label="Month" testId="acts-month" filters={state.filters} onChange={(filters) => setState({ ...state, filters, page: 1 })} />
      </Stack>
      <EntityTable entity={entity} options={options} />
    </Stack>
  );
}

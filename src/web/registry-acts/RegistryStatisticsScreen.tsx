/**
 * /estats (spec 2 §2.4): the ERIR statistics of a month, the admin's "build" and "save" actions
 * with their polled state, a row action switching the marker between deleted and restored, and
 * the way to the BT URL list.
 */
import { useCallback, useMemo } from 'react';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registryActMessages, switchEstatsMarker } from '../../domain/registry-acts/registry-act-actions';
import { erirStatistic } from '../../domain/registry-acts/erir-statistics';
import { singleMonthOf } from '../../domain/core/calendar/act-month';
import { useAuth } from '../app/auth';
import { offerOnRow } from '../data/declared-actions';
import { viewerContext } from '../app/viewer';
import { EntityTable } from '../entity/EntityTable';
import { MonthFilterField } from '../entity/table/MonthFilterField';
import { listKey } from '../entity/table/use-list-query';
import { useTableState } from '../entity/table/use-table-state';
import type { EntityTableOptions, RowAction } from '../entity/table/table-options';
import { EstatsActionButton } from './EstatsActionButton';

const markerSwitch = (deleted: boolean): RowAction => ({
  ...offerOnRow(switchEstatsMarker, {
    label: deleted ? 'Restore marker' : 'Delete marker',
    confirm: null,
    call: (row) => ({ params: { id: row.id } }),
    success: registryActMessages.markerChanged,
  }),
  visible: (row) => row.markerDeleted === deleted,
});

const options: EntityTableOptions = { actions: [markerSwitch(false), markerSwitch(true)] };

export default function RegistryStatisticsScreen() {
  const { t } = useTranslation();
  const { account } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ctx = useMemo(() => viewerContext(account ?? { id: 0, department: null }), [account]);
  const { state, setState } = useTableState(erirStatistic, ctx);
  const month = singleMonthOf(state.filters.date__btw);
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: listKey(erirStatistic.name) }), [queryClient]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
        <MonthFilterField field="date" label="Month" testId="estats-month" filters={state.filters} onChange={(filters) => setState({ ...state, filters, page: 1 })} />
        <EstatsActionButton name="build" label="Build" month={month} onDone={reload} />
        <EstatsActionButton name="save" label="Send to ERIR" month={month} onDone={reload} />
        <Button size="small" onClick={() => navigate('/estats/bturls')}>
          {t('BT URLs')}
        </Button>
      </Stack>
      <EntityTable entity={erirStatistic} options={options} />
    </Stack>
  );
}

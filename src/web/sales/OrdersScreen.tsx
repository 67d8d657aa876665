/**
 * /orders (spec 1 §2): the orders table with its quick filters, row actions, merge of ticked
 * rows and the super admin's lock and margin-table export, and a toggle to the statistics view
 * of the same filtered orders.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Stack } from '@mui/material';
import InsertChart from '@mui/icons-material/InsertChart';
import Description from '@mui/icons-material/Description';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { order } from '../../domain/sales/orders';
import { cloneOrder } from '../../domain/sales/sales-actions';
import { useAuth } from '../app/auth';
import { useNotify } from '../app/snackbar';
import { viewerContext } from '../app/viewer';
import { ViewToggle } from '../app/ViewToggle';
import { runAction } from '../data/run-action';
import { EntityTable } from '../entity/EntityTable';
import { listKey } from '../entity/table/use-list-query';
import { useTableState } from '../entity/table/use-table-state';
import type { EntityTableOptions } from '../entity/table/table-options';
import { CloneOrderDialog } from './CloneOrderDialog';
import { DocumentsDialog } from './DocumentsDialog';
import { OrderFiltersBar } from './OrderFiltersBar';
import { orderRowActions, orderSelectionActions, type CloneRequest } from './order-row-actions';
import { SuperAdminOrderButtons } from './SuperAdminOrderButtons';

const OrdersStatisticsView = lazy(() => import('./OrdersStatisticsView').then((m) => ({ default: m.OrdersStatisticsView })));

export default function OrdersScreen() {
  const { account } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ctx = useMemo(() => viewerContext(account ?? { id: 0, department: null }), [account]);
  const { state, setState } = useTableState(order, ctx);
  const [view, setView] = useState<'table' | 'statistics'>('table');
  const [cloning, setCloning] = useState<CloneRequest | null>(null);
  const [documentsOf, setDocumentsOf] = useState<number[] | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: listKey(order.name) });

  const options = useMemo<EntityTableOptions>(
    () => ({
      actions: orderRowActions(setCloning),
      selectionActions: [
        ...orderSelectionActions,
        { label: 'Documents', icon: <Description fontSize="small" />, run: (rows) => setDocumentsOf(rows.map((row) => Number(row.id))) },
      ],
      toolbar: <SuperAdminOrderButtons onChanged={reload} />,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const clone = (withCreatives: boolean) =>
    cloning &&
    void runAction(
      cloneOrder,
      { body: { order: cloning.order, withCreatives } },
      { success: 'Item has been created', then: (answer) => void navigate(`/order/${answer.order}`) },
      { notify, reload },
    );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <ViewToggle<'statistics'> value={view} other={{ value: 'statistics', icon: <InsertChart fontSize="small" />, testId: 'view-statistics' }} onChange={setView} />
        <OrderFiltersBar
          filters={state.filters}
          userId={ctx.userId}
          department={ctx.department}
          onChange={(filters) => setState({ ...state, filters, page: 1 })}
        />
      </Stack>
      {view === 'table' ? (
        <EntityTable entity={order} options={options} />
      ) : (
        <Suspense fallback={null}>
          <OrdersStatisticsView filters={state.filters} />
        </Suspense>
      )}
      {documentsOf && <DocumentsDialog orders={documentsOf} onClose={() => setDocumentsOf(null)} />}
      {cloning && <CloneOrderDialog onConfirm={clone} onClose={() => setCloning(null)} />}
    </Stack>
  );
}

/**
 * The "ERIR ad creative" tab of the order editor (spec 1 §2, §4): the order's creatives with
 * their marker button and check flag (one pure rule, rules/creative-marker.ts), new creatives
 * made in the order, import by marker or order, clone from another order, clone and removal per
 * row, and "Send all to ERIR" (one registry send per creative, through the order's operator).
 */
import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cloneCreatives, importCreatives } from '../../domain/creatives/creative-actions';
import { creative } from '../../domain/creatives';
import { markerState } from '../../domain/creatives/creative-marker';
import { callAction } from '../app/call-action';
import { useNotify } from '../app/snackbar';
import { EntityTable } from '../entity/EntityTable';
import type { EntityTableOptions, Row } from '../entity/table/table-options';
import { listKey } from '../entity/table/use-list-query';
import { CheckFlagCell } from './CheckFlagCell';
import { MarkerCell } from './MarkerCell';
import { OrderChoiceDialog, type OrderChoice } from './OrderChoiceDialog';
import { orderCreativeRowActions } from './creative-row-actions';
import { registryMessages } from '../../domain/registry/registry-actions';
import { sendCreatives } from '../registry/send-to-erir';
import { registryCreativeCells } from '../registry/registry-cells';
import { businessDay } from '../../domain/core/calendar/business-day';
import { dataProvider } from '../data/data-provider';
import { creativeStatistic } from '../../domain/creatives';
import { order as orderEntity } from '../../domain/sales/orders';


interface StatisticRow {
  creative: number;
  date: string;
}

export function OrderCreativesTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'import' | 'clone' | null>(null);
  const order = useQuery({ queryKey: ['order-of-creatives', orderId], queryFn: () => dataProvider.one<{ dateReport: string | null }>(orderEntity, orderId) });
  const statistics = useQuery({
    queryKey: [...listKey('creativeStatistic'), 'of-order', orderId],
    queryFn: () => dataProvider.list<StatisticRow>(creativeStatistic, { order: orderId, full: 'true' }),
  });
  const dateReport = order.data?.dateReport ?? null;
  const statisticDates = useMemo(() => new Map((statistics.data?.results ?? []).map((row) => [row.creative, row.date])), [statistics.data]);

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: listKey('creative') });
    void queryClient.invalidateQueries({ queryKey: listKey('creativeStatistic') });
  };
  const stateOf = (row: Row) =>
    markerState({ dateReport, today: businessDay(), statisticDate: statisticDates.get(Number(row.id)) ?? null, needCheckInCh: !!row.needCheckInCh });

  const importFrom = async (choice: OrderChoice) => {
    const answer = await callAction(importCreatives, { body: { order: orderId, marker: choice.marker || null, fromOrder: choice.order } });
    notify('Creatives imported: {{count}}', 'success', { count: String(answer.creatives.length) });
    reload();
  };
  const cloneFrom = async (choice: OrderChoice) => {
    const answer = await callAction(cloneCreatives, { body: { orderFrom: choice.order!, orderTo: orderId } });
    notify('Creatives cloned: {{count}}', 'success', { count: String(answer.creatives.length) });
    reload();
  };

  const [sending, setSending] = useState(false);
  const sendAll = async () => {
    setSending(true);
    try {
      const { results } = await dataProvider.list<Row>(creative, { orders: orderId, full: 'true' });
      await sendCreatives(results.map((row) => Number(row.id)), registryMessages.creativesSent, { notify, reload });
    } finally {
      setSending(false);
    }
  };

  const options: EntityTableOptions = {
    syncUrl: false,
    fixedFilters: { orders: String(orderId) },
    actions: orderCreativeRowActions(orderId),
    editorOptions: {
      initialValues: { orders: [orderId], primarilyOrder: orderId },
      fieldDisabled: (name, { model }) => name === 'needCheckInCh' && model.id !== undefined && !stateOf(model as Row).checkFlagEditable,
    },
    cells: {
      marker: (row) => <MarkerCell marker={(row.marker as string | null) ?? null} state={stateOf(row)} statisticDate={statisticDates.get(Number(row.id)) ?? null} />,
      ...registryCreativeCells,
      needCheckInCh: (row) => <CheckFlagCell creativeId={row.id} checked={!!row.needCheckInCh} editable={stateOf(row).checkFlagEditable} onSaved={reload} />,
    },
    toolbar: (
      <>
        <Button size="small" variant="outlined" onClick={() => setDialog('import')}>
          {t('Import')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setDialog('clone')}>
          {t('Clone from order')}
        </Button>
        <Button size="small" variant="outlined" disabled={sending} onClick={() => void sendAll()}>
          {t('Send all to ERIR')}
        </Button>
      </>
    ),
  };

  return (
    <>
      <EntityTable entity={creative} options={options} />
      {dialog === 'import' && <OrderChoiceDialog title="Import creatives" withMarker onSubmit={importFrom} onClose={() => setDialog(null)} />}
      {dialog === 'clone' && <OrderChoiceDialog title="Clone creatives from another order" withMarker={false} onSubmit={cloneFrom} onClose={() => setDialog(null)} />}
    </>
  );
}

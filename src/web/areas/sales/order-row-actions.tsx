/**
 * Row and selection actions of the orders table (spec 1 §2): clone (asking whether to clone
 * the creatives), split (opening the new orders in new tabs), set paid (only when not PAID),
 * merge of the ticked rows — each after a confirmation, each the declared API action.
 */
import ContentCopy from '@mui/icons-material/ContentCopy';
import CallSplit from '@mui/icons-material/CallSplit';
import CallMerge from '@mui/icons-material/CallMerge';
import Paid from '@mui/icons-material/Paid';
import { cloneOrder, mergeOrders, setOrderPaid, splitOrders } from '../../../domain/actions/sales-actions';
import { callAction } from '../../app/call-action';
import { errorMessage } from '../../app/api-error';
import type { RowAction, SelectionAction } from '../../entity/table/table-options';

export interface CloneRequest {
  order: number;
}

/** Clone opens a small dialog of its own (with or without creatives); `ask` shows it. */
export function orderRowActions(ask: (request: CloneRequest) => void): RowAction[] {
  return [
    { label: 'Clone', icon: <ContentCopy fontSize="small" />, run: (row) => ask({ order: Number(row.id) }) },
    {
      label: 'Split',
      icon: <CallSplit fontSize="small" />,
      confirm: 'Split the order into one order per product?',
      run: async (row, { reload, notify }) => {
        try {
          const answer = await callAction(splitOrders, { body: { orders: [Number(row.id)] } });
          for (const url of answer.orders) window.open(url, '_blank', 'noopener');
          notify(answer.orders.length ? 'Success!' : 'Nothing to split: the order has one product', answer.orders.length ? 'success' : 'warning');
          reload();
        } catch (e) {
          notify(errorMessage(e), 'error');
        }
      },
    },
    {
      label: 'Set paid',
      icon: <Paid fontSize="small" />,
      visible: (row) => row.paymentStatus !== 'PAID',
      confirm: 'Create an invoice for the unpaid remainder?',
      run: async (row, { reload, notify }) => {
        try {
          await callAction(setOrderPaid, { body: { order: Number(row.id) } });
          notify('Success!', 'success');
          reload();
        } catch (e) {
          notify(errorMessage(e), 'error');
        }
      },
    },
  ];
}

export const orderSelectionActions: SelectionAction[] = [
  {
    label: 'Merge',
    icon: <CallMerge fontSize="small" />,
    minRows: 2,
    confirm: 'Merge the selected orders into the first one?',
    run: async (rows, { reload, notify }) => {
      try {
        await callAction(mergeOrders, { body: { orders: rows.map((row) => Number(row.id)) } });
        notify('Success!', 'success');
        reload();
      } catch (e) {
        notify(errorMessage(e), 'error');
      }
    },
  },
];

export async function cloneOrderNow(request: CloneRequest, withCreatives: boolean): Promise<number> {
  const answer = await callAction(cloneOrder, { body: { order: request.order, withCreatives } });
  return answer.order;
}

/**
 * Row and selection actions of the orders table (spec 1 §2): clone (asking whether to clone
 * the creatives), split (opening the new orders in new tabs), set paid, merge of the ticked
 * rows. Who sees them and on which rows comes from the declared actions.
 */
import ContentCopy from '@mui/icons-material/ContentCopy';
import CallSplit from '@mui/icons-material/CallSplit';
import CallMerge from '@mui/icons-material/CallMerge';
import Paid from '@mui/icons-material/Paid';
import { actionVerdict } from '../../domain/core/actions/action';
import { cloneOrder, mergeOrders, orderPath, setOrderPaid, splitOrders } from '../../domain/sales/sales-actions';
import { offerOnRow, offerOnSelection } from '../data/declared-actions';
import type { RowAction, SelectionAction } from '../entity/table/table-options';

export interface CloneRequest {
  order: number;
}

/** Clone opens a small dialog of its own (with or without creatives); `ask` shows it. */
export function orderRowActions(ask: (request: CloneRequest) => void): RowAction[] {
  return [
    {
      label: 'Clone',
      icon: <ContentCopy fontSize="small" />,
      verdict: (row, actor) => actionVerdict(cloneOrder, actor, row),
      run: (row) => ask({ order: Number(row.id) }),
    },
    offerOnRow(splitOrders, {
      label: 'Split',
      icon: <CallSplit fontSize="small" />,
      call: (row) => ({ body: { orders: [Number(row.id)] } }),
      // The new orders open where the server's answer says (orderPath), in new tabs.
      target: (row) => orderPath(row.id),
      then: (answer) => {
        for (const url of answer.orders) window.open(url, '_blank', 'noopener');
      },
      success: (answer) =>
        answer.orders.length ? 'Success!' : { message: 'Nothing to split: the order has one product', colour: 'warning' },
    }),
    // A paid order does not list "Set paid" at all (spec 1 §2).
    offerOnRow(setOrderPaid, { label: 'Set paid', icon: <Paid fontSize="small" />, hideUnavailable: true, call: (row) => ({ body: { order: Number(row.id) } }) }),
  ];
}

export const orderSelectionActions: SelectionAction[] = [
  offerOnSelection(mergeOrders, {
    label: 'Merge',
    icon: <CallMerge fontSize="small" />,
    minRows: 2,
    call: (rows) => ({ body: { orders: rows.map((row) => Number(row.id)) } }),
  }),
];

/** Row actions of an order's creatives: clone into this order, remove from this order only (spec 1 §2, §7). */
import ContentCopy from '@mui/icons-material/ContentCopy';
import LinkOff from '@mui/icons-material/LinkOff';
import { cloneCreatives } from '../../domain/creatives/creative-actions';
import { creative } from '../../domain/creatives/creative';
import { dataProvider } from '../data/data-provider';
import { offerOnRow } from '../data/declared-actions';
import { runCall } from '../data/run-action';
import type { RowAction } from '../entity/table/table-options';
import { refusalText } from './error-text';

export function orderCreativeRowActions(orderId: number): RowAction[] {
  return [
    offerOnRow(cloneCreatives, {
      label: 'Clone',
      icon: <ContentCopy fontSize="small" />,
      confirm: 'Clone the creative into this order?',
      call: (row) => ({ body: { orderFrom: orderId, creatives: [Number(row.id)] } }),
      success: 'Item has been created',
      errorText: refusalText,
    }),
    {
      label: 'Remove from order',
      icon: <LinkOff fontSize="small" />,
      confirm: 'Remove the creative from this order?',
      run: (row, helpers) =>
        void runCall(() => dataProvider.delete(creative, row.id, { order: orderId }), { success: 'Item has been updated', errorText: refusalText }, helpers),
    },
  ];
}

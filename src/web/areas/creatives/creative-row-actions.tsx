/** Row actions of an order's creatives: clone into this order, remove from this order only (spec 1 §2, §7). */
import ContentCopy from '@mui/icons-material/ContentCopy';
import LinkOff from '@mui/icons-material/LinkOff';
import { cloneCreatives } from '../../../domain/actions/creative-actions';
import { callAction } from '../../app/call-action';
import type { RowAction } from '../../entity/table/table-options';
import { refusalText } from './error-text';
import { dataProvider } from '../../data/data-provider';
import { creative } from '../../../domain/entities/creatives/creative';

export function orderCreativeRowActions(orderId: number): RowAction[] {
  return [
    {
      label: 'Clone',
      icon: <ContentCopy fontSize="small" />,
      confirm: 'Clone the creative into this order?',
      run: async (row, { reload, notify }) => {
        try {
          await callAction(cloneCreatives, { body: { orderFrom: orderId, creatives: [Number(row.id)] } });
          notify('Item has been created', 'success');
          reload();
        } catch (e) {
          notify(refusalText(e), 'error');
        }
      },
    },
    {
      label: 'Remove from order',
      icon: <LinkOff fontSize="small" />,
      confirm: 'Remove the creative from this order?',
      run: async (row, { reload, notify }) => {
        try {
          await dataProvider.delete(creative, row.id, { order: orderId });
          notify('Item has been updated', 'success');
          reload();
        } catch (e) {
          notify(refusalText(e), 'error');
        }
      },
    },
  ];
}

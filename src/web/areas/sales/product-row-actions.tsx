/** "Clone" of the products table inside an order (spec 1 §2): a copy in the same order. */
import ContentCopy from '@mui/icons-material/ContentCopy';
import { cloneProduct } from '../../../domain/actions/sales-actions';
import { callAction } from '../../app/call-action';
import { errorMessage } from '../../app/api-error';
import type { RowAction } from '../../entity/table/table-options';

export const productRowActions: RowAction[] = [
  {
    label: 'Clone',
    icon: <ContentCopy fontSize="small" />,
    confirm: 'Clone the product?',
    run: async (row, { reload, notify }) => {
      try {
        await callAction(cloneProduct, { body: { id: Number(row.id) } });
        notify('Item has been created', 'success');
        reload();
      } catch (e) {
        notify(errorMessage(e), 'error');
      }
    },
  },
];

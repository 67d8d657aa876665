/** "Clone" of the products table inside an order (spec 1 §2): a copy in the same order. */
import ContentCopy from '@mui/icons-material/ContentCopy';
import { cloneProduct } from '../../domain/sales/sales-actions';
import { offerOnRow } from '../data/declared-actions';
import type { RowAction } from '../entity/table/table-options';

export const productRowActions: RowAction[] = [
  offerOnRow(cloneProduct, { label: 'Clone', icon: <ContentCopy fontSize="small" />, call: (row) => ({ body: { id: Number(row.id) } }), success: 'Item has been created' }),
];

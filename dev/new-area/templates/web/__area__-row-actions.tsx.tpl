/** The row menu's copy of __Title__: shown and run as the declared action says. */
import ContentCopy from '@mui/icons-material/ContentCopy';
import { __areaCamel__Messages, copy__Entity__ } from '../../domain/__area__/__area__-actions';
import { offerOnRow } from '../data/declared-actions';
import type { RowAction } from '../entity/table/table-options';

export const __areaCamel__RowActions: RowAction[] = [
  offerOnRow(copy__Entity__, { label: __areaCamel__Messages.copy, icon: <ContentCopy fontSize="small" />, call: (row) => ({ body: { id: Number(row.id) } }), success: __areaCamel__Messages.copied }),
];

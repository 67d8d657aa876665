/**
 * Row menus of the publisher side (spec 2 §2.2): a publisher's link to its editor copied, and
 * "Send to ERIR" with a sub-menu per registry API for publishers and publisher contracts.
 */
import Link from '@mui/icons-material/Link';
import { publisherContractToErir, publisherMessages, publisherToErir } from '../../domain/publishers/publisher-actions';
import type { RowAction } from '../entity/table/table-options';
import { sendToErirAction } from '../registry/registry-row-actions';

/** The address of a publisher's editor (spec 2 §2.1 /publishers/{id}). */
export const publisherEditorPath = (id: number | string) => `/publishers/${id}`;

const copyLinkAction: RowAction = {
  label: 'Copy link',
  icon: <Link fontSize="small" />,
  target: (row) => publisherEditorPath(row.id),
  run: async (row, helpers) => {
    try {
      await navigator.clipboard.writeText(new URL(publisherEditorPath(row.id), window.location.origin).href);
      helpers.notify('Link copied', 'success');
    } catch {
      helpers.notify('The link could not be copied', 'warning');
    }
  },
};

export const publisherRowActions = [copyLinkAction, sendToErirAction(publisherToErir, publisherMessages.publisherSent)];
export const publisherContractRowActions = [sendToErirAction(publisherContractToErir, publisherMessages.contractSent)];

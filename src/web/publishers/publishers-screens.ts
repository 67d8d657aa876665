/**
 * The publisher side (spec 2 §2.1, §2.2): the publishers table and its editor at
 * /publishers/{id}; the publisher contracts tab of the Contracts group (dialog editor; after a
 * save the table shows that contract's number) and /publisherContract/{id}; the sources tabs:
 * panels (no create, no row menu, "Sync with panel"), SSPs and non-media sources with the
 * spreadsheet upload; the publisher invoices tab (/psspInvoices) and the publisher reports tab of
 * the acts group (/psspExports).
 */
import { createElement } from 'react';
import Storefront from '@mui/icons-material/Storefront';
import Hub from '@mui/icons-material/Hub';
import { editorPage, tableScreen } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';
import { registryCells } from '../registry/registry-cells';
import { UploadButton } from '../entity/upload/UploadButton';
import { nonMediaUpload } from './nonmedia-upload';
import { PanelSyncButton } from './PanelSyncButton';
import { publisherEditorOptions } from './publisher-editor-options';
import { publisherContractRowActions, publisherEditorPath, publisherRowActions } from './publisher-row-actions';

const sources = 'publisherSources';

export const screens: AppRoute[] = [
  screen('/publishers', 'Publishers', tableScreen('publisher', { editorPath: publisherEditorPath, actions: publisherRowActions }), { icon: Storefront, navOrder: 5, group: 'publishers' }),
  screen('/psspInvoices', 'Publisher invoices', () => import('./PublisherInvoicesScreen'), { group: 'publishers', entity: 'publisherInvoice' }),
  screen('/publishers/:id', 'Publisher', editorPage('publisher', publisherEditorOptions)),
  screen('/psspExports', 'Publisher reports', () => import('./PublisherReportsScreen'), { group: 'erirActs', entity: 'publisherReport' }),
  screen(
    '/publisherContract',
    'Publisher contracts',
    tableScreen('publisherContract', {
      actions: publisherContractRowActions,
      cells: registryCells,
      filtersAfterSave: (saved) => (typeof saved.number === 'string' && saved.number ? { number: saved.number } : undefined),
    }),
    { group: 'contracts' },
  ),
  screen('/publisherContract/:id', 'Publisher contract', editorPage('publisherContract')),
  screen('/panelPublishers', 'Panel publishers', tableScreen('panel', { toolbar: createElement(PanelSyncButton) }), { icon: Hub, navOrder: 6, group: sources }),
  screen('/sspPublishers', 'SSP publishers', tableScreen('ssp'), { group: sources }),
  screen('/externalPublishers', 'External publishers', tableScreen('nonMedia', { toolbar: createElement(UploadButton, { upload: nonMediaUpload }) }), { group: sources }),
];

/**
 * Sales (spec 1 §2): orders with their editor, the Contracts tab group (contracts, original
 * contracts) and the Finance tab group (payments, accounts receivable).
 */
import { createElement } from 'react';
import Assignment from '@mui/icons-material/Assignment';
import Description from '@mui/icons-material/Description';
import Payments from '@mui/icons-material/Payments';
import { editorPage, tableScreen } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';
import { contractRowActions, originalContractRowActions } from './contract-row-actions';
import { orderRowActions } from './order-row-actions';
import { registryCells } from '../registry/registry-cells';
import { LatenessChip } from './LatenessChip';

export const screens: AppRoute[] = [
  screen('/orders', 'Orders', () => import('./OrdersScreen'), { icon: Assignment, navOrder: 1, entity: 'order', rowActions: orderRowActions(() => undefined) }),
  screen('/order/:id', 'Order', () => import('./OrderEditorScreen'), { entity: 'order' }),
  screen('/contracts', 'Contracts', tableScreen('contract', { actions: contractRowActions, cells: registryCells }), { icon: Description, navOrder: 2, group: 'contracts' }),
  screen('/originalContracts', 'Original contracts', tableScreen('originalContract', { actions: originalContractRowActions, cells: registryCells }), { group: 'contracts' }),
  screen('/contract/:id', 'Contract', editorPage('contract')),
  // spec 2 §2.1: /originalContract/{id} opens the original contract's editor as a page.
  screen('/originalContract/:id', 'Original contract', editorPage('originalContract')),
  screen('/payments', 'Payments', () => import('./PaymentsScreen'), { icon: Payments, navOrder: 3, group: 'finance', entity: 'invoice' }),
  screen(
    '/accountsReceivable',
    'Accounts receivable',
    tableScreen('accountsReceivable', { cells: { lateDays: (row) => createElement(LatenessChip, { days: row.lateDays as number | null }) } }),
    { group: 'finance' },
  ),
];

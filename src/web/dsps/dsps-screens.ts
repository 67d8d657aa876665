/**
 * The DSP side (spec 2 §2.3): the DSP table and its full-page editor at /dsp/{id}, the DSP
 * contracts tab of the Contracts group (/dspContracts with "Send to ERIR" per operator, editor
 * /dspContract/{id}), DSP invoices (/dspInvoices with "Generate invoices" and "Set paid", editor
 * /dspInvoices/{id}) and missed markers (/missedMarkers: the month screen with the DSP file upload, the
 * row menu's DSP id and unmatched-lines download).
 */
import { createElement, lazy } from 'react';
import Dns from '@mui/icons-material/Dns';
import { editorPage, tableScreen } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';
import { dsp, dspContract } from '../../domain/dsps/dsp-entities';
import { contractNdsOptions } from '../buying-invoices/contract-nds';
import { registryCells } from '../registry/registry-cells';
import { dspContractRowActions, dspInvoiceRowActions } from './dsp-row-actions';

const group = 'dsps';

// Lazy: its month picker brings the date pickers, which the shell must not load (initial JS budget).
const GenerateDspInvoicesButton = lazy(() => import('./GenerateDspInvoicesButton').then((module) => ({ default: module.GenerateDspInvoicesButton })));

export const screens: AppRoute[] = [
  screen('/dsp', 'DSPs', tableScreen('dsp'), { icon: Dns, navOrder: 8, group }),
  screen('/dsp/:id', 'DSP', editorPage('dsp')),
  screen('/dspContracts', 'DSP contracts', tableScreen('dspContract', { actions: dspContractRowActions, cells: registryCells }), { group: 'contracts' }),
  screen('/dspContract/:id', 'DSP contract', editorPage('dspContract')),
  screen('/dspInvoices', 'DSP invoices', tableScreen('dspInvoice', { editorPath: (id) => `/dspInvoices/${id}`, actions: dspInvoiceRowActions, toolbar: createElement(GenerateDspInvoicesButton) }), { group }),
  screen('/dspInvoices/:id', 'DSP invoice', editorPage('dspInvoice', contractNdsOptions(dsp, dspContract))),
  screen('/missedMarkers', 'Missed markers', () => import('./MissedMarkersScreen'), { group, entity: 'dspMissedMarker' }),
];

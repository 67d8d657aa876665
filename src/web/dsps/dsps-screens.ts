/**
 * The DSP side (spec 2 §2.3): the DSP table and its full-page editor at /dsp/{id}, the DSP
 * contracts tab of the Contracts group (/dspContracts, editor /dspContract/{id}), DSP invoices
 * (/dspInvoices, editor /dspInvoices/{id}) and missed markers (/missedMarkers).
 */
import Dns from '@mui/icons-material/Dns';
import { editorPage, tableScreen } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';
import { registryCells } from '../registry/registry-cells';

const group = 'dsps';

export const screens: AppRoute[] = [
  screen('/dsp', 'DSPs', tableScreen('dsp'), { icon: Dns, navOrder: 8, group }),
  screen('/dsp/:id', 'DSP', editorPage('dsp')),
  screen('/dspContracts', 'DSP contracts', tableScreen('dspContract', { cells: registryCells }), { group: 'contracts' }),
  screen('/dspContract/:id', 'DSP contract', editorPage('dspContract')),
  screen('/dspInvoices', 'DSP invoices', tableScreen('dspInvoice'), { group }),
  screen('/dspInvoices/:id', 'DSP invoice', editorPage('dspInvoice')),
  screen('/missedMarkers', 'Missed markers', tableScreen('dspMissedMarker'), { group }),
];

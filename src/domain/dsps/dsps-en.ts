/** English labels of the DSP side (spec 2 §2.3, §3): DSPs, their contracts, invoices and missed markers. */
import { dspLineProblemTexts } from './dsp-info-rows';
import type { Catalogue } from '../core/i18n/messages';

export const dspsEn: Catalogue = {
  DSPs: 'DSPs',
  DSP: 'DSP',
  'DSP contracts': 'DSP contracts',
  'DSP contract': 'DSP contract',
  'DSP invoices': 'DSP invoices',
  'DSP invoice': 'DSP invoice',
  'Missed markers': 'Missed markers',
  'Generate the DSP invoices of the month?': 'Generate the DSP invoices of the month?',
  'Upload DSP file': 'Upload DSP file',
  'DSP id: {{id}}': 'DSP id: {{id}}',
  'Download unmatched lines': 'Download unmatched lines',
  'DSP id': 'DSP id',
  'Mark this invoice as paid in full?': 'Mark this invoice as paid in full?',
  ...dspLineProblemTexts,
  'entities.dsp': 'DSP',
  'entities.dspContract': 'DSP contract',
  'entities.dspInvoice': 'DSP invoice',
  'entities.dspMissedMarker': 'Missed markers',
  'fields.dsp': 'DSP',
  'fields.dspId': 'DSP ids',
  'fields.url': 'URL',
  'fields.needSendOrd': 'Send to ORD',
  'fields.originalAmount': 'DSP stated amount',
  'fields.dspAmount': 'DSP amount',
  'fields.diff': 'Difference',
  'fields.budget': 'Budget',
  'fields.invoiceBudget': 'Invoice budget',
};

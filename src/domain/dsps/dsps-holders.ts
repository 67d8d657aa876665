/** How a refused delete counts the dsps area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const dspsHolders: HolderNames = {
  en: {
    dspContract: ['DSP contract', 'DSP contracts'],
    dsp: ['DSP', 'DSPs'],
    dspInvoice: ['DSP invoice', 'DSP invoices'],
    dspMissedMarker: ['missed-marker row', 'missed-marker rows'],
  },
  ru: {
    dspContract: ['договор DSP', 'договора DSP', 'договоров DSP'],
    dsp: ['DSP', 'DSP', 'DSP'],
    dspInvoice: ['счёт DSP', 'счёта DSP', 'счетов DSP'],
    dspMissedMarker: ['строка пропущенных маркеров', 'строки пропущенных маркеров', 'строк пропущенных маркеров'],
  },
};

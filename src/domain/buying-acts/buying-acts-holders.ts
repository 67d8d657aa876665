/** How a refused delete counts the buying-acts area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const buyingActsHolders: HolderNames = {
  en: {
    publisherAct: ['publisher act', 'publisher acts'],
    publisherActItem: ['act item', 'act items'],
    dspAct: ['DSP act', 'DSP acts'],
    dspActItem: ['act item', 'act items'],
  },
  ru: {
    publisherAct: ['акт паблишера', 'акта паблишеров', 'актов паблишеров'],
    publisherActItem: ['позиция акта', 'позиции актов', 'позиций актов'],
    dspAct: ['акт DSP', 'акта DSP', 'актов DSP'],
    dspActItem: ['позиция акта', 'позиции актов', 'позиций актов'],
  },
};

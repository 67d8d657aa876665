/** How a refused delete counts the publishers area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const publishersHolders: HolderNames = {
  en: {
    publisherContract: ['publisher contract', 'publisher contracts'],
    publisher: ['publisher', 'publishers'],
    publisherInvoice: ['publisher invoice', 'publisher invoices'],
    publisherReport: ['publisher report', 'publisher reports'],
    ssp: ['SSP', 'SSPs'],
    panel: ['panel', 'panels'],
    nonMedia: ['non-media source', 'non-media sources'],
  },
  ru: {
    publisherContract: ['договор паблишера', 'договора паблишеров', 'договоров паблишеров'],
    publisher: ['паблишер', 'паблишера', 'паблишеров'],
    publisherInvoice: ['счёт паблишера', 'счёта паблишеров', 'счетов паблишеров'],
    publisherReport: ['отчёт паблишера', 'отчёта паблишеров', 'отчётов паблишеров'],
    ssp: ['SSP', 'SSP', 'SSP'],
    panel: ['панель', 'панели', 'панелей'],
    nonMedia: ['немедийный источник', 'немедийных источника', 'немедийных источников'],
  },
};

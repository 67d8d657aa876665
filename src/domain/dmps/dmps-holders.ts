/** How a refused delete counts the dmps area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const dmpsHolders: HolderNames = {
  en: {
    dmp: ['DMP', 'DMPs'],
    dmpAudience: ['DMP audience', 'DMP audiences'],
    dmpExport: ['DMP export', 'DMP exports'],
  },
  ru: {
    dmp: ['DMP', 'DMP', 'DMP'],
    dmpAudience: ['аудитория DMP', 'аудитории DMP', 'аудиторий DMP'],
    dmpExport: ['выгрузка DMP', 'выгрузки DMP', 'выгрузок DMP'],
  },
};

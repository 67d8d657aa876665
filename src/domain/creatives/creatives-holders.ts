/** How a refused delete counts the creatives area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const creativesHolders: HolderNames = {
  en: {
    creative: ['creative', 'creatives'],
    creativeStatistic: ['creative statistic', 'creative statistics'],
  },
  ru: {
    creative: ['креатив', 'креатива', 'креативов'],
    creativeStatistic: ['статистика креатива', 'статистики креативов', 'статистик креативов'],
  },
};

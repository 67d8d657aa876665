/** How a refused delete counts the registry-acts area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const registryActsHolders: HolderNames = {
  en: {
    erirAct: ['order act', 'order acts'],
    erirActItem: ['act item', 'act items'],
    erirStatistic: ['ERIR statistic', 'ERIR statistics'],
  },
  ru: {
    erirAct: ['акт по заказу', 'акта по заказам', 'актов по заказам'],
    erirActItem: ['позиция акта', 'позиции актов', 'позиций актов'],
    erirStatistic: ['статистика ЕРИР', 'статистики ЕРИР', 'статистик ЕРИР'],
  },
};

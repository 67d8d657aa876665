/** How a refused delete counts the sales area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const salesHolders: HolderNames = {
  en: {
    contract: ['contract', 'contracts'],
    originalContract: ['original contract', 'original contracts'],
    order: ['order', 'orders'],
    product: ['product', 'products'],
    invoice: ['payment', 'payments'],
  },
  ru: {
    contract: ['договор', 'договора', 'договоров'],
    originalContract: ['изначальный договор', 'изначальных договора', 'изначальных договоров'],
    order: ['заказ', 'заказа', 'заказов'],
    product: ['продукт', 'продукта', 'продуктов'],
    invoice: ['оплата', 'оплаты', 'оплат'],
  },
};

/**
 * Russian entries of the area's refusal codes whose English entry is not a translated message key
 * (the others take the key's translation).
 */
import type { salesRefusals } from './sales-refusals';

export const salesRefusalsRu: Partial<Record<keyof typeof salesRefusals, string>> = {
  'orders.merge.differs': 'У объединяемых заказов должно совпадать поле «$t(fields.{{field}})»',
  'orders.notFound': 'Заказ {{id}} не найден',
  'products.notFound': 'Продукт {{id}} не найден',
};

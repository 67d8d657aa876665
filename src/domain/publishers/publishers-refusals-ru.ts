/**
 * Russian entries of the area's refusal codes whose English entry is not a translated message key
 * (the others take the key's translation).
 */
import type { publishersRefusals } from './publishers-refusals';

export const publishersRefusalsRu: Partial<Record<keyof typeof publishersRefusals, string>> = {
  'publishers.notXlsx': 'Файл должен быть в формате .xlsx',
  'publishers.noFile': 'Выберите файл для загрузки',
  'publishers.generateInvoicesWithoutDate': 'Нельзя сформировать счета без указанной даты',
  'publishers.invoiceNotFound': 'Счёт {{id}} не найден',
  'publishers.nonMediaHeader': 'Первая строка должна быть: nonmedia_id, date, impressions, amount',
};

/**
 * Russian entries of the area's refusal codes whose English entry is not a translated message key
 * (the others take the key's translation).
 */
import type { dspsRefusals } from './dsps-refusals';

export const dspsRefusalsRu: Partial<Record<keyof typeof dspsRefusals, string>> = {
  'dsps.generateWithoutDate': 'Нельзя сформировать счета без указанной даты',
  'dsps.dspInfoHeader': 'Первая строка должна быть: dsp_id, date, marker, impressions, budget',
};

/** Russian texts of __Title__. */
import type { Catalogue } from '../core/i18n/messages';
import { __areaCamel__Messages } from './__area__-actions';

export const __areaCamel__Ru: Catalogue = {
  '__Title__': '__TitleRu__',
  'entities.__entity__': '__EntityTitleRu__',
  'fields.note': 'Примечание',
  [__areaCamel__Messages.copy]: 'Копировать',
  [__areaCamel__Messages.copied]: 'Копия создана',
  [__areaCamel__Messages.confirmCopy]: 'Создать копию?',
};

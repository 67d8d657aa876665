/** The names of the field kinds in both languages (`fieldKinds.date`), as a refused filter names them. */
import type { FieldKind } from '../fields';
import type { Catalogue } from './messages';

const names: Record<FieldKind, [en: string, ru: string]> = {
  string: ['text', 'строка'],
  text: ['long text', 'длинный текст'],
  int: ['integer', 'целое число'],
  decimal: ['decimal', 'дробное число'],
  money: ['money', 'сумма'],
  date: ['date', 'дата'],
  datetime: ['date and time', 'дата и время'],
  boolean: ['yes or no', 'да или нет'],
  enum: ['choice', 'выбор'],
  enumlist: ['choices', 'несколько значений'],
  ref: ['reference', 'ссылка'],
  reflist: ['references', 'ссылки'],
  list: ['list', 'список'],
  url: ['link', 'ссылка на сайт'],
  file: ['file', 'файл'],
  filelist: ['files', 'файлы'],
  json: ['key and value pairs', 'пары ключ-значение'],
};

const catalogueOf = (language: 0 | 1): Catalogue => Object.fromEntries(Object.entries(names).map(([kind, texts]) => [`fieldKinds.${kind}`, texts[language]]));

export const fieldKindsEn = catalogueOf(0);
export const fieldKindsRu = catalogueOf(1);

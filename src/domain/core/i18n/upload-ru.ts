/** Русские тексты окна загрузки таблицы (web `entity/upload/`) и его карточки состояния. */
import type { Catalogue } from './messages';

export const uploadRu: Catalogue = {
  'upload.template': 'Скачать шаблон',
  'upload.choose': 'Выбрать файл',
  'upload.noFile': 'Файл не выбран',
  'upload.send': 'Загрузить',
  'upload.uploading': 'Загружается {{name}}…',
  'upload.failed': 'Ошибка',
  'upload.done': 'Готово',
  'upload.errors': 'Ошибок: {{count}}',
  'upload.more': '…и ещё {{count}}',
  'upload.errorsLog': 'Скачать {{name}}',
  'upload.toast': '{{detail}}. Готово, ошибок: {{count}}',
  'upload.rowsTaken': 'Принято строк: {{count}}',
  'upload.wrongType': 'Файл должен быть {{extensions}}',
};

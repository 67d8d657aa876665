/** Russian texts of the reference area: the reference tables. */
import type { Catalogue } from '../core/i18n/messages';

export const referenceRu: Catalogue = {
  'Product formats': 'Форматы продуктов',
  KKTU: 'ККТУ',
  'BT URLs': 'BT URL',
  'entities.organisation': 'Организация',
  'entities.billingInfoPreset': 'Шаблон реквизитов',
  'entities.productFormat': 'Формат продукта',
  'entities.kktu': 'ККТУ',
  'entities.btUrl': 'BT URL',
  'entities.department': 'Отдел',
  'entities.country': 'Страна',
  'fields.title': 'Код и название',
  'fields.code': 'Код',
  'fields.inn': 'ИНН',
  'fields.fieldNames': 'Поля',
  'fields.urls': 'URL',
};

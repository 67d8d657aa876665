/** English texts of the reference area: the reference tables. */
import type { Catalogue } from '../core/i18n/messages';

export const referenceEn: Catalogue = {
  'Product formats': 'Product formats',
  KKTU: 'KKTU',
  'BT URLs': 'BT URLs',
  'entities.organisation': 'Organisation',
  'entities.billingInfoPreset': 'Billing info preset',
  'entities.productFormat': 'Product format',
  'entities.kktu': 'KKTU',
  'entities.btUrl': 'BT URLs',
  'entities.department': 'Department',
  'entities.country': 'Country',
  'fields.title': 'Code and name',
  'fields.code': 'Code',
  'fields.inn': 'Tax number (INN)',
  'fields.fieldNames': 'Field names',
  'fields.urls': 'URLs',
};

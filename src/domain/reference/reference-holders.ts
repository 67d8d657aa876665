/** How a refused delete counts the reference area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const referenceHolders: HolderNames = {
  en: {
    organisation: ['organisation', 'organisations'],
    department: ['department', 'departments'],
    country: ['country', 'countries'],
    billingInfoPreset: ['billing info preset', 'billing info presets'],
    productFormat: ['product format', 'product formats'],
    kktu: ['KKTU code', 'KKTU codes'],
    btUrl: ['BT URL', 'BT URLs'],
  },
  ru: {
    organisation: ['организация', 'организации', 'организаций'],
    department: ['отдел', 'отдела', 'отделов'],
    country: ['страна', 'страны', 'стран'],
    billingInfoPreset: ['шаблон реквизитов', 'шаблона реквизитов', 'шаблонов реквизитов'],
    productFormat: ['формат продукта', 'формата продуктов', 'форматов продуктов'],
    kktu: ['код ККТУ', 'кода ККТУ', 'кодов ККТУ'],
    btUrl: ['ссылка BT', 'ссылки BT', 'ссылок BT'],
  },
};

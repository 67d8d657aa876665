/** Russian texts of enumeration values (`enums.<name>.<value>`), for the enums the screens show. */
import type { Catalogue } from './messages';

export const ruEnums: Catalogue = {
  'enums.clientType.NA': 'Н/Д',
  'enums.clientType.DIRECT': 'Прямой',
  'enums.clientType.AGENCY': 'Агентство',
  'enums.legalForm.LEGAL': 'Юридическое лицо',
  'enums.legalForm.IP': 'Индивидуальный предприниматель',
  'enums.legalForm.PHYSIC': 'Физическое лицо',
  'enums.legalForm.INDIVIDUAL': 'Частное лицо',
  'enums.ownershipForm.OOO': 'ООО',
  'enums.ownershipForm.IP': 'ИП',
  'enums.ownershipForm.AO': 'АО',
  'enums.ownershipForm.ZAO': 'ЗАО',
  'enums.ownershipForm.ANO': 'АНО',
  'enums.ownershipForm.TOO': 'ТОО',
  'enums.locale.en': 'Английский',
  'enums.locale.ru': 'Русский',
  'enums.userRole.ADMIN': 'Администратор',
  'enums.userRole.MANAGER': 'Менеджер',
  'enums.userRole.USER': 'Пользователь',
};

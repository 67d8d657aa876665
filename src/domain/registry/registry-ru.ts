/** Russian labels of the registry area. */
import { registryMessages } from './registry-actions';
import type { Catalogue } from '../core/i18n/messages';

export const registryRu: Catalogue = {
  'Send to ERIR': 'Отправить в ЕРИР',
  VK: 'VK',
  OZON: 'OZON',
  OTM: 'OTM',
  'fields.erirState': 'Состояние в ЕРИР',
  'fields.erirMessages': 'Сообщения оператора',
  'enums.registryState.queued': 'В очереди',
  'enums.registryState.sent': 'Отправлено',
  'enums.registryState.processing': 'Обрабатывается',
  'enums.registryState.verified': 'Принято ЕРИР',
  'enums.registryState.rejected': 'Отклонено',
  'enums.registryState.failed': 'Ошибка отправки',
  'LegalEntity sent successfully': 'Юридическое лицо отправлено',
  'Contract are sent': 'Договор отправлен',
  'Original Contract are sent': 'Изначальный договор отправлен',
  'Platform sent successfully': 'Площадка отправлена',
  'All creatives are sent': 'Все креативы отправлены',
  'Contract sent successfully': 'Договор отправлен',
  'Publisher sent successfully': 'Паблишер отправлен',
  'The creative is registered elsewhere: it has a marker but no operator id': 'Креатив зарегистрирован в другом месте: у него есть маркер, но нет ID оператора',
  "Choose the registry operator: the creative's order has none": 'Выберите оператора ЕРИР: у заказа креатива он не указан',
  [registryMessages.otmNotAvailable]: 'Оператор OTM недоступен: задайте ORD_OTM_URL и ORD_OTM_TOKEN и опишите его протокол',
};

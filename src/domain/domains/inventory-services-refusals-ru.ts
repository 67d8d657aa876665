/** Russian entries of the domain inventory's outside-service refusals (inventory-services-refusals.ts). */
import type { InventoryServicesRefusal } from './inventory-services-refusals';

export const inventoryServicesRefusalsRu: Record<InventoryServicesRefusal, string> = {
  'google.notConfigured': 'Выгрузка в Google не настроена: задайте {{variables}}',
  'google.badKey': 'GOOGLE_SERVICE_ACCOUNT_JSON не является ключом сервисного аккаунта: {{reason}}',
  'google.signInFailed': 'Google отказал во входе сервисному аккаунту ({{url}}): {{reason}}',
  'google.failed': 'Ошибка Google Таблиц: {{reason}}',
  'llm.notConfigured': 'Языковая модель не настроена: задайте LLM_API_KEY (и LLM_URL, LLM_MODEL, если нужны не значения по умолчанию)',
  'llm.failed': 'Ошибка языковой модели ({{url}}): {{reason}}',
  'llm.answer.empty': 'пустой ответ',
  'llm.answer.truncated': 'ответ обрезан по пределу длины',
  'llm.answer.notJson': 'ответ не является JSON',
  'llm.answer.schema': 'ответ не соответствует схеме: {{reason}}',
  'llm.answer.rejected': 'языковая модель отклонила запрос: {{reason}}',
};

/**
 * Russian entries of the area's refusal codes whose English entry is not a translated message key
 * (the others take the key's translation).
 */
import type { registryRefusals } from './registry-refusals';

export const registryRefusalsRu: Partial<Record<keyof typeof registryRefusals, string>> = {
  'registry.operatorUnavailable': 'Оператор недоступен: {{reason}}',
  'registry.operatorNotConfigured': 'Оператор ОРД {{api}} не настроен: задайте {{token}} (и {{url}}, если адрес не по умолчанию)',
  'registry.operatorRefusedKey': 'Оператор ОРД {{api}} отклонил ключ ({{status}}): проверьте {{token}} и {{url}}',
  'registry.operatorNotChosen': 'не выбран',
  'registry.contractWithoutLegalEntity': 'У договора издателя нет юридического лица',
  'registry.dspWithoutLegalEntity': 'У DSP нет юридического лица',
  'registry.fileNotStored': 'Файл креатива {{id}} больше не хранится: уберите его из креатива или загрузите снова',
  'registry.fileNotUploaded': 'Файл креатива {{id}} не загружен в {{api}}',
  'registry.noPlatform': 'Для сайта заказа {{site}} нет зарегистрированной площадки: добавьте его домен к площадкам',
  'registry.noPlatformWithoutSite': 'У заказа нет сайта, поэтому нет и зарегистрированной площадки: укажите сайт и добавьте его домен к площадкам',
  'registryActs.notSent': 'Не отправлено актов: {{failed}}. Причина: {{reason}}',
  'registryActs.statisticsNotSent': '{{reason}} (не отправлено строк: {{failed}})',
};

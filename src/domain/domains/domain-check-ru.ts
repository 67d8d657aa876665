/** Russian entries of the domain availability check's messages (domain-check-refusals.ts). */
import type { AddressRange } from './domain-check-refusals';
import type { domainCheckRefusals } from './domain-check-refusals';

export const domainCheckRefusalsRu: Record<keyof typeof domainCheckRefusals, string> = {
  'domains.host.empty': 'Домен не указан',
  'domains.host.ipAddress': '{{value}} — IP-адрес: укажите доменное имя',
  'domains.host.port': 'В {{value}} указан порт: укажите только доменное имя',
  'domains.host.invalid': '{{value}} — не доменное имя',
  'domains.check.refusedAddress': '{{host}} указывает на {{address}}, $t(domains.addressRange.{{range}}): не проверяется',
  'domains.check.noAddress': 'У {{host}} нет адреса: {{reason}}',
  'domains.check.timeout': '{{url}} не ответил полностью за {{seconds}} с',
  'domains.check.connectionFailed': 'Запрос к {{url}} не удался: {{reason}}',
  'domains.check.tooManyRedirects': 'Больше {{max}} перенаправлений с {{url}}',
  'domains.check.badRedirect': '{{url}} перенаправляет на {{location}} — это не http- или https-адрес домена',
  'domains.check.badResolveSetting': 'DOMAIN_CHECK_RESOLVE: {{entry}} — не в виде имя=адрес:порт',
};

export const addressRangeLabelsRu: Record<`domains.addressRange.${AddressRange}`, string> = {
  'domains.addressRange.loopback': 'адрес обратной петли (loopback)',
  'domains.addressRange.private': 'адрес частной сети',
  'domains.addressRange.linkLocal': 'локальный адрес канала (link-local)',
  'domains.addressRange.sharedAddressSpace': 'адрес операторского NAT (CGNAT)',
  'domains.addressRange.multicast': 'групповой или широковещательный адрес',
  'domains.addressRange.unspecified': 'неопределённый адрес',
  'domains.addressRange.reserved': 'зарезервированный или служебный адрес',
  'domains.addressRange.ipv4Embedded': 'IPv4-адрес, записанный как IPv6',
};

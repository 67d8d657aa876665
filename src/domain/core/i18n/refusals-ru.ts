/**
 * Russian entries of the refusal codes (src/domain/<area>/<area>-refusals.ts). A code whose English entry is
 * already a translated message key takes that translation, so it is written once.
 */
import { refusalCodes, refusalsEn, type RefusalCode } from '../refusals/refusal-codes';
import type { Catalogue } from './messages';
import { domainCheckRefusalsRu } from '../../domains/domain-check-ru';
import { inventoryServicesRefusalsRu } from '../../domains/inventory-services-refusals-ru';

const written: Partial<Record<RefusalCode, string>> = {
  ...domainCheckRefusalsRu,
  'auth.forbidden': 'Недостаточно прав для этого действия.',
  'route.notFound': 'Не найдено.',
  'entity.notFound': 'Не найдено.',
  'request.aborted': 'Запрос прерван',
  'request.badJson': 'Тело запроса — не JSON, хотя тип содержимого application/json',
  'request.emptyJson': 'Тело запроса пусто, хотя тип содержимого application/json',
  'request.mediaType': 'Неподдерживаемый тип содержимого: отправьте application/json',
  'request.invalid': 'Неверный запрос: {{reason}}',
  'request.refused': 'Отказано: {{reason}}',
  'request.notFound': 'Не найдено: {{reason}}',
  'request.conflict': 'Конфликт: {{reason}}',
  'request.tooManyRequests': 'Слишком много запросов: {{reason}}',
  'request.unavailable': 'Служба недоступна: {{reason}}',
  'request.invalidQueryParameter': 'Неверный параметр запроса {{name}}: {{reason}}',
  'request.invalidPathParameter': 'Неверный параметр пути {{name}}: {{reason}}',
  'request.invalidParameterName': 'Неверное имя параметра: {{name}}',
  'request.invalidParameterValue': 'Неверное значение параметра {{name}}',
  'files.multipartExpected': 'Ожидается multipart-форма с файлом',
  'files.noFile': 'Файл не передан',
  'files.malformed': 'Повреждённое multipart-тело запроса',
  'files.wrongType': 'Файл должен быть {{extensions}}',
  'files.contentMissing': 'Содержимое файла отсутствует.',
  'files.notUploader': 'Удалить файл может только тот, кто его загрузил, или администратор',
  'tasks.notFound': 'Задача не найдена.',
  'profiler.superAdminOnly': 'Профилировщик доступен только суперадминистратору.',
  'integration.failed': 'Ошибка внешнего сервиса: {{reason}}',
  'entity.deleteForbidden': 'Недостаточно прав для удаления этой записи',
  'entity.usedBy': 'Используется: {{holders}}',
  'entity.referenced': 'На элемент ссылаются другие записи',
  'entity.notLinked': 'Запись не связана с объектом «$t(entities.{{param}})» {{value}}',
  'query.invalidValue': "Неверное значение '{{value}}' фильтра {{filter}}",
  'query.page': 'Неверный номер страницы',
  'query.pageSize': 'page_size должен быть от 1 до {{max}}',
  'query.unknownOrdering': 'По полю «$t(fields.{{field}})» нельзя сортировать',
  'query.unknownFilter': 'Неизвестный фильтр: {{filter}}',
  'query.badOperator': 'Оператор фильтра {{operator}} неприменим к полю «$t(fields.{{field}})» ($t(fieldKinds.{{kind}}))',
  'query.twoValues': '{{filter}} принимает два значения: от,до',
  'query.oneValue': '{{filter}} принимает одно значение',
  'query.tooManyRows': 'Слишком много строк для выгрузки: {{count}}; предел {{limit}}. Сузьте фильтры.',
  'orders.merge.differs': 'У объединяемых заказов должно совпадать поле «$t(fields.{{field}})»',
  'orders.notFound': 'Заказ {{id}} не найден',
  'products.notFound': 'Продукт {{id}} не найден',
  'registry.operatorUnavailable': 'Оператор недоступен: {{reason}}',
  'accounts.login.tooManyAttempts': 'Слишком много попыток. Повторите через минуту.',
  'accounts.signOutOthers': 'Можно завершать только свои сеансы',
  'accounts.outranked': 'Нельзя действовать над учётной записью более высокого ранга',
  'accounts.deleteOthers': 'Удалять учётные записи может только администратор',
  'documents.collationOneParty': 'Акт сверки делается по заказам одного юридического лица и одной организации, выставляющей счета',
  'documents.noOrders': 'У договора нет заказов',
  'accounts.link.invalid': 'Ссылка недействительна или устарела',
  'views.changeOthers': 'Изменять сохранённый вид может только его владелец или администратор',
  'views.owner': 'Сохранённый вид принадлежит тому, кто его сохранил',
  'views.unknownEntity': 'Эту таблицу нельзя сохранить как вид: {{entity}}',
  'views.unknownColumns': 'Это не колонки таблицы {{entity}}: {{columns}}',
  'views.repeatedColumns': 'Колонки названы дважды: {{columns}}',
  'documents.unknownOrders': 'Заказы не найдены: {{ids}}',
  'documents.noLegalEntity': 'У заказа {{number}} нет юридического лица',
  'documents.polishNeedsPln': 'Польские документы делаются для заказов в PLN: заказ {{number}} не в PLN',
  'documents.russianNotForPln': 'Заказ {{number}} в PLN: выберите польский счёт или фактуру',
  'documents.noProducts': 'В заказе {{number}} нет продуктов',
  'documents.unsigned': 'У организации {{organisation}} нет изображения подписи или печати',
  'analytics.chdbUnavailable': 'Встроенная аналитическая база (chDB) не загружается на этой машине: укажите в CLICKHOUSE_URL сервер ClickHouse',
  'analytics.failed': 'Ошибка аналитической базы ({{database}}): {{reason}}',
  ...inventoryServicesRefusalsRu,
  'publishers.notXlsx': 'Файл должен быть в формате .xlsx',
  'publishers.noFile': 'Выберите файл для загрузки',
  'publishers.nonMediaHeader': 'Первая строка должна быть: nonmedia_id, date, impressions, amount',
};

/** The Russian entry of every code: written here, else the translation of its English entry. */
export function refusalsRu(catalogue: Catalogue): Catalogue {
  const entries = refusalCodes.map((code) => [code, written[code] ?? catalogue[refusalsEn[code]]] as const);
  return Object.fromEntries(entries.filter(([, text]) => text !== undefined));
}

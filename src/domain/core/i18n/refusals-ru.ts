/**
 * Russian entries of the refusal codes: the core's here, each area's in its manifest
 * (`refusalsRu`, src/domain/<area>/<area>-refusals-ru.ts). A code whose English entry is already a
 * translated message key takes that translation, so it is written once.
 */
import { areas } from '../../areas';
import { refusalCodes, refusalsEn, type RefusalCode } from '../refusals/refusal-codes';
import type { Catalogue } from './messages';

const core: Partial<Record<RefusalCode, string>> = {
  'auth.forbidden': 'Недостаточно прав для этого действия.',
  'route.notFound': 'Не найдено.',
  'entity.notFound': 'Не найдено.',
  'request.aborted': 'Запрос прерван',
  'request.badJson': 'Тело запроса — не JSON, хотя тип содержимого application/json',
  'request.emptyJson': 'Тело запроса пусто, хотя тип содержимого application/json',
  'values.min': 'Значение должно быть не меньше {{min}}.',
  'values.max': 'Значение должно быть не больше {{max}}.',
  'values.maxLength': 'Не более {{maxLength}} символов.',
  'values.decimals': 'Не более {{decimals}} знаков после запятой.',
  'values.unknownIds': 'Таких элементов нет: {{ids}}',
  'request.headersTooLarge': 'Заголовки запроса слишком велики',
  'request.timeout': 'Время ожидания запроса истекло',
  'request.malformed': 'Неверно составленный HTTP-запрос',
  'request.mediaType': 'Неподдерживаемый тип содержимого: отправьте application/json',
  'request.invalid': 'Неверный запрос: {{reason}}',
  'request.refused': 'Отказано: {{reason}}',
  'request.notFound': 'Не найдено: {{reason}}',
  'request.methodNotAllowed': 'Метод «{{method}}» не разрешён.',
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
  'files.storeUnavailable': 'Хранилище файлов недоступно, ничего не сохранено: повторите попытку позже',
  'tasks.notFound': 'Задача не найдена.',
  'tasks.failed': 'Ошибка сервера: {{reason}}',
  'tasks.failedWithoutReason': 'Задача не выполнена',
  'tasks.fileStoreUnavailable': 'Хранилище файлов недоступно, задача ничего не изменила: {{reason}}',
  'tasks.cancelled': 'Задача отменена',
  'tasks.allSuperAdminOnly': 'Задачи всех пользователей видит только суперадминистратор.',
  'tasks.serverStopped': 'Сервер остановился, пока задача выполнялась; запустите её снова.',
  'tasks.workerStopped': 'Обработчик задач остановился, пока задача выполнялась; запустите её снова.',
  'tasks.expired': 'Задача выполнялась дольше отведённого времени и прервана',
  'tasks.timedOut': 'Задача выполнялась дольше {{ms}} мс и прервана',
  'profiler.superAdminOnly': 'Профилировщик доступен только суперадминистратору.',
  'integration.failed': 'Ошибка внешнего сервиса: {{reason}}',
  'integration.notConfigured': 'Внешний сервис не настроен ({{label}}): задайте {{token}} (и {{url}}, если адрес не по умолчанию)',
  'entity.deleteForbidden': 'Недостаточно прав для удаления этой записи',
  'entity.usedBy': 'Используется: {{holders}}',
  'entity.valueRefused': 'Значение поля «$t(fields.{{field}})» не принято: {{reason}}',
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
  'analytics.chdbUnavailable': 'Встроенная аналитическая база (chDB) не загружается на этой машине: укажите в CLICKHOUSE_URL сервер ClickHouse',
  'analytics.failed': 'Ошибка аналитической базы ({{database}}): {{reason}}',
  'uploads.tooManyRows': 'В файле больше {{limit}} строк: разделите его на файлы поменьше',
  'uploads.noWorksheet': 'В файле нет листа: загрузите книгу .xlsx',
  'uploads.cancelled': 'Загрузка отменена: ничего не записано',
};

const written: Partial<Record<string, string>> = Object.assign({}, core, ...areas.map((area) => area.refusalsRu ?? {}));

/** The Russian entry of every code: written here, else the translation of its English entry. */
export function refusalsRu(catalogue: Catalogue): Catalogue {
  const entries = refusalCodes.map((code) => [code, written[code] ?? catalogue[refusalsEn[code]]] as const);
  return Object.fromEntries(entries.filter(([, text]) => text !== undefined));
}

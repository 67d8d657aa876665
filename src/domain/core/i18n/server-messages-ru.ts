/** Russian texts of the messages the server answers (refusals that are not coded, with their English as the key). */
export const serverMessagesRu: Record<string, string> = {
  'Expected a JSON object': 'Ожидался объект JSON',
  'An item with this id already exists': 'Элемент с таким id уже существует',
  'You do not have permission to delete this item': 'У вас нет прав на удаление этого элемента',
  'Only the uploader or an admin may delete a file': 'Удалить файл может только тот, кто его загрузил, или администратор',
  'You do not have permission to perform this action.': 'У вас нет прав на это действие.',
  'Object does not exist': 'Объект не существует',
  'The item is referenced by other records': 'На элемент ссылаются другие записи',
  'Already exists': 'Уже существует',
  'Not found.': 'Не найдено.',
  'Unsupported content type: send application/json': 'Неподдерживаемый тип содержимого: отправьте application/json',
  'Only a super admin may see the profiler.': 'Профилировщик доступен только суперадминистратору.',
  'Cross-site request refused: open the application itself and try again': 'Запрос с другого сайта отклонён: откройте само приложение и повторите',
  'No file provided': 'Файл не передан',
  'Multipart form data with a file is expected': 'Ожидается multipart/form-data с файлом',
  'Malformed multipart body': 'Некорректное тело multipart',
};

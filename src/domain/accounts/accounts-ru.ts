/** Russian texts of the accounts area: saved views. */
import type { Catalogue } from '../core/i18n/messages';

export const accountsRu: Catalogue = {
  'entities.savedView': 'Сохранённый вид',
  'fields.entity': 'Таблица',
  'fields.query': 'Фильтры и сортировка',
  'fields.columns': 'Колонки',
  'fields.shared': 'Доступен всем',
  Users: 'Пользователи',
  User: 'Пользователь',
  'entities.user': 'Пользователь',
  'Invite user': 'Пригласить пользователя',
  'Sessions of the user have been closed': 'Сеансы пользователя завершены',
  'Account with this email already exists!': 'Аккаунт с таким email уже существует!',
  'fields.firstName': 'Имя',
  'fields.lastName': 'Фамилия',
  'fields.locale': 'Язык',
  'fields.role': 'Роль доступа',
  'fields.isActive': 'Активен',
  'fields.isSuperAdmin': 'Суперадмин',
  'fields.isCurrent': 'Текущий сеанс',
};

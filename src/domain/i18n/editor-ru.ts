/** Русские тексты общего редактора: история, плашка блокировки, панель формы, предупреждения, нет доступа. */
import type { Catalogue } from './messages';

export const editorRu: Catalogue = {
  'history.field': 'Поле',
  'history.before': 'Было',
  'history.after': 'Стало',
  'history.empty': 'Изменений пока нет',
  'Locked by {{name}} on {{at}}': 'Заблокировал(а) {{name}} {{at}}',
  'This order is locked': 'Заказ заблокирован',
  'Only a super admin can change its client, legal entity, dates, products and payments': 'Клиента, юрлицо, даты, продукты и оплаты может менять только суперадминистратор',
  'Save and stay': 'Сохранить и остаться',
  'You have unsaved changes': 'Есть несохранённые изменения',
  'Leave this page? Your changes will be lost.': 'Уйти со страницы? Изменения будут потеряны.',
  Leave: 'Уйти',
  Stay: 'Остаться',
  'No access': 'Нет доступа',
  'You do not have access to this page': 'У вас нет доступа к этой странице',
  'Go to the start page': 'На главную',
  'editor.section.main': 'Основное',
  'editor.section.parties': 'Клиент и договор',
  'editor.section.dates': 'Даты',
  'editor.section.staff': 'Сотрудники',
  'editor.section.money': 'Деньги',
  'editor.section.registry': 'ЕРИР',
  'editor.section.other': 'Прочее',
  'fields.lockedBy': 'Заблокировал(а)',
  'fields.lockedAt': 'Дата блокировки',
};

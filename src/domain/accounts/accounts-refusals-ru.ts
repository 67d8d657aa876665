/**
 * Russian entries of the area's refusal codes whose English entry is not a translated message key
 * (the others take the key's translation).
 */
import type { accountsRefusals } from './accounts-refusals';

export const accountsRefusalsRu: Partial<Record<keyof typeof accountsRefusals, string>> = {
  'accounts.login.tooManyAttempts': 'Слишком много попыток. Повторите через минуту.',
  'accounts.signOutOthers': 'Можно завершать только свои сеансы',
  'accounts.outranked': 'Нельзя действовать над учётной записью более высокого ранга',
  'accounts.deleteOthers': 'Удалять учётные записи может только администратор',
  'accounts.link.invalid': 'Ссылка недействительна или устарела',
  'views.changeOthers': 'Изменять сохранённый вид может только его владелец или администратор',
  'views.owner': 'Сохранённый вид принадлежит тому, кто его сохранил',
  'views.unknownEntity': 'Эту таблицу нельзя сохранить как вид: {{entity}}',
  'views.unknownColumns': 'Это не колонки таблицы {{entity}}: {{columns}}',
  'views.repeatedColumns': 'Колонки названы дважды: {{columns}}',
};

/**
 * Russian texts of the login screen (its three modes, the password field and rule, the version
 * notice). The browser starts with these alone and loads the whole catalogue after them
 * (src/web/app/i18n.ts); ru.ts includes them.
 */
import type { Catalogue } from './messages';

export const signInRu: Catalogue = {
  Email: 'Эл. почта',
  Password: 'Пароль',
  'Log in': 'Войти',
  'Forgot the password?': 'Забыли пароль?',
  'Reset password': 'Сбросить пароль',
  Cancel: 'Отмена',
  Create: 'Создать',
  'New password': 'Новый пароль',
  'Confirm password': 'Подтвердите пароль',
  'Create password': 'Создание пароля',
  'Show password': 'Показать пароль',
  'Hide password': 'Скрыть пароль',
  'Incorrect email or password!': 'Неверный email или пароль!',
  'A link to reset your password has been sent to your email address':
    'Ссылка для сброса пароля отправлена на вашу почту',
  'Password confirmation does not match the password!': 'Подтверждение пароля не совпадает с паролем!',
  'Password has been set': 'Пароль установлен',
  'A new version of the application is available. The page will be reloaded.':
    'Доступна новая версия приложения. Страница будет перезагружена.',
  'The link has no password token. Ask for a new one.': 'В ссылке нет токена для установки пароля. Запросите новую ссылку.',
  'The password must have at least 10 characters': 'Пароль должен содержать не менее 10 символов',
  'The password must have at most 256 characters': 'Пароль должен содержать не более 256 символов',
  'This password is too common: choose another one': 'Этот пароль слишком распространён: выберите другой',
};

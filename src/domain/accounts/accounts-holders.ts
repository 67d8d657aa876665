/** How a refused delete counts the accounts area's rows that hold a row (its manifest's `holders`). */
import type { HolderNames } from '../core/i18n/counted-holders';

export const accountsHolders: HolderNames = {
  en: {
    user: ['user', 'users'],
    savedView: ['saved view', 'saved views'],
  },
  ru: {
    user: ['пользователь', 'пользователя', 'пользователей'],
    savedView: ['сохранённый вид', 'сохранённых вида', 'сохранённых видов'],
  },
};

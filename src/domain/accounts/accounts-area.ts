/** The accounts area: user accounts and their saved views of tables. */
import { defineArea, actionsOf } from '../core/area';
import { user } from './accounts';
import * as actions from './account-actions';
import { accountsEn } from './accounts-en';
import { accountsRefusals } from './accounts-refusals';
import { accountsRefusalsRu } from './accounts-refusals-ru';
import { accountsRu } from './accounts-ru';
import { savedView } from './saved-views';
import { accountsHolders } from './accounts-holders';

export const accountsArea = defineArea({
  name: 'accounts',
  entities: [user, savedView],
  actions: actionsOf(actions),
  refusals: accountsRefusals,
  refusalsRu: accountsRefusalsRu,
  messages: { en: accountsEn, ru: accountsRu },
  holders: accountsHolders,
  floors: { server: true, web: true },
});

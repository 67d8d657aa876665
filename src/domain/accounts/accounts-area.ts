/** The accounts area: user accounts. */
import { defineArea, actionsOf } from '../core/area';
import { user } from './accounts';
import * as actions from './account-actions';
import { accountsRefusals } from './accounts-refusals';

export const accountsArea = defineArea({
  name: 'accounts',
  entities: [user],
  actions: actionsOf(actions),
  refusals: accountsRefusals,
  floors: { server: true, web: true },
});

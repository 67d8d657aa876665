/** Refusals of the accounts area: sign-in, password links, who may act on which account, saved views. */
import { accountMessages } from './account-access';
import { savedViewMessages } from './saved-view-access';

export const accountsRefusals = {
  'accounts.editOthers': accountMessages.editOthers,
  'accounts.signOutOthers': accountMessages.signOutOthers,
  'accounts.outranked': accountMessages.outranked,
  'accounts.changeRole': accountMessages.changeRole,
  'accounts.adminRole': accountMessages.adminRole,
  'accounts.superAdmin': accountMessages.superAdmin,
  'accounts.deactivateSelf': accountMessages.deactivateSelf,
  'accounts.deleteOthers': accountMessages.deleteOthers,
  'accounts.deleteSelf': accountMessages.deleteSelf,
  'accounts.login.incorrect': 'Incorrect email or password!',
  'accounts.login.tooManyAttempts': 'Too many attempts. Try again in a minute.',
  'accounts.link.invalid': 'Invalid or expired link',
  'views.changeOthers': savedViewMessages.changeOthers,
  'views.owner': savedViewMessages.owner,
  'views.unknownEntity': 'Not a table that can be saved as a view: {{entity}}',
  'views.unknownColumns': 'Not columns of {{entity}}: {{columns}}',
  'views.repeatedColumns': 'Columns named twice: {{columns}}',
} as const;

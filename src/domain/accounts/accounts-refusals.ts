/** Refusals of the accounts area: sign-in, password links, who may act on which account. */
import { accountMessages } from './account-access';

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
} as const;

/**
 * Who may change which user account (spec 2 §2.7, §6): everyone edits their own profile; an
 * admin or a manager edits other profiles, except a super admin's, which only a super admin
 * edits; only an admin or a manager changes a role.
 */
import { hasAccess, type Actor } from '../access';

export const accountMessages = {
  editOthers: 'You may edit only your own profile',
  changeRole: 'Only an admin or a manager may change the role',
  adminRole: 'Only an admin may grant or take away the ADMIN role',
  superAdmin: 'Only a super admin may change a super admin account',
  deactivateSelf: 'You cannot deactivate your own account',
  deleteSelf: 'You cannot delete your own account',
};

interface AccountRecord {
  id: number | string;
  isSuperAdmin?: boolean | null;
}

export const managesUsers = (actor: Actor) => hasAccess('adminOrManager', actor);

export function mayEditAccount(actor: Actor, record: AccountRecord | null): true | string {
  if (!record || Number(record.id) === actor.id) return true;
  if (!managesUsers(actor)) return accountMessages.editOthers;
  if (record.isSuperAdmin && !actor.isSuperAdmin) return accountMessages.superAdmin;
  return true;
}

export function accountReadOnlyFields(actor: Actor): { role?: string } {
  return managesUsers(actor) ? {} : { role: accountMessages.changeRole };
}

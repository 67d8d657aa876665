/**
 * Who may act on which user account (spec 2 §2.7, §6; issue "Hardening" A.1).
 *
 * Accounts have a rank: USER < MANAGER < ADMIN < super admin. Everyone edits their own profile
 * and signs themself out. Acting on ANOTHER account (editing its profile, deactivating it,
 * changing its role, signing out its sessions, deleting it) needs an admin or a manager whose
 * rank is at least the target's; a super admin account is changed only by a super admin.
 * Nobody grants or takes away a role above their own rank (only an admin touches ADMIN), and
 * nobody deactivates or deletes themself.
 */
import { hasAccess, type Actor, type Role } from '../core/access';

export const accountMessages = {
  editOthers: 'You may edit only your own profile',
  signOutOthers: 'You may sign out only your own sessions',
  outranked: 'You may not act on an account of a higher rank than yours',
  changeRole: 'Only an admin or a manager may change the role',
  adminRole: 'Only an admin may grant or take away the ADMIN role',
  superAdmin: 'Only a super admin may change a super admin account',
  deactivateSelf: 'You cannot deactivate your own account',
  deleteOthers: 'Only an admin may delete an account',
  deleteSelf: 'You cannot delete your own account',
};

/** An account as the rules see it: an actor, a stored user, or a row read for a check. */
export interface RankedAccount {
  role?: string | null;
  isSuperAdmin?: boolean | null;
}

interface AccountRecord extends RankedAccount {
  id: number | string;
}

const roleRanks: Record<Role, number> = { USER: 1, MANAGER: 2, ADMIN: 3 };
export const superAdminRank = 4;

function rankOfRole(role: string | null | undefined): number {
  return role && role in roleRanks ? roleRanks[role as Role] : 0;
}

/**
 * The rank of an account: 1 USER, 2 MANAGER, 3 ADMIN, 4 super admin. The super admin flag
 * ranks highest whatever the role, as `hasAccess` grants it every level; an unknown role ranks
 * below everyone.
 */
export function rankOf(account: RankedAccount): number {
  return account.isSuperAdmin ? superAdminRank : rankOfRole(account.role);
}

export const managesUsers = (actor: Actor) => hasAccess('adminOrManager', actor);

const isSelf = (actor: Actor, record: AccountRecord) => Number(record.id) === actor.id;

/** For an actor who manages users: whether their rank reaches the target's. */
function reachesRankOf(actor: Actor, target: RankedAccount): true | string {
  if (target.isSuperAdmin && !actor.isSuperAdmin) return accountMessages.superAdmin;
  return rankOf(actor) >= rankOf(target) ? true : accountMessages.outranked;
}

/** Update rule of the user entity: editing a profile, deactivating, changing a role. */
export function mayEditAccount(actor: Actor, record: AccountRecord | null): true | string {
  if (!record || isSelf(actor, record)) return true;
  if (!managesUsers(actor)) return accountMessages.editOthers;
  return reachesRankOf(actor, record);
}

/** Revoking every session of an account. */
export function maySignOutAccount(actor: Actor, target: AccountRecord): true | string {
  if (isSelf(actor, target)) return true;
  if (!managesUsers(actor)) return accountMessages.signOutOthers;
  return reachesRankOf(actor, target);
}

/** Deleting an account: an admin, never themself, never an account of a higher rank. */
export function mayDeleteAccount(actor: Actor, target: AccountRecord): true | string {
  if (isSelf(actor, target)) return accountMessages.deleteSelf;
  if (!hasAccess('admin', actor)) return accountMessages.deleteOthers;
  return reachesRankOf(actor, target);
}

/**
 * Changing a role from `from` to `to` (a new account starts from USER). Both roles must be
 * within the actor's own rank, so nobody raises anyone (themself included) above themself, and
 * a manager neither grants nor takes away ADMIN, the one role above theirs.
 */
export function mayAssignRole(actor: Actor, from: string, to: string): true | string {
  if (from === to) return true;
  if (!managesUsers(actor)) return accountMessages.changeRole;
  const actorRank = rankOf(actor);
  if (rankOfRole(from) > actorRank || rankOfRole(to) > actorRank) return accountMessages.adminRole;
  return true;
}

/** Fields this actor may not change: the role, for anyone who does not manage users. */
export function accountReadOnlyFields(actor: Actor): { role?: string } {
  return managesUsers(actor) ? {} : { role: accountMessages.changeRole };
}

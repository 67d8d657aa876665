import { describe, expect, it } from 'vitest';
import type { Actor, Role } from '../core/access';
import { accountMessages, mayAssignRole, mayDeleteAccount, mayEditAccount, maySignOutAccount, rankOf, superAdminRank } from './account-access';

type Rank = 'USER' | 'MANAGER' | 'ADMIN' | 'SUPER';

const roleOf = (rank: Rank): Role => (rank === 'SUPER' ? 'ADMIN' : rank);
const ids: Record<Rank, number> = { USER: 1, MANAGER: 2, ADMIN: 3, SUPER: 4 };

/** An actor of a rank, with an id of its own (targets of the same rank get another id). */
const actor = (rank: Rank): Actor => ({ id: ids[rank], role: roleOf(rank), isSuperAdmin: rank === 'SUPER', department: 1 });
const other = (rank: Rank) => ({ id: 100 + ids[rank], role: roleOf(rank), isSuperAdmin: rank === 'SUPER' });
const self = (rank: Rank) => ({ ...other(rank), id: ids[rank] });

const { editOthers, signOutOthers, outranked, superAdmin, changeRole, adminRole, deleteOthers, deleteSelf } = accountMessages;

describe('rankOf', () => {
  it.each([
    [{ role: 'USER' }, 1],
    [{ role: 'MANAGER' }, 2],
    [{ role: 'ADMIN' }, 3],
    [{ role: 'ADMIN', isSuperAdmin: true }, superAdminRank],
    [{ role: 'USER', isSuperAdmin: true }, superAdminRank],
    [{ role: 'ADMIN', isSuperAdmin: null }, 3],
    [{ role: 'OWNER' }, 0],
    [{}, 0],
  ])('%o ranks %i', (account, rank) => {
    expect(rankOf(account)).toBe(rank);
  });

  it('orders USER < MANAGER < ADMIN < super admin', () => {
    const ranks = (['USER', 'MANAGER', 'ADMIN', 'SUPER'] as const).map((rank) => rankOf(actor(rank)));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(4);
  });
});

/** actor → target → expected answer, for acting on ANOTHER account. */
const onOthers: Array<[Rank, Rank, true | string, true | string, true | string]> = [
  // actor, target, edit / deactivate, sign out, delete
  ['USER', 'USER', editOthers, signOutOthers, deleteOthers],
  ['USER', 'MANAGER', editOthers, signOutOthers, deleteOthers],
  ['USER', 'ADMIN', editOthers, signOutOthers, deleteOthers],
  ['USER', 'SUPER', editOthers, signOutOthers, deleteOthers],
  ['MANAGER', 'USER', true, true, deleteOthers],
  ['MANAGER', 'MANAGER', true, true, deleteOthers],
  ['MANAGER', 'ADMIN', outranked, outranked, deleteOthers],
  ['MANAGER', 'SUPER', superAdmin, superAdmin, deleteOthers],
  ['ADMIN', 'USER', true, true, true],
  ['ADMIN', 'MANAGER', true, true, true],
  ['ADMIN', 'ADMIN', true, true, true],
  ['ADMIN', 'SUPER', superAdmin, superAdmin, superAdmin],
  ['SUPER', 'USER', true, true, true],
  ['SUPER', 'MANAGER', true, true, true],
  ['SUPER', 'ADMIN', true, true, true],
  ['SUPER', 'SUPER', true, true, true],
];

describe('acting on another account', () => {
  it.each(onOthers)('%s on %s: edit %s, sign out %s, delete %s', (actorRank, targetRank, edit, signOut, remove) => {
    const target = other(targetRank);
    expect(mayEditAccount(actor(actorRank), target)).toBe(edit);
    expect(maySignOutAccount(actor(actorRank), target)).toBe(signOut);
    expect(mayDeleteAccount(actor(actorRank), target)).toBe(remove);
  });
});

describe('acting on oneself', () => {
  it.each(['USER', 'MANAGER', 'ADMIN', 'SUPER'] as const)('%s edits and signs out themself, never deletes themself', (rank) => {
    expect(mayEditAccount(actor(rank), self(rank))).toBe(true);
    expect(maySignOutAccount(actor(rank), self(rank))).toBe(true);
    expect(mayDeleteAccount(actor(rank), self(rank))).toBe(deleteSelf);
  });

  it('reads a string id as the same account', () => {
    expect(maySignOutAccount(actor('USER'), { ...self('USER'), id: String(ids.USER) })).toBe(true);
  });

  it('allows editing "any record" (no record: the create button, the editor of a new one)', () => {
    expect(mayEditAccount(actor('USER'), null)).toBe(true);
  });
});

describe('mayAssignRole', () => {
  it.each<[Rank, Role, Role, true | string]>([
    ['USER', 'USER', 'USER', true],
    ['USER', 'USER', 'MANAGER', changeRole],
    ['USER', 'USER', 'ADMIN', changeRole],
    ['USER', 'MANAGER', 'USER', changeRole],
    ['MANAGER', 'USER', 'MANAGER', true],
    ['MANAGER', 'MANAGER', 'USER', true],
    ['MANAGER', 'USER', 'ADMIN', adminRole],
    ['MANAGER', 'MANAGER', 'ADMIN', adminRole],
    ['MANAGER', 'ADMIN', 'USER', adminRole],
    ['MANAGER', 'ADMIN', 'MANAGER', adminRole],
    ['MANAGER', 'ADMIN', 'ADMIN', true],
    ['ADMIN', 'USER', 'ADMIN', true],
    ['ADMIN', 'ADMIN', 'USER', true],
    ['ADMIN', 'MANAGER', 'ADMIN', true],
    ['SUPER', 'USER', 'ADMIN', true],
    ['SUPER', 'ADMIN', 'MANAGER', true],
  ])('%s from %s to %s: %s', (actorRank, from, to, expected) => {
    expect(mayAssignRole(actor(actorRank), from, to)).toBe(expected);
  });

  it('keeps a manager from raising themself', () => {
    const manager = actor('MANAGER');
    expect(mayAssignRole(manager, manager.role, 'ADMIN')).toBe(adminRole);
  });
});

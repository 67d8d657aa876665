/**
 * Rules of the User entity beyond the generic path (spec 2 §2.7, §5, §6; API.md):
 * emails unique case-insensitively and stored lowercased, fullName computed, who may change
 * roles and delete whom (by rank: src/domain/accounts/account-access.ts), no self-deactivation
 * or self-deletion, sessions revoked on deactivation, the invitation mail on create.
 * isSuperAdmin is read-only (never written here).
 */
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../domain/core/entity';
import { accountMessages, mayAssignRole, mayDeleteAccount } from '../../domain/accounts/account-access';
import { duplicateAccountMessage, user } from '../../domain/accounts/accounts';
import { passwordTokens, sessions, userCredentials } from '../db/system-tables';
import { forbiddenBecause, invalidField, invalidFormData } from '../../domain/core/refusals/refusal';
import { forgetActor } from '../http/auth/actor-cache';
import { revokeUserSessions } from '../http/auth/session-store';
import { defineHooks } from '../items/entity-hooks';
import { systemReader } from '../items/readers';
import { mailPasswordLink } from './password-links';

export { accountMessages };

function checkRoleChange(actor: Actor, from: unknown, to: unknown): void {
  const verdict = mayAssignRole(actor, String(from), String(to));
  if (verdict !== true) throw forbiddenBecause(verdict);
}

export const userHooks = defineHooks(user, {
  decorate(models, actor) {
    for (const model of models) model.isCurrent = model.id === actor.id;
  },

  async beforeWrite({ actor, mode, existing, tx }, model) {
    if (mode === 'create') {
      const email = String(model.email).toLowerCase();
      model.email = email;
      const users = systemReader('an email is unique among all accounts, whatever the creator may read').rows(user);
      const clash = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
      if (clash.length) throw invalidFormData({ email: [duplicateAccountMessage] });
      model.isSuperAdmin = false;
      checkRoleChange(actor, 'USER', model.role);
    } else {
      const self = existing!.id === actor.id;
      checkRoleChange(actor, existing!.role, model.role);
      if (self && existing!.isActive && model.isActive === false) {
        throw invalidField('isActive', 'accounts.deactivateSelf');
      }
    }
    model.fullName = `${model.firstName ?? ''} ${model.lastName ?? ''}`.trim();
  },

  async afterWrite({ ctx, mode, existing, tx }, saved) {
    const id = saved.id;
    if (mode === 'create') {
      if (saved.isActive) {
        await mailPasswordLink(ctx, tx, { id, email: String(saved.email), fullName: saved.fullName as string }, 'invite');
      }
    } else {
      if (existing!.isActive && !saved.isActive) await revokeUserSessions(tx, id);
      // Role, department or activity may have changed: this process forgets the user's sessions
      // now; the database notifies every process again once the change commits.
      forgetActor(ctx.database, Number(id));
    }
  },

  async beforeDelete({ ctx, actor, tx }, existing) {
    const id = existing.id;
    // The declaration lets admins delete; the rank and "not yourself" are checked here.
    const verdict = mayDeleteAccount(actor, existing);
    if (verdict !== true) throw forbiddenBecause(verdict);
    await tx.delete(sessions).where(eq(sessions.userId, id));
    forgetActor(ctx.database, Number(id));
    await tx.delete(passwordTokens).where(eq(passwordTokens.userId, id));
    await tx.delete(userCredentials).where(eq(userCredentials.userId, id));
  },
});

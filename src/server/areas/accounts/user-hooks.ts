/**
 * Rules of the User entity beyond the generic path (spec 2 §2.7, §5, §6; API.md):
 * emails unique case-insensitively and stored lowercased, fullName computed, who may edit
 * whom and who may change roles, no self-deactivation or self-deletion, sessions revoked on
 * deactivation, the invitation mail on create. isSuperAdmin is read-only (never written here).
 */
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../domain/entity';
import { accountMessages, managesUsers } from '../../../domain/rules/account-access';
import { duplicateAccountMessage, user } from '../../../domain/entities/accounts';
import { tableOf } from '../../db/entity-tables';
import { passwordTokens, sessions, userCredentials } from '../../db/system-tables';
import { ApiError, forbidden, invalidFormData } from '../../http/api-error';
import { revokeUserSessions } from '../../http/auth/session-store';
import { defineHooks } from '../../entity-service/entity-hooks';
import { mailPasswordLink } from './password-links';

export { accountMessages };

const isAdmin = (actor: Actor) => actor.role === 'ADMIN' || actor.isSuperAdmin;

function checkRoleChange(actor: Actor, from: unknown, to: unknown): void {
  if (from === to) return;
  if (!managesUsers(actor)) throw forbidden(accountMessages.changeRole);
  if ((from === 'ADMIN' || to === 'ADMIN') && !isAdmin(actor)) throw forbidden(accountMessages.adminRole);
}

export const userHooks = defineHooks(user, {
  decorate(models, actor) {
    for (const model of models) model.isCurrent = model.id === actor.id;
  },

  async beforeWrite({ actor, mode, existing, tx }, model) {
    if (mode === 'create') {
      const email = String(model.email).toLowerCase();
      model.email = email;
      const users = tableOf(user);
      const clash = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
      if (clash.length) throw invalidFormData({ email: [duplicateAccountMessage] });
      model.isSuperAdmin = false;
      checkRoleChange(actor, 'USER', model.role);
    } else {
      const self = existing!.id === actor.id;
      checkRoleChange(actor, existing!.role, model.role);
      if (self && existing!.isActive && model.isActive === false) {
        throw new ApiError(400, accountMessages.deactivateSelf, { isActive: [accountMessages.deactivateSelf] });
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
    } else if (existing!.isActive && !saved.isActive) {
      await revokeUserSessions(tx, id);
    }
  },

  async beforeDelete({ actor, tx }, existing) {
    const id = existing.id;
    if (id === actor.id) throw forbidden(accountMessages.deleteSelf);
    if (existing.isSuperAdmin && !actor.isSuperAdmin) throw forbidden(accountMessages.superAdmin);
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(passwordTokens).where(eq(passwordTokens.userId, id));
    await tx.delete(userCredentials).where(eq(userCredentials.userId, id));
  },
});

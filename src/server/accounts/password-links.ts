/**
 * One-time password links (`/signup/{token}`) for invitations and password resets. The token
 * is random (256 bits) and only its SHA-256 hash is stored in password_tokens; a link works
 * once, until it expires: 7 days for an invitation, 24 hours for a reset, or until a newer link
 * of the same user is made (API.md: a new link revokes the earlier ones).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { user } from '../../domain/accounts/accounts';
import { passwordTokens } from '../db/system-tables';
import { hashToken, newToken } from '../http/auth/session-store';
import { systemReader } from '../items/readers';
import type { ServerContext } from '../server-context';

export type LinkKind = 'invite' | 'reset';

export const linkLifetimeHours: Record<LinkKind, number> = { invite: 7 * 24, reset: 24 };


/** Store a new link for the user, retiring the earlier ones; answers the token (shown only in the mail). */
export async function createPasswordLink(db: Executor, userId: number, kind: LinkKind): Promise<string> {
  // Two links made at once for one user: the second waits for the first, then retires it.
  const users = systemReader('a new password link locks its account, whoever makes it').rows(user);
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await retireOpenLinks(db, userId);
  const token = newToken();
  const expiresAt = new Date(Date.now() + linkLifetimeHours[kind] * 3_600_000).toISOString();
  await db.insert(passwordTokens).values({ tokenHash: hashToken(token), userId, expiresAt });
  return token;
}

export function signupUrl(ctx: ServerContext, token: string): string {
  return `${ctx.config.publicUrl}/signup/${token}`;
}

/** Create a link and mail it; pass the transaction so a queued mail commits with the write. */
export async function mailPasswordLink(
  ctx: ServerContext,
  db: Executor,
  account: { id: number; email: string; fullName?: string | null },
  kind: LinkKind,
): Promise<void> {
  const token = await createPasswordLink(db, account.id, kind);
  const url = signupUrl(ctx, token);
  const greeting = account.fullName ? `Hello, ${account.fullName}!` : 'Hello!';
  const text =
    kind === 'invite'
      ? [
          greeting,
          '',
          'An account has been created for you in the back office.',
          'Open this link to choose your password and sign in:',
          url,
          '',
          'The link works once and is valid for 7 days.',
        ]
      : [
          greeting,
          '',
          'Someone (hopefully you) asked to reset the password of your back office account.',
          'Open this link to choose a new password:',
          url,
          '',
          'The link works once and is valid for 24 hours. If you did not ask for it, ignore this message.',
        ];
  await ctx.mailer.send(
    {
      to: account.email,
      subject: kind === 'invite' ? 'Your back office account' : 'Reset your back office password',
      text: text.join('\n'),
    },
    db,
  );
}

/** Whether a link is still usable, without using it (a cheap check before hashing a password). */
export async function isLinkOpen(db: Executor, token: string): Promise<boolean> {
  const rows = await db
    .select({ userId: passwordTokens.userId })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Use a link: marks it used in the same statement that checks it (so it works only once even
 * under concurrent calls) and answers the user id, or null for a bad, used or expired token.
 */
export async function consumePasswordLink(db: Executor, token: string): Promise<number | null> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return rows[0] ? Number(rows[0].userId) : null;
}

/** Retire every open link of the user (before a new one is made). */
export async function retireOpenLinks(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

/**
 * Sessions: random tokens, stored only as SHA-256 hashes, 7 days, revocable (DESIGN.md
 * "Security"). Also the actor lookup every authenticated request makes.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Actor, Role } from '../../../domain/core/entity';
import { userEntity } from '../../../domain/core/entities';
import type { Executor } from '../../db/connection';
import { sessions } from '../../db/system-tables';
import { systemReader } from '../../items/readers';

export const sessionCookie = 'token';

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Executor, userId: number, days: number): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + days * 86_400_000).toISOString();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return token;
}

export async function revokeSession(db: Executor, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function revokeUserSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function actorForToken(db: Executor, token: string): Promise<Actor | null> {
  return (await sessionActor(db, hashToken(token)))?.actor ?? null;
}

/** The actor of a live session (by token hash) and when the session ends (epoch ms). */
export async function sessionActor(db: Executor, tokenHash: string): Promise<{ actor: Actor; expiresAt: number } | null> {
  const users = systemReader('a session names its user before anyone is signed in to read as').rows(userEntity());
  const rows = await db
    .select({ id: users.id, role: users.role, isSuperAdmin: users.isSuperAdmin, department: users.department, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    actor: {
      id: Number(row.id),
      role: row.role as Role,
      isSuperAdmin: Boolean(row.isSuperAdmin),
      department: row.department === null ? null : Number(row.department),
    },
    expiresAt: new Date(String(row.expiresAt)).getTime(),
  };
}

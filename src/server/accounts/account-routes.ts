/**
 * Authentication calls of API.md under /api/accounts/: login, current, logout, logout of
 * every session of a user, password reset request and password set (invitation or reset
 * link).
 *
 * A reset request only queues the task that looks the email up and mails the link, and is
 * answered no sooner than a fixed time after it arrived: it takes as long whether or not the
 * email exists.
 *
 * Login has the sign-in limits of sign-in-limits.ts; reset is rate-limited per client IP and
 * email by @fastify/rate-limit (LOGIN_RATE_LIMIT attempts per minute, default 10). Both count in
 * the database so that every API process behind a load balancer shares the counters.
 */
import rateLimit from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { managesUsers } from '../../domain/accounts/account-access';
import { user } from '../../domain/accounts/accounts';
import { userCredentials } from '../db/system-tables';
import { notFound, refuse } from '../../domain/core/refusals/refusal';
import { requestToken } from '../http/auth/authenticate';
import { hashPassword, verifyPassword } from '../http/auth/passwords';
import { clearSessionCookie, setSessionCookie } from '../http/auth/session-cookie';
import { forgetActor } from '../http/auth/actor-cache';
import { createSession, revokeSession, revokeUserSessions } from '../http/auth/session-store';
import { databaseRateLimitStore } from '../http/auth/database-rate-limit-store';
import type { RouteModule } from '../http/route-module';
import { consumePasswordLink, isLinkOpen } from './password-links';
import { passwordResetJob } from './password-reset-job';
import { waitUntilElapsed } from '../http/answer-floor';
import { normalizeEmail } from './normalize-email';
import { emailDigest, signInLimits } from './sign-in-limits';
import { currentAccount, requestPasswordLink, setPassword, signIn, signOut, signOutUser } from '../../domain/accounts/account-actions';
import { actionRoute, assertAvailable } from '../http/actions/action-route';
import { systemReader } from '../items/readers';

/** A password reset request is answered this long after it arrived, never sooner (timing). */
export const resetAnswerFloorMs = 100;

/** Compared against when the email is unknown, so both answers take as long (timing). */
let dummyHash: Promise<string> | null = null;
const dummyPasswordHash = () => (dummyHash ??= hashPassword('no such user - timing equaliser'));

/** Address and email, the email as a digest: the key is stored, and the body is not validated yet. */
const limiterKey = (request: FastifyRequest) => `${request.ip}|${emailDigest(request)}`;

export const accountRoutes: RouteModule = async (api, ctx) => {
  const db = ctx.database.db;
  // Every account, whatever a user may read of the users' list: these calls find their own account.
  const users = systemReader('signing in, out and setting a password find the account by its email or id').rows(user);

  await api.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      hook: 'preValidation', // after body parsing (the key includes the email), before validation: malformed attempts count too
      keyGenerator: limiterKey,
      store: databaseRateLimitStore(ctx.database),
      errorResponseBuilder: () => refuse.tooManyRequests('accounts.login.tooManyAttempts'),
    });
    const limited = { config: { rateLimit: { max: ctx.config.loginRateLimit, timeWindow: 60_000 } } };

    const limits = signInLimits(ctx);
    await scope.register(async (signInScope) => {
      signInScope.addHook('preValidation', limits.count);
      actionRoute(signIn, async ({ body: { email, password }, request, reply }) => {
        const rows = await db
          .select({ id: users.id, isActive: users.isActive, hash: userCredentials.passwordHash })
          .from(users)
          .leftJoin(userCredentials, eq(userCredentials.userId, users.id))
          .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
          .limit(1);
        const row = rows[0];
        const stored = (row?.hash as string | null | undefined) ?? null;
        const matches = await verifyPassword(stored ?? (await dummyPasswordHash()), password);
        if (!row || !stored || !row.isActive || !matches) throw refuse.invalid('accounts.login.incorrect');
        await limits.forgive(request);
        const token = await createSession(db, Number(row.id), ctx.config.sessionDays);
        setSessionCookie(reply, ctx.config, token);
        return { token };
      })(signInScope, ctx);
    });

    actionRoute(currentAccount, async ({ actor }) => {
      const rows = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          locale: users.locale,
          role: users.role,
          department: users.department,
          isSuperAdmin: users.isSuperAdmin,
        })
        .from(users)
        .where(eq(users.id, actor.id))
        .limit(1);
      if (!rows[0]) throw refuse.unauthenticated('auth.notAuthorized');
      const row = rows[0];
      return {
        ...row,
        id: Number(row.id),
        fullName: String(row.fullName ?? ''),
        email: String(row.email),
        locale: String(row.locale),
        role: row.role as 'ADMIN' | 'MANAGER' | 'USER',
        department: row.department === null ? null : Number(row.department),
        isSuperAdmin: Boolean(row.isSuperAdmin),
      };
    })(scope, ctx);

    actionRoute(signOut, async ({ request, reply }) => {
      const token = requestToken(request);
      if (token && token.length < 200) await revokeSession(db, token);
      if (request.actor) forgetActor(ctx.database, request.actor.id);
      clearSessionCookie(reply, ctx.config);
      return null;
    })(scope, ctx);

    actionRoute(signOutUser, async ({ actor, params, reply }) => {
      const raw = params.id;
      if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
      const id = Number(raw);
      // Someone who manages nobody learns nothing about other ids: refused before the lookup.
      if (id !== actor.id && !managesUsers(actor)) throw refuse.forbidden('accounts.signOutOthers');
      const found = await db.select({ id: users.id, role: users.role, isSuperAdmin: users.isSuperAdmin }).from(users).where(eq(users.id, id)).limit(1);
      if (!found.length) throw notFound();
      assertAvailable(signOutUser, actor, found[0]);
      await revokeUserSessions(db, id);
      forgetActor(ctx.database, id);
      if (id === actor.id) clearSessionCookie(reply, ctx.config);
      return null;
    })(scope, ctx);

    actionRoute(
      requestPasswordLink,
      async ({ body: { email }, reply }) => {
        // The same work for every email: the lookup and the mail happen in the task. The answer
        // waits for a fixed floor, so a busy worker (in this process) cannot show through either.
        await ctx.jobs.enqueue(passwordResetJob, { email: normalizeEmail(email) });
        await waitUntilElapsed(reply, resetAnswerFloorMs);
        return null;
      },
      limited,
    )(scope, ctx);

    actionRoute(setPassword, async ({ body: { token: linkToken, password }, reply }) => {
      // Refuse a dead link before spending a password hash on it.
      if (!linkToken || !(await isLinkOpen(db, linkToken))) throw refuse.invalid('accounts.link.invalid');
      const passwordHash = await hashPassword(password);
      const signedIn = await db.transaction(async (tx) => {
        const userId = await consumePasswordLink(tx, linkToken);
        if (userId === null) return null;
        const rows = await tx
          .select({ email: users.email, isActive: users.isActive })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        if (!rows[0]?.isActive) return null;
        await tx
          .insert(userCredentials)
          .values({ userId, passwordHash })
          .onConflictDoUpdate({ target: userCredentials.userId, set: { passwordHash, updatedAt: sql`now()` } });
        await revokeUserSessions(tx, userId);
        forgetActor(ctx.database, userId);
        const token = await createSession(tx, userId, ctx.config.sessionDays);
        return { email: rows[0].email as string, token };
      });
      if (!signedIn) throw refuse.invalid('accounts.link.invalid');
      setSessionCookie(reply, ctx.config, signedIn.token);
      return signedIn;
    })(scope, ctx);
  });
};

/**
 * Sign-in limits of API.md: 429 once, within a minute, one address and email have failed
 * LOGIN_RATE_LIMIT times (default 10), one address has failed twice as often across emails, or
 * one email twice as often across addresses. Every attempt (a malformed one too) is counted
 * before the password is checked, so parallel attempts cannot slip past a limit, and a
 * successful sign-in is taken back: successful sign-ins never count. The counters live in the
 * database, shared by every API process.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../server-context';
import { refuse } from '../../domain/core/refusals/refusal';
import { countHit, forgiveHit } from '../http/auth/database-rate-limit-store';
import { normalizeEmail } from './normalize-email';

const windowMs = 60_000;

/** The email of a body not validated yet, as a digest: keys are stored. */
export function emailDigest(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  const email = body && typeof body === 'object' && typeof body.email === 'string' ? normalizeEmail(body.email) : '';
  return crypto.createHash('sha256').update(email).digest('hex').slice(0, 32);
}

export function signInLimits(ctx: ServerContext) {
  const perPair = ctx.config.loginRateLimit;
  const counters = (request: FastifyRequest): [key: string, max: number][] => {
    const email = emailDigest(request);
    return [
      [`sign-in|${request.ip}|${email}`, perPair],
      [`sign-in address|${request.ip}`, perPair * 2],
      [`sign-in email|${email}`, perPair * 2],
    ];
  };
  return {
    /** A preValidation hook: counts the attempt, 429 when a limit is passed. */
    async count(request: FastifyRequest): Promise<void> {
      const keys = counters(request);
      const hits = await Promise.all(keys.map(([key]) => countHit(ctx.database, key, windowMs)));
      if (hits.some((hit, i) => hit.current > keys[i][1])) throw refuse.tooManyRequests('accounts.login.tooManyAttempts');
    },
    /** Take a successful sign-in's count back. */
    forgive(request: FastifyRequest): Promise<void> {
      return forgiveHit(
        ctx.database,
        counters(request).map(([key]) => key),
        windowMs,
      );
    },
  };
}

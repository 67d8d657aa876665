/**
 * The `token` session cookie of API.md: HttpOnly, SameSite=Lax, Path=/, the session's lifetime
 * (7 days); Secure when the server is reached over https (PUBLIC_URL).
 */
import type { FastifyReply } from 'fastify';
import type {} from '@fastify/cookie';
import type { Config } from '../../config';
import { sessionCookie } from './session-store';

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: config.publicUrl.startsWith('https://'),
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookie, token, { ...cookieOptions(config), maxAge: config.sessionDays * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookie, cookieOptions(config));
}

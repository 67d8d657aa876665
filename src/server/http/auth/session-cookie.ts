/**
 * The `token` session cookie of API.md: HttpOnly, SameSite=Lax, Path=/, the session's lifetime
 * (7 days); Secure when the server is reached over https (PUBLIC_URL). Beside it, with the same
 * lifetime, the non-secret signed-in marker the page can read (domain/accounts/signed-in-marker.ts).
 */
import type { FastifyReply } from 'fastify';
import type {} from '@fastify/cookie';
import type { Config } from '../../config';
import { sessionCookie } from './session-store';
import { signedInMarkerCookie } from '../../../domain/core/signed-in-marker';

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
  reply.setCookie(signedInMarkerCookie, '1', { ...cookieOptions(config), httpOnly: false, maxAge: config.sessionDays * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookie, cookieOptions(config));
  reply.clearCookie(signedInMarkerCookie, { ...cookieOptions(config), httpOnly: false });
}

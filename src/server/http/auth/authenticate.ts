/**
 * Every /api/ call needs a session (cookie `token` or `Authorization: Token <token>`), except
 * the few public ones that register with `config: { public: true }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type { Actor } from '../../../domain/core/entity';
import type { Database } from '../../db/connection';
import { refuse } from '../../../domain/core/refusals/refusal';
import { createActorCache } from './actor-cache';
import { sessionCookie } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Token ')) return header.slice(6).trim() || null;
  const cookie = request.cookies?.[sessionCookie];
  return cookie || null;
}

export const notAuthorized = () => refuse.unauthenticated('auth.notAuthorized');

/** The signed-in actor; a route without one never runs (the hook answered 401). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw notAuthorized();
  return request.actor;
}

export async function installAuthentication(app: FastifyInstance, database: Database): Promise<void> {
  app.decorateRequest('actor', null);
  const actors = await createActorCache(database);
  app.addHook('onClose', () => actors.close());
  // Before validation: a caller without a session hears 401 whatever it sent.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = requestToken(request);
    if (token && token.length < 200) request.actor = await actors.actorFor(token);
    if (!request.actor && !request.routeOptions.config?.public && request.routeOptions.url) throw notAuthorized();
  });
}

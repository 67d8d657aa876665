/**
 * Cross-site protection (API.md "Authentication"): a request that changes state — every method
 * but GET, HEAD and OPTIONS, and the GET actions declared `changesState` (sends to the registry,
 * clones, marker switches) — and is signed in by the session cookie is refused with 403 unless the
 * browser says it comes from the application itself: `Sec-Fetch-Site` is `same-origin` or `none`
 * (typed into the address bar), or `Origin` is the application's own. A request with neither
 * header is refused too (curl with a cookie: send `Authorization: Token …` instead). Requests
 * signed in by the `Authorization` header are not affected: a browser never adds it on its own.
 *
 * Without a session cookie (sign-in, reset, set password) a request is refused only when the
 * headers say it is cross-site: that stops a foreign page from signing the browser in to another
 * account (login CSRF) while scripts without those headers keep working.
 *
 * "Own" origins: PUBLIC_URL's, and the origin the request itself was addressed to (its scheme and
 * Host), which is same-origin by definition and covers localhost:PORT, 127.0.0.1:PORT and the Vite
 * dev proxy when PUBLIC_URL is not set. A foreign page cannot choose the Host its browser sends.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { refuse } from '../../../domain/core/refusals/refusal';
import { httpRefusals } from '../../../domain/core/refusals/http-refusals';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET route that changes data: guarded against cross-site requests like a write. */
    changesState?: boolean;
  }
}

export const crossSiteMessage = httpRefusals['auth.crossSite'];

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function changesState(request: FastifyRequest): boolean {
  return !readOnlyMethods.has(request.method) || request.routeOptions.config?.changesState === true;
}

/** `same` when the browser says the request comes from the application, `cross` when from elsewhere, `unknown` without either header. */
export function requestSite(request: FastifyRequest, publicOrigin: string): 'same' | 'cross' | 'unknown' {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (fetchSite === 'same-origin' || fetchSite === 'none') return 'same';
  if (origin !== undefined && (origin === publicOrigin || origin === `${request.protocol}://${request.host}`)) return 'same';
  return fetchSite !== undefined || origin !== undefined ? 'cross' : 'unknown';
}

const signedInByHeader = (request: FastifyRequest) => request.headers.authorization?.startsWith('Token ') === true;

/** Installed after authentication: it needs to know whether the cookie signed the request in. */
export function installCrossSiteGuard(app: FastifyInstance, config: Config): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/') || !changesState(request) || signedInByHeader(request)) return;
    const site = requestSite(request, publicOrigin);
    const byCookie = request.actor !== null;
    if (site === 'cross' || (byCookie && site === 'unknown')) throw refuse.forbidden('auth.crossSite');
  });
}

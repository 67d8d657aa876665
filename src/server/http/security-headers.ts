/**
 * Security headers on every answer (web app, API, docs, files) by helmet. The built
 * web app has no inline script (Vite writes module script files), so scripts come from 'self'
 * only; MUI's emotion writes `<style>` tags at run time, hence inline styles. The profiler page
 * is shown in a frame of the app (`frame-ancestors 'self'`). HSTS and the upgrade of insecure
 * requests only when PUBLIC_URL is https: a plain-http install must keep working.
 *
 * `npm run dev:web` serves the page from Vite, which proxies /api here: the policy of an API
 * answer does not govern Vite's page, so development needs no relaxed policy.
 */
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const oneYearSeconds = 365 * 24 * 60 * 60;

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.toLowerCase().startsWith('https://');
}

export function contentSecurityDirectives(config: Pick<Config, 'publicUrl'>): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    ...(isHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function securityHeaderOptions(config: Pick<Config, 'publicUrl'>): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: isHttps(config) ? { maxAge: oneYearSeconds, includeSubDomains: false } : false,
    xFrameOptions: { action: 'sameorigin' },
  };
}

/**
 * Helmet's middleware is built once, its headers set on each answer before routing (404s
 * included). @fastify/helmet built it anew for every request, in two hooks (docs/performance.md,
 * "Where a list request's CPU goes under the mix").
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  const setHeaders = helmet(securityHeaderOptions(config));
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
}

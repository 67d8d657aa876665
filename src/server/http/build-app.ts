/**
 * The Fastify application: security headers, error shape, sessions, every route module under
 * /api/, the built web app for everything else.
 */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ServerContext } from '../server-context';
import { installAuthentication } from './auth/authenticate';
import { installCrossSiteGuard } from './auth/cross-site-guard';
import { installProfiler } from '../profiler/profiler';
import { registerOpenApi } from './docs/openapi';
import { installErrorHandler, routerRefusal } from './error-handler';
import { installNulCharacterGuard } from './nul-character-guard';
import { installSecurityHeaders } from './security-headers';
import { serveWebApp } from './web-app';

export async function buildApp(ctx: ServerContext, options: { serveWeb?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    frameworkErrors: routerRefusal,
  });
  await installSecurityHeaders(app, ctx.config);
  await app.register(cookie);
  // Uploads stream to disk; the size limit answers 413 'PROVIDED FILE TOO LARGE'.
  await app.register(multipart, { limits: { fileSize: ctx.config.maxUploadMb * 1024 * 1024, fields: 50, parts: 100 }, throwFileSizeLimit: true });
  installErrorHandler(app);
  installNulCharacterGuard(app);
  installProfiler(app, ctx);
  await registerOpenApi(app, ctx);
  await installAuthentication(app, ctx.database);
  installCrossSiteGuard(app, ctx.config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-app-version', ctx.config.appVersion);
  });
  await app.register(
    async (api) => {
      for (const register of ctx.modules.flatMap((module) => module.routes ?? [])) await register(api, ctx);
    },
    { prefix: '/api' },
  );
  if (options.serveWeb !== false) await serveWebApp(app);
  return app;
}

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
import { registerOpenApi } from './docs/openapi';
import { declaredActions } from './declared-actions';
import { routeProblems, type RegisteredRoute } from './route-checks';
import { otherRoutesOf } from './matrix-other-routes';
import { clientErrorHandler } from './client-error';
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
    clientErrorHandler,
  });
  await installSecurityHeaders(app, ctx.config);
  await app.register(cookie);
  // Uploads stream to disk; the size limit answers 413 'PROVIDED FILE TOO LARGE'.
  await app.register(multipart, { limits: { fileSize: ctx.config.maxUploadMb * 1024 * 1024, fields: 50, parts: 100 }, throwFileSizeLimit: true });
  installErrorHandler(app);
  installNulCharacterGuard(app);
  for (const module of ctx.modules) module.install?.(app, ctx);
  await registerOpenApi(app, ctx);
  await installAuthentication(app, ctx.database);
  installCrossSiteGuard(app, ctx.config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-app-version', ctx.config.appVersion);
  });
  await app.register(
    async (api) => {
      const registered: RegisteredRoute[] = [];
      let registering = '';
      api.addHook('onRoute', (route) => {
        const declaredAction = route.config?.declaredAction;
        for (const method of [route.method].flat()) registered.push({ module: registering, method, url: route.url, declaredAction });
      });
      for (const module of ctx.modules) {
        registering = module.name;
        for (const register of module.routes ?? []) await register(api, ctx);
      }
      const problems = routeProblems(registered, declaredActions, otherRoutesOf(ctx.modules));
      if (problems.length) throw new Error(`The API's routes disagree with the declarations:\n- ${problems.join('\n- ')}`);
    },
    { prefix: '/api' },
  );
  if (options.serveWeb !== false) await serveWebApp(app);
  return app;
}

/**
 * The Fastify application: error shape, sessions, every route module under /api/, the built
 * web app for everything else.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ServerContext } from '../server-context';
import { installAuthentication } from './auth/authenticate';
import { installErrorHandler } from './error-handler';
import { routeModules } from './route-modules';
import { serveWebApp } from './web-app';

export async function buildApp(ctx: ServerContext, options: { serveWeb?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 5 * 1024 * 1024,
  });
  await app.register(cookie);
  installErrorHandler(app);
  installAuthentication(app, ctx.database);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-app-version', ctx.config.appVersion);
  });
  await app.register(
    async (api) => {
      for (const register of routeModules) await register(api, ctx);
    },
    { prefix: '/api' },
  );
  if (options.serveWeb !== false) await serveWebApp(app);
  return app;
}

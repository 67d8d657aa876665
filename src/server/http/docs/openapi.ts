/**
 * OpenAPI 3 description of the API (collected from every route's `schema`) at
 * GET /api/docs/json and the interactive docs at GET /api/docs. Both are public: they describe
 * the API, never data, and every call made from the docs still needs a session. Register before
 * the routes so the route collector sees them.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import type { ServerContext } from '../../server-context';

export const docsPrefix = '/api/docs';

function declaresZod(schema: FastifySchema | undefined): boolean {
  if (!schema) return false;
  const parts = [schema.body, schema.querystring, schema.params, ...Object.values((schema.response as Record<string, unknown> | undefined) ?? {})];
  return parts.some((part) => part instanceof $ZodType);
}

export async function registerOpenApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`)) route.config = { ...(route.config ?? {}), public: true };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Back office API',
        version: ctx.config.appVersion,
        description: 'Every call needs a session: the `token` cookie set at sign-in, or the header `Authorization: Token <token>`.',
      },
      servers: [{ url: ctx.config.publicUrl }],
      components: {
        securitySchemes: {
          cookieToken: { type: 'apiKey', in: 'cookie', name: 'token', description: 'Session cookie set by sign-in' },
          headerToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Header value `Token <token>`' },
        },
      },
      security: [{ cookieToken: [] }, { headerToken: [] }],
    },
    hideUntagged: false,
    transform: (document) => {
      const { schema, url } = document;
      // Only the API: not the web app's routes nor the docs themselves.
      const hidden = !url.startsWith('/api/') || url === docsPrefix || url.startsWith(`${docsPrefix}/`);
      if (hidden) return { schema: { ...(schema ?? {}), hide: true }, url };
      // Declared actions describe themselves with zod schemas; entity routes with JSON schemas.
      return declaresZod(schema) ? jsonSchemaTransform(document) : { schema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: docsPrefix, staticCSP: false });
}

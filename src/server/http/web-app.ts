/**
 * Serves the built browser app (dist/web) and answers index.html for any other GET that is
 * not an API call, so deep links and reloads work with history routing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/web');

export async function serveWebApp(app: FastifyInstance): Promise<void> {
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
}

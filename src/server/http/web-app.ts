/**
 * Serves the built browser app (dist/web) and answers index.html for any other GET that is
 * not an API call, so deep links and reloads work with history routing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../domain/core/refusals/refusal';
import { businessTimeZone } from '../../domain/core/calendar/business-day';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/web');

export async function serveWebApp(app: FastifyInstance): Promise<void> {
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
  // Files of the build are routes of their own (wildcard: false); every other page address
  // is a route of the web app.
  app.get('/*', (request, reply) => {
    // API calls and missing files (an asset of an older build) are 404s, not the app's page.
    if (request.url.startsWith('/api/') || /\.[a-z0-9]+$/i.test(request.url.split('?')[0])) {
      return reply.code(404).send(refuse.notFound('route.notFound').body());
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(pageWithTimeZone());
  });
}

let page: { mtimeMs: number; html: string } | null = null;

/** index.html with the company's time zone in its meta tag, so the browser's clock is the server's. */
function pageWithTimeZone(): string {
  const file = path.join(webDistDir, 'index.html');
  const { mtimeMs } = fs.statSync(file);
  if (page?.mtimeMs !== mtimeMs) page = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
  return page.html.replace(/(<meta name="business-time-zone" content=")[^"]*(")/, `$1${businessTimeZone()}$2`);
}

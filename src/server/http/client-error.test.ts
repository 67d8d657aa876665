/** Every 4xx has a code: requests refused by Node's parser (431 oversized headers) and missing web files (404). */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { installErrorHandler } from './error-handler';
import { serveWebApp, webDistDir } from './web-app';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

function rawGet(port: number, pathName: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathName, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('coded answers outside the routes', () => {
  it('answers oversized headers with 431 and a code', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await rawGet(port, '/api/accounts/', { 'x-big': 'a'.repeat(100_000) });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([431, { detail: 'Request headers too large', code: 'request.headersTooLarge', values: {} }]);
  });

  it('answers a missing file of the web build with 404 and a code', async () => {
    const index = path.join(webDistDir, 'index.html');
    const made = !fs.existsSync(index);
    if (made) {
      fs.mkdirSync(webDistDir, { recursive: true });
      fs.writeFileSync(index, '<html></html>');
    }
    const app = Fastify();
    installErrorHandler(app);
    await serveWebApp(app);
    try {
      const answer = await app.inject({ method: 'GET', url: '/assets/old-build.js' });
      expect([answer.statusCode, answer.json()]).toEqual([404, { detail: 'Not found.', code: 'route.notFound', values: {} }]);
    } finally {
      await app.close();
      if (made) fs.rmSync(index);
    }
  });
});

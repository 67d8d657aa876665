import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

describe('OpenAPI docs', () => {
  it('serves the OpenAPI 3 description without a session', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/holdings/');
    expect(doc.paths['/api/holdings/'].get).toBeDefined();
    expect(Object.keys(doc.paths)).toContain('/api/files/');
    expect(Object.keys(doc.paths)).toContain('/api/celery/task/{taskId}/');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
    expect(doc.components.securitySchemes).toMatchObject({
      cookieToken: { type: 'apiKey', in: 'cookie', name: 'token' },
      headerToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
    });
  });

  it('serves the interactive docs', async () => {
    const page = await t.call(null, { method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.toLowerCase()).toContain('swagger');
  });
});

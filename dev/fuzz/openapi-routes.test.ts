import { describe, expect, it } from 'vitest';
import { collectionOf, routesOf, type OpenApiDocument } from './openapi-routes';

const document: OpenApiDocument = {
  paths: {
    '/api/clients/': {
      get: { parameters: [{ in: 'query', name: 'page' }, { in: 'query', name: 'name__cnt' }] },
      post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } } },
    },
    '/api/clients/{id}/history/': { get: { parameters: [{ in: 'path', name: 'id' }] }, head: {} },
    '/api/files/': { post: {} },
  },
};

describe('routesOf', () => {
  it('lists each method of each path with its path and query parameters and JSON body schema', () => {
    expect(routesOf(document)).toEqual([
      { method: 'GET', path: '/api/clients/', pathParams: [], queryParams: ['page', 'name__cnt'], body: null },
      { method: 'POST', path: '/api/clients/', pathParams: [], queryParams: [], body: { type: 'object', properties: { name: { type: 'string' } } } },
      { method: 'GET', path: '/api/clients/{id}/history/', pathParams: ['id'], queryParams: [], body: null },
      { method: 'POST', path: '/api/files/', pathParams: [], queryParams: [], body: null },
    ]);
  });

  it('names the collection a path parameter belongs to', () => {
    expect(collectionOf('/api/clients/{id}/history/')).toBe('/api/clients/');
    expect(collectionOf('/api/celery/task/{taskId}/')).toBe('/api/celery/task/');
    expect(collectionOf('/api/clients/')).toBe('/api/clients/');
  });
});

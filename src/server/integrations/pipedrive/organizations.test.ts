import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IntegrationError } from '../integration-error';
import { PIPEDRIVE_DEFAULT_URL, readPipedriveConfig, type PipedriveConfig } from './config';
import { fetchAllOrganizations, organizationPages } from './organizations';

/** A local stand-in for Pipedrive's `GET /api/v2/organizations`, answering by cursor. */
interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}
type Answer = { status: number; body: unknown };

let server: Server;
let baseUrl: string;
let requests: Recorded[];
/** Answers keyed by the cursor asked for ('' for the first page). */
let pages: Record<string, Answer>;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers });
    const answer = url.pathname === '/api/v2/organizations' ? pages[url.searchParams.get('cursor') ?? ''] : undefined;
    const { status, body } = answer ?? { status: 404, body: { success: false, error: 'Not found' } };
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  pages = {};
});

function config(): PipedriveConfig {
  return readPipedriveConfig({ PIPEDRIVE_URL: `${baseUrl}/`, PIPEDRIVE_TOKEN: 'pd-token' });
}

function page(items: Array<{ id: number; name: string }>, nextCursor: string | null): Answer {
  return {
    status: 200,
    body: {
      success: true,
      data: items.map((item) => ({ ...item, owner_id: 1, add_time: '2024-01-01T00:00:00Z', is_deleted: false })),
      additional_data: { next_cursor: nextCursor },
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<IntegrationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IntegrationError);
  return error as IntegrationError;
}

describe('readPipedriveConfig', () => {
  it('uses the public API host by default and leaves the token unset', () => {
    expect(readPipedriveConfig({})).toEqual({ url: PIPEDRIVE_DEFAULT_URL, token: undefined, timeoutMs: 10_000 });
  });
});

describe('fetchAllOrganizations', () => {
  it('follows next_cursor across three pages, sending the token and the page size', async () => {
    pages[''] = page([{ id: 1, name: 'Acme' }, { id: 2, name: ' Globex ' }], 'c2');
    pages.c2 = page([{ id: 3, name: 'Initech' }], 'c3');
    // The last page leaves next_cursor out altogether.
    pages.c3 = { status: 200, body: { success: true, data: [{ id: 4, name: 'Umbrella' }], additional_data: {} } };

    expect(await fetchAllOrganizations(config())).toEqual([
      { crmId: 1, name: 'Acme' },
      { crmId: 2, name: 'Globex' },
      { crmId: 3, name: 'Initech' },
      { crmId: 4, name: 'Umbrella' },
    ]);
    expect(requests.map((r) => [r.method, r.path, r.query.get('limit'), r.query.get('cursor')])).toEqual([
      ['GET', '/api/v2/organizations', '500', null],
      ['GET', '/api/v2/organizations', '500', 'c2'],
      ['GET', '/api/v2/organizations', '500', 'c3'],
    ]);
    expect(requests.every((r) => r.headers['x-api-token'] === 'pd-token')).toBe(true);
  });

  it('yields page by page', async () => {
    pages[''] = page([{ id: 1, name: 'Acme' }], 'next');
    pages.next = page([{ id: 2, name: 'Globex' }], null);
    const seen: number[][] = [];
    for await (const batch of organizationPages(config())) seen.push(batch.map((o) => o.crmId));
    expect(seen).toEqual([[1], [2]]);
  });

  it('returns nothing for an empty account (data null or empty)', async () => {
    pages[''] = { status: 200, body: { success: true, data: null, additional_data: { next_cursor: null } } };
    expect(await fetchAllOrganizations(config())).toEqual([]);
    pages[''] = page([], null);
    expect(await fetchAllOrganizations(config())).toEqual([]);
  });

  it('reports an HTTP error with the status and Pipedrive’s error text', async () => {
    pages[''] = { status: 401, body: { success: false, error: 'unauthorized access', errorCode: 401 } };
    const error = await failure(fetchAllOrganizations(config()));
    expect(error.message).toBe('Failed to fetch CRM organisations: HTTP 401 Unauthorized: unauthorized access');
    expect(error.status).toBe(401);
    expect(error.code).toBe('UPSTREAM');
    expect(error.message).not.toContain('pd-token');
  });

  it('reports an error on a later page', async () => {
    pages[''] = page([{ id: 1, name: 'Acme' }], 'broken');
    pages.broken = { status: 502, body: 'Bad gateway' };
    const error = await failure(fetchAllOrganizations(config()));
    expect(error.message).toBe('Failed to fetch CRM organisations: HTTP 502 Bad Gateway');
  });

  it('reports success: false and unreadable answers', async () => {
    pages[''] = { status: 200, body: { success: false, error: 'Scope is missing' } };
    expect((await failure(fetchAllOrganizations(config()))).message).toBe(
      'Failed to fetch CRM organisations: Scope is missing',
    );
    pages[''] = { status: 200, body: 'not json' };
    expect((await failure(fetchAllOrganizations(config()))).message).toMatch(/^Failed to fetch CRM organisations: /);
  });

  it('stops when the service repeats a cursor', async () => {
    pages[''] = page([{ id: 1, name: 'Acme' }], 'loop');
    pages.loop = page([{ id: 2, name: 'Globex' }], 'loop');
    const error = await failure(fetchAllOrganizations(config()));
    expect(error.message).toBe('Failed to fetch CRM organisations: the service repeated the page cursor loop');
  });

  it('names PIPEDRIVE_TOKEN when not configured, without calling out', async () => {
    const error = await failure(fetchAllOrganizations(readPipedriveConfig({ PIPEDRIVE_URL: baseUrl })));
    expect(error.message).toBe(
      'The CRM service is not configured: set PIPEDRIVE_TOKEN (and PIPEDRIVE_URL if not the default)',
    );
    expect(error.code).toBe('NOT_CONFIGURED');
    expect(requests).toHaveLength(0);
  });
});

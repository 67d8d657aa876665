import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure } from '../../../../dev/testing/integration-failure';
import { startLocalService, type LocalAnswer, type LocalService, type RecordedRequest } from '../../../../dev/testing/local-service';
import { PIPEDRIVE_DEFAULT_URL, readPipedriveConfig, type PipedriveConfig } from './config';
import { fetchAllOrganizations, organizationPages } from './organizations';

/** A local stand-in for Pipedrive's `GET /api/v2/organizations`, answering by cursor. */
type Answer = Exclude<LocalAnswer, 'hang'>;

let service: LocalService;
let baseUrl: string;
let requests: RecordedRequest[];
/** Answers keyed by the cursor asked for ('' for the first page). */
let pages: Record<string, Answer>;

const target = (request: RecordedRequest) => new URL(request.url, 'http://localhost');

beforeAll(async () => {
  service = await startLocalService((request) => {
    const url = target(request);
    const answer = url.pathname === '/api/v2/organizations' ? pages[url.searchParams.get('cursor') ?? ''] : undefined;
    return answer ?? { status: 404, body: { success: false, error: 'Not found' } };
  });
  requests = service.requests;
  baseUrl = service.url;
});

afterAll(async () => service.close());

beforeEach(() => {
  requests.length = 0;
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
    const asked = requests.map((r) => [r.method, target(r).pathname, target(r).searchParams.get('limit'), target(r).searchParams.get('cursor')]);
    expect(asked).toEqual([
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

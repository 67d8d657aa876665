/** A fake of the API for component tests: routes `METHOD /api/path/` to handlers, records calls. */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  calls: FakeRequest[];
  on(method: string, path: string | RegExp, handler: Handler): void;
  last(method: string, path: string | RegExp): FakeRequest | undefined;
}

export function installFakeApi(): FakeApi {
  const routes: Array<{ method: string; path: string | RegExp; handler: Handler }> = [];
  const calls: FakeRequest[] = [];
  const matches = (p: string | RegExp, path: string) => (typeof p === 'string' ? p === path : p.test(path));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null);
      const req: FakeRequest = { method, path: url.pathname, query: url.searchParams, body };
      calls.push(req);
      const route = [...routes].reverse().find((r) => r.method === method && matches(r.path, url.pathname));
      const answer = route ? await route.handler(req) : { status: 404, body: { detail: `no fake for ${method} ${url.pathname}` } };
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
        status,
        headers: { 'content-type': 'application/json', ...(answer.headers ?? {}) },
      });
    }),
  );
  return {
    calls,
    on: (method, path, handler) => routes.push({ method, path, handler }),
    last: (method, path) => [...calls].reverse().find((c) => c.method === method && matches(path, c.path)),
  };
}

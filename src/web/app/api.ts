/**
 * The API client: same-origin fetch with the session cookie, JSON in and out, errors as ApiError,
 * the app-version check on every response, and hooks for 401 and for writes (short-list cache).
 */
import { ApiError, fieldErrorsOfResponse, messageOfResponse } from './api-error';
import { checkAppVersion } from './app-version';
import { apiUrl, type Query } from '../data/api-url';
import { i18n } from './i18n';

export { toSearchParams, type Query, type QueryValue } from '../data/api-url';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Do not report a 401 as a lost session (the session check itself, login). */
  quiet401?: boolean;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
const writeListeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}
/** Called after every successful create, update, patch or delete. */
export function onWrite(listener: Listener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

function versionCheck(response: Response): void {
  if (typeof window === 'undefined') return;
  checkAppVersion(response.headers.get('x-app-version'), {
    storage: window.localStorage,
    alert: (m) => window.alert(m),
    reload: () => window.location.reload(),
    message: () => i18n.t('A new version of the application is available. The page will be reloaded.'),
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json();
  return response.text();
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    signal: options.signal,
    headers: options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
  };
  const response = await fetch(apiUrl(path, options.query), init);
  versionCheck(response);
  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !options.quiet401) unauthorizedListeners.forEach((l) => l());
    const message = messageOfResponse(response.status, body);
    throw new ApiError(response.status, message, fieldErrorsOfResponse(body, message), body);
  }
  if (method !== 'GET') writeListeners.forEach((l) => l());
  return body as T;
}


/** A generic list answer (API.md). */
export interface ListAnswer<T = Record<string, unknown>> {
  count: number;
  total: Record<string, number | null>;
  results: T[];
}
/** A short-list item. */
export interface ShortItem {
  v: number | string;
  t: string;
}

/**
 * Times every SQL statement and reports it to the observer of the current request (the
 * super admin's request profiler). AsyncLocalStorage ties a statement to the request that ran it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface StatementObserver {
  statement(sql: string, durationMs: number): void;
}

export const statementObservers = new AsyncLocalStorage<StatementObserver>();

type QueryFn = (...args: never[]) => Promise<unknown>;

function timed<F extends QueryFn>(fn: F): F {
  return (async (...args: never[]) => {
    const observer = statementObservers.getStore();
    if (!observer) return fn(...args);
    const started = performance.now();
    try {
      return await fn(...args);
    } finally {
      const first = args[0] as unknown;
      const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
      observer.statement(text, performance.now() - started);
    }
  }) as F;
}

/** Wrap `query` (and `exec` where present) of a client-like object in place. */
const wrapped = new WeakSet<object>();

export function timeQueries<T extends object>(client: T): T {
  if (wrapped.has(client)) return client; // pooled clients come back
  wrapped.add(client);
  const target = client as unknown as Record<string, unknown>;
  for (const method of ['query', 'exec'] as const) {
    const original = target[method];
    if (typeof original === 'function') target[method] = timed((original as QueryFn).bind(client));
  }
  return client;
}

/**
 * A store for @fastify/rate-limit kept in the database, so every API process behind a load
 * balancer counts the same attempts (DESIGN.md: nothing lives only in one process's memory).
 * One upsert per counted request; windows older than a day are swept now and then.
 */
import crypto from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/connection';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const incrementSql = `
  insert into rate_limits (key, hits, window_start) values ($1, 1, now())
  on conflict (key) do update set
    hits = case when rate_limits.window_start + make_interval(secs => $2::float8 / 1000) <= now() then 1 else rate_limits.hits + 1 end,
    window_start = case when rate_limits.window_start + make_interval(secs => $2::float8 / 1000) <= now() then now() else rate_limits.window_start end
  returning hits, greatest(0, extract(epoch from (window_start + make_interval(secs => $2::float8 / 1000) - now())) * 1000)::int as ttl`;

/**
 * Keys are made of what clients send (an address, an email): a long or odd one (NUL, which
 * PostgreSQL text refuses) is stored as its digest, so any key fits the indexed column.
 */
export function storedKey(key: string): string {
  return key.length <= 200 && !key.includes('\u0000') ? key : `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`;
}

let calls = 0;

/** Count one hit of a key in its window; answers the hits so far and the window's rest. */
export async function countHit(database: Database, key: string, windowMs: number): Promise<Result> {
  const { rows } = await database.query(incrementSql, [storedKey(key), windowMs]);
  if (++calls % 200 === 0) await database.query(`delete from rate_limits where window_start < now() - interval '1 day'`);
  return { current: Number(rows[0].hits), ttl: Number(rows[0].ttl) };
}

/** Take one hit back from keys whose window is still open (an attempt that turned out not to count). */
export async function forgiveHit(database: Database, keys: readonly string[], windowMs: number): Promise<void> {
  await database.query(
    `update rate_limits set hits = greatest(hits - 1, 0)
     where key = any($1::text[]) and window_start + make_interval(secs => $2::float8 / 1000) > now()`,
    [keys.map(storedKey), windowMs],
  );
}

export function databaseRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow?: number): void {
      countHit(database, `${this.prefix}${key}`, Number(timeWindow) || 60_000).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /**
     * A route's own limit counts apart from the others: keys are prefixed with the route. The
     * plugin passes its merged options with `routeInfo` (its typings say route options).
     */
    child(params: unknown): FastifyRateLimitStore {
      const route = (params as { routeInfo?: { url?: string; method?: string | string[] } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(route.method ?? '')}:${route.url ?? ''}|`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Writes kept request profiles in batches: one insert for everything gathered over a second
 * (or 50 profiles), then a trim to the last `keep` rows, off every request's path.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection';

export interface RequestProfile {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  startedAt: string;
  userId: number | null;
  queryCount: number;
  queryMs: number;
  statements: { sql: string; ms: number }[];
}

export interface ProfileWriter {
  add(profile: RequestProfile): void;
  /** Writes what is pending now (tests, shutdown). */
  flush(): Promise<void>;
}

const flushAfterMs = 1000;
const flushAtCount = 50;

export function createProfileWriter(database: Database, keep: number, log: FastifyBaseLogger): ProfileWriter {
  let pending: RequestProfile[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: RequestProfile[]): Promise<void> {
    await database.query(
      `insert into profiler_requests (method, path, status, duration_ms, started_at, user_id, query_count, query_ms, statements)
       select method, path, status, "durationMs", "startedAt", "userId", "queryCount", "queryMs", statements
       from jsonb_to_recordset($1::text::jsonb) as p(method text, path text, status int, "durationMs" float8,
         "startedAt" timestamptz, "userId" int, "queryCount" int, "queryMs" float8, statements jsonb)`,
      [JSON.stringify(batch)],
    );
    await database.query(`delete from profiler_requests where id <= (select max(id) from profiler_requests) - $1::int`, [keep]);
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    if (batch.length) {
      writing = writing
        .then(() => write(batch))
        .catch((error) => log.warn({ err: error }, 'could not record request profiles'));
    }
    return writing;
  }

  return {
    add(profile) {
      pending.push(profile);
      if (pending.length >= flushAtCount) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), flushAfterMs);
        timer.unref();
      }
    },
    flush,
  };
}

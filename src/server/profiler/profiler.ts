/**
 * The super admin's request profiler (the spec's /silk). Every /api request is timed with its
 * SQL statements (query-timing's statementObservers, an AsyncLocalStorage entered for the
 * request) and written to profiler_requests after the response, off the request's path.
 * The table keeps about the last `keep` requests: every process trims it now and then, so
 * nothing lives only in one process's memory and every API process sees the same list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statementObservers, type StatementObserver } from '../db/query-timing';
import type { ServerContext } from '../server-context';

export const profilerKeep = 500;
const maxStatements = 300;
const maxStatementChars = 2000;
const trimEvery = 25;

interface Recording extends StatementObserver {
  started: number;
  startedAt: string;
  statements: { sql: string; ms: number }[];
  queryCount: number;
  queryMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    profile: Recording | null;
  }
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function newRecording(): Recording {
  const recording: Recording = {
    started: performance.now(),
    startedAt: new Date().toISOString(),
    statements: [],
    queryCount: 0,
    queryMs: 0,
    statement(text, durationMs) {
      recording.queryCount += 1;
      recording.queryMs += durationMs;
      if (recording.statements.length < maxStatements) {
        recording.statements.push({ sql: text.length > maxStatementChars ? `${text.slice(0, maxStatementChars)}…` : text, ms: round(durationMs) });
      }
    },
  };
  return recording;
}

export function isProfiled(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/silk') && !url.startsWith('/api/docs');
}

export function installProfiler(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('profile', null);
  const writes = new Set<Promise<void>>();
  let written = 0;

  app.addHook('onRequest', (request, reply, done) => {
    if (!isProfiled(request.url)) return done();
    request.profile = newRecording();
    statementObservers.run(request.profile, done);
  });
  // Body parsing resumes on the socket's own async context; enter the request's observer again
  // before authentication and the handler run.
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.profile) return done();
    statementObservers.run(request.profile, done);
  });

  app.addHook('onResponse', (request: FastifyRequest, reply, done) => {
    const profile = request.profile;
    if (!profile) return done();
    request.profile = null;
    const durationMs = round(performance.now() - profile.started);
    const path = request.url.length > 2000 ? request.url.slice(0, 2000) : request.url;
    const userId = request.actor?.id ?? null;
    // Outside the request's observer, so recording a request is not itself recorded.
    statementObservers.exit(() => {
      const write = (async () => {
        await ctx.database.query(
          `insert into profiler_requests (method, path, status, duration_ms, started_at, user_id, query_count, query_ms, statements)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb)`,
          [request.method, path, reply.statusCode, durationMs, profile.startedAt, userId, profile.queryCount, round(profile.queryMs), JSON.stringify(profile.statements)],
        );
        written += 1;
        if (written % trimEvery === 0) {
          await ctx.database.query(`delete from profiler_requests where id <= (select max(id) from profiler_requests) - $1::int`, [profilerKeep]);
        }
      })()
        .catch((error) => request.log.warn({ err: error }, 'could not record the request profile'))
        .finally(() => writes.delete(write));
      writes.add(write);
    });
    done();
  });

  app.addHook('onClose', async () => {
    await Promise.all([...writes]);
  });
}

/**
 * The super admin's request profiler (the spec's /silk). Every /api request is timed with its
 * SQL statements (query-timing's statementObservers, an AsyncLocalStorage entered for the
 * request). Slow requests (PROFILER_SLOW_MS) are kept always, every request only while a super
 * admin has recording switched on; kept ones are written to profiler_requests in batches, off
 * the requests' path. The table keeps about the last `keep` requests, shared by every process.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statementObservers, type StatementObserver } from '../db/query-timing';
import type { ServerContext } from '../server-context';
import { createProfileWriter, type ProfileWriter } from './profile-writer';
import { createRecordingSwitch, type RecordingSwitch } from './recording-switch';

export const profilerKeep = 500;
const maxStatements = 300;
const maxStatementChars = 2000;

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
  interface FastifyInstance {
    profiler: { writer: ProfileWriter; recording: RecordingSwitch };
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
  const writer = createProfileWriter(ctx.database, profilerKeep, app.log);
  const recording = createRecordingSwitch(ctx.database);
  app.decorate('profiler', { writer, recording });

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

  app.addHook('onResponse', async (request: FastifyRequest, reply) => {
    const profile = request.profile;
    if (!profile) return;
    request.profile = null;
    const durationMs = round(performance.now() - profile.started);
    // Every request while a super admin has recording on, otherwise only the slow ones.
    const keep = durationMs >= ctx.config.profilerSlowMs || (await statementObservers.exit(() => recording.isRecordingAll()));
    if (!keep) return;
    writer.add({
      method: request.method,
      path: request.url.length > 2000 ? request.url.slice(0, 2000) : request.url,
      status: reply.statusCode,
      durationMs,
      startedAt: profile.startedAt,
      userId: request.actor?.id ?? null,
      queryCount: profile.queryCount,
      queryMs: round(profile.queryMs),
      statements: profile.statements,
    });
  });

  app.addHook('onClose', async () => {
    await writer.flush();
  });
}

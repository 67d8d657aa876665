/**
 * A full-list export's answer (`GET {entity}/?full=true`), streamed: `{"count":N,"total":{…},
 * "results":[` first, then each chunk's rows serialised as they are read, then `]}` — the same
 * bytes as the whole answer serialised at once, without holding up to 100,000 rows in memory or
 * one long JSON.stringify on the event loop. The cap's 400 is answered before any byte (the
 * count is read first). The user's export turn is held until the stream closes: ended, failed
 * (the response is then cut off, so the client sees it broken, and the failure logged) or
 * abandoned by the client.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyEntity } from '../../../domain/core/entity';
import type { EntityRecord } from '../../items/entity-hooks';
import { fullListCap, type FullList } from '../../items/items';
import { refuse } from '../../../domain/core/refusals/refusal';
import type { ExportGuard } from './one-export-per-user';

async function* answerText({ count, total, chunks }: FullList, prepare: (records: EntityRecord[]) => void): AsyncGenerator<string> {
  yield `{"count":${JSON.stringify(count)},"total":${JSON.stringify(total)},"results":[`;
  let separator = '';
  for await (const records of chunks) {
    if (!records.length) continue;
    prepare(records);
    yield separator + records.map((record) => JSON.stringify(record)).join(',');
    separator = ',';
  }
  yield ']}';
}

export interface FullListRequest {
  entity: AnyEntity;
  /** Reads the list (the items service's `fullList`), once the user's turn has come. */
  read: () => Promise<FullList | { tooMany: number }>;
  /** The reader-dependent values of the records answered. */
  prepare: (records: EntityRecord[]) => void;
}

/** Sends the full list as a stream once the user's turn comes; a request whose client has gone by then is not read. */
export async function sendFullList(exporting: ExportGuard, request: FastifyRequest, reply: FastifyReply, userId: number, list: FullListRequest): Promise<FastifyReply | undefined> {
  const release = await exporting(userId);
  let stream: Readable | undefined;
  try {
    if (request.socket.destroyed) return undefined;
    const full = await list.read();
    if ('tooMany' in full) throw refuse.invalid('query.tooManyRows', { count: full.tooMany, limit: fullListCap });
    stream = Readable.from(answerText(full, list.prepare), { objectMode: false });
  } finally {
    if (!stream) release();
  }
  stream.once('close', release);
  stream.once('error', (error) => request.log.error({ err: error, entity: list.entity.name }, 'full-list export failed while streaming'));
  // Fastify destroys the stream when the response closes early; this also covers a response
  // closed before the stream was piped (the generator's `finally` then runs and the turn is freed).
  reply.raw.once('close', () => stream.destroy());
  return reply.type('application/json; charset=utf-8').send(stream);
}

/**
 * A signal that goes off when the client of a request goes away (the dialog closed, the
 * connection dropped) before its answer was sent: an upload then stops and writes nothing.
 */
import type { FastifyReply } from 'fastify';

export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * A fixed floor for an answer's time: calls whose work may differ by a secret (does this email
 * have an account?) answer no sooner than a fixed time after the request arrived.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/** Waits until `floorMs` have passed since the request arrived (Fastify's `reply.elapsedTime`). */
export async function waitUntilElapsed(reply: FastifyReply, floorMs: number): Promise<void> {
  const remaining = floorMs - reply.elapsedTime;
  if (remaining > 0) await sleep(remaining);
}

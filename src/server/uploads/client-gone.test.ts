/** The client-gone signal on a real connection: a client that drops it aborts; an answered request does not. */
import type net from 'node:net';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { clientGone } from './client-gone';

const app = Fastify();
const signals: AbortSignal[] = [];
app.get('/slow', async (_request, reply) => {
  const signal = clientGone(reply);
  signals.push(signal);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5_000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { aborted: signal.aborted };
});
app.get('/fast', async (_request, reply) => {
  signals.push(clientGone(reply));
  return { ok: true };
});

afterAll(() => app.close());

describe('clientGone', () => {
  it('goes off when the client drops the connection before the answer, not after an answer', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    const client = new AbortController();
    const call = fetch(`${base}/slow`, { signal: client.signal }).catch((error: unknown) => error);
    while (!signals.length) await new Promise((resolve) => setTimeout(resolve, 10));
    client.abort();
    await call;
    const dropped = signals[0];
    await new Promise<void>((resolve) => (dropped.aborted ? resolve() : dropped.addEventListener('abort', () => resolve())));
    expect(dropped.aborted).toBe(true);
    expect((await fetch(`${base}/fast`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signals[1].aborted).toBe(false);
  }, 30_000);
});

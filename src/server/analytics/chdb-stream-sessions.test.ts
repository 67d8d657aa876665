/**
 * The embedded database's streaming sessions: at most `size` lent at once, the next reader waits
 * for one to come back (not refused), a waiting reader gives up at its time limit, and closing
 * closes every session.
 */
import { describe, expect, it } from 'vitest';
import { streamSessions } from './chdb-stream-sessions';

class FakeSession {
  closed = false;
  constructor(readonly id: number) {}
  close() {
    this.closed = true;
  }
}

async function* rowsOf(session: FakeSession, count: number, gate?: Promise<void>) {
  for (let i = 0; i < count; i++) {
    if (gate) await gate;
    yield `${session.id}:${i}`;
  }
}

const drain = async <T>(rows: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
};

describe('streaming sessions of the embedded database', () => {
  it('lends at most `size` sessions; a further reader waits and then reuses one', async () => {
    const opened: FakeSession[] = [];
    const pool = streamSessions(() => {
      const session = new FakeSession(opened.length + 1);
      opened.push(session);
      return session;
    }, 2);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const signal = new AbortController().signal;
    const readers = [1, 2, 3].map(() => drain(pool.borrow(signal, (session) => rowsOf(session, 2, gate))));
    await new Promise((resolve) => setImmediate(resolve));
    expect(opened).toHaveLength(2);
    open();
    const answers = await Promise.all(readers);
    expect(answers.map((rows) => rows.length)).toEqual([2, 2, 2]);
    expect(opened).toHaveLength(2);
    pool.close();
    expect(opened.every((session) => session.closed)).toBe(true);
  });

  it('gives a session back when its reader leaves early or its read fails', async () => {
    const pool = streamSessions(() => new FakeSession(1), 1);
    const signal = new AbortController().signal;
    for await (const row of pool.borrow(signal, (session) => rowsOf(session, 5))) if (row) break;
    await expect(
      drain(
        pool.borrow(signal, () => {
          throw new Error('bad parameter');
        }),
      ),
    ).rejects.toThrow('bad parameter');
    expect(await drain(pool.borrow(signal, (session) => rowsOf(session, 1)))).toEqual(['1:0']);
  });

  it('lets a waiting reader give up at its time limit', async () => {
    const pool = streamSessions(() => new FakeSession(1), 1);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const first = drain(pool.borrow(new AbortController().signal, (session) => rowsOf(session, 1, gate)));
    const limit = new AbortController();
    const second = drain(pool.borrow(limit.signal, (session) => rowsOf(session, 1)));
    await new Promise((resolve) => setImmediate(resolve));
    limit.abort(new Error('no answer within 0.3 s'));
    await expect(second).rejects.toThrow('no answer within 0.3 s');
    open();
    expect(await first).toEqual(['1:0']);
  });
});

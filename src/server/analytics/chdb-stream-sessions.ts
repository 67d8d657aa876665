/**
 * The embedded database's streamed reads: a chDB session carries one streaming cursor at a time,
 * so each reader borrows a session of its own from a small pool (sessions at the same path share
 * the one engine and its data) and gives it back when its stream has finished, failed or been
 * left; a reader beyond the pool's size waits for a session instead of failing with "a stream is
 * already active on this session".
 */

/** What the pool needs of a chDB session. */
export interface StreamSession {
  close(): void;
}

export interface StreamSessions<S extends StreamSession> {
  /** Runs `read` on a session of its own, waiting for one while `size` readers are streaming. */
  borrow<T>(signal: AbortSignal, read: (session: S) => AsyncIterable<T>): AsyncGenerator<T>;
  /** Closes every idle session; one still lent is closed when it comes back. */
  close(): void;
}

/** The abort a waiting reader sees when its time limit passes before a session is free. */
const abortReason = (signal: AbortSignal) => (signal.reason instanceof Error ? signal.reason : new Error('The read was aborted while waiting for an analytics session'));

export function streamSessions<S extends StreamSession>(open: () => S, size: number): StreamSessions<S> {
  const idle: S[] = [];
  const waiting: Array<(session: S | null) => void> = [];
  let made = 0;
  let closed = false;

  function take(signal: AbortSignal): Promise<S> {
    if (closed) return Promise.reject(new Error('The analytics database was closed'));
    if (signal.aborted) return Promise.reject(abortReason(signal));
    const ready = idle.pop();
    if (ready) return Promise.resolve(ready);
    if (made < size) {
      made++;
      try {
        return Promise.resolve(open());
      } catch (error) {
        made--;
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return new Promise<S>((resolve, reject) => {
      const onAbort = () => {
        const at = waiting.indexOf(wake);
        if (at >= 0) waiting.splice(at, 1);
        reject(abortReason(signal));
      };
      const wake = (session: S | null) => {
        signal.removeEventListener('abort', onAbort);
        if (session) resolve(session);
        else take(signal).then(resolve, reject);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.push(wake);
    });
  }

  function give(session: S) {
    if (closed) {
      made--;
      session.close();
      return;
    }
    const next = waiting.shift();
    if (next) next(session);
    else idle.push(session);
  }

  return {
    async *borrow<T>(signal: AbortSignal, read: (session: S) => AsyncIterable<T>) {
      const session = await take(signal);
      try {
        // The stream's own iterator cancels it on break or failure before the session goes back.
        yield* read(session);
      } finally {
        give(session);
      }
    },
    close() {
      closed = true;
      for (const session of idle.splice(0)) {
        made--;
        session.close();
      }
      // Waiting readers are told no session comes; they fail as reads of a closed database do.
      for (const wake of waiting.splice(0)) wake(null);
    },
  };
}

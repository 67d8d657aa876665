/**
 * The second client of the list benchmark under writes: PATCHes a random order's comment at a
 * fixed rate (open loop: each PATCH leaves at its scheduled instant whether or not the ones
 * before have answered, as people editing orders do), and reports how many got through and their
 * latencies. Both servers take the same `PATCH <list url><id>/ {"comment": …}` with a token.
 */
import { median } from './summary-table';

export interface WriterResult {
  rate: number;
  /** PATCHes scheduled during the run. */
  scheduled: number;
  ok: number;
  failed: number;
  /** Answers still outstanding when the run ended. */
  unanswered: number;
  p50: number;
  p95: number;
  /** The first failure's status and text, to tell a refusal from an overload. */
  firstFailure: string | null;
}

export interface CommentWriter {
  stop(): Promise<WriterResult>;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Starts writing now; `stop()` stops scheduling, waits up to 5 s for the outstanding answers and reports. */
export function startCommentWriter(o: { listUrl: string; token: string; rate: number; maxId: number; seed?: number }): CommentWriter {
  const latencies: number[] = [];
  let scheduled = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  const pending = new Set<Promise<void>>();
  let random = o.seed ?? 12345;
  const nextId = () => {
    random = (random * 1103515245 + 12345) % 2 ** 31;
    return 1 + (random % o.maxId);
  };
  const patch = async (n: number) => {
    const started = performance.now();
    try {
      const answer = await fetch(`${o.listUrl}${nextId()}/`, {
        method: 'PATCH',
        headers: { authorization: `Token ${o.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ comment: `bench write ${n} at ${new Date().toISOString()}` }),
      });
      const text = await answer.text();
      if (answer.ok) latencies.push(performance.now() - started);
      else {
        failed += 1;
        firstFailure ??= `HTTP ${answer.status} ${text.slice(0, 200)}`;
      }
    } catch (error) {
      failed += 1;
      firstFailure ??= String(error);
    }
  };
  const begin = performance.now();
  let stopped = o.rate <= 0;
  const tick = () => {
    if (stopped) return;
    const due = Math.floor(((performance.now() - begin) / 1000) * o.rate) + 1;
    while (scheduled < due) {
      scheduled += 1;
      const sent = patch(scheduled).finally(() => pending.delete(sent));
      pending.add(sent);
    }
    setTimeout(tick, Math.max(1, Math.min(50, 1000 / o.rate / 2)));
  };
  tick();
  return {
    async stop() {
      stopped = true;
      const outstanding = [...pending];
      await Promise.race([Promise.allSettled(outstanding), new Promise((resolve) => setTimeout(resolve, 5000))]);
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        rate: o.rate,
        scheduled,
        ok: latencies.length,
        failed,
        unanswered: pending.size,
        p50: median(sorted.length ? sorted : [0]),
        p95: percentile(sorted, 95),
        firstFailure,
      };
    },
  };
}

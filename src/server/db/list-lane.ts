/**
 * The lane a request's list read takes on PostgreSQL. Lists are the heavy, many reads; left
 * unbounded they hold every connection of the pool and a write queues behind them (at 1,000,000
 * orders and 20 list clients a PATCH waited 0.25 to 0.5 s at p95). The lane lets at most `width`
 * list reads hold connections at once, so the rest of the pool is always free for writes and
 * small reads, and the lists waiting beyond it wait in the process, not on the database's cores.
 */
import pLimit from 'p-limit';

export type Lane = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * List reads in flight per process by default: as many as the machine has cores, shared by the
 * API processes. A list read keeps a core busy; more of them at once only queue on the
 * database's cores, where a write then waits behind them (docs/performance.md, "the list lane").
 */
export const defaultListReads = (cores: number, apiProcesses: number) => Math.max(1, Math.floor(cores / Math.max(1, apiProcesses)));

/** No lane: the work runs at once (a transaction's reads, the embedded database's one session). */
export const openLane: Lane = (work) => work();

/** A lane `width` list reads wide; 0 or less leaves the lists unbounded. */
export function listLane(width: number): Lane {
  if (width <= 0) return openLane;
  const limit = pLimit(width);
  return (work) => limit(work);
}

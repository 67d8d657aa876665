/**
 * With START_TIMING=1 the server prints a line per start phase, `start-phase <name> <ms> <epoch>`:
 * the milliseconds since the process started and the wall clock (bench/cold-start-bench.ts reads them).
 */
const enabled = process.env.START_TIMING === '1';

export function startPhase(name: string): void {
  if (enabled) console.log(`start-phase ${name} ${performance.now().toFixed(0)} ${Date.now()}`);
}

/**
 * How a buying-side benchmark (`bench/buying/*-bench.ts`) reports a figure to the runner
 * (bench/buying-bench.ts): one `FIGURE {json}` line per measure, printed as it is measured; the
 * runner shows the bench's whole output and then one table of every bench's figures.
 */
export interface BenchFigure {
  /** What was measured, with its size ("DMP export, 2,000,000 dmp_stats rows"). */
  name: string;
  seconds: number;
  /** The issue's target in seconds, when it gives one. */
  targetSeconds?: number;
  /** Said when the run was smaller than the issue's size (the shared machine). */
  note?: string;
}

export const figurePrefix = 'FIGURE ';

export function reportFigure(figure: BenchFigure): void {
  const verdict = figure.targetSeconds === undefined ? '' : figure.seconds <= figure.targetSeconds ? ` (target ≤ ${figure.targetSeconds} s: met)` : ` (target ≤ ${figure.targetSeconds} s: MISSED)`;
  console.log(`${figure.name}: ${figure.seconds.toFixed(2)} s${verdict}`);
  console.log(`${figurePrefix}${JSON.stringify(figure)}`);
}

/** Seconds since `started` (a `performance.now()`). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;

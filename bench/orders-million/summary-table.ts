/** Medians over the alternated runs of both servers, as a table a person reads. */
import type { WrkResult } from './bench-sh';
import type { WriterResult } from './comment-writer';

export interface Run {
  server: 'ours' | 'reference';
  connections: number;
  /** PATCHes a second beside the reads (0: read-only). */
  writes: number;
  round: number;
  results: WrkResult[];
  writer?: WriterResult;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Row {
  type: string;
  connections: number;
  writes: number;
  ours: { rps: number; p95: number; runs: number; errors: number };
  reference: { rps: number; p95: number; runs: number; errors: number } | null;
}

function side(runs: Run[], server: Run['server'], connections: number, writes: number, type: string) {
  const results = runs.filter((r) => r.server === server && r.connections === connections && r.writes === writes).flatMap((r) => r.results.filter((x) => x.type === type));
  if (!results.length) return null;
  return {
    rps: median(results.map((r) => r.rps)),
    p95: median(results.map((r) => r.p95)),
    runs: results.length,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

export function summarize(runs: Run[], types: readonly string[], connections: readonly number[], writeRates: readonly number[] = [0]): Row[] {
  return connections.flatMap((c) =>
    writeRates.flatMap((writes) =>
      types.flatMap((type) => {
        const ours = side(runs, 'ours', c, writes, type);
        return ours ? [{ type, connections: c, writes, ours, reference: side(runs, 'reference', c, writes, type) }] : [];
      }),
    ),
  );
}

const cell = (text: string, width: number) => text.padStart(width);

export function formatTable(rows: Row[]): string {
  const header = `${'query type'.padEnd(12)} ${cell('conns', 5)} ${cell('writes/s', 8)} ${cell('our req/s', 10)} ${cell('our p95', 9)} ${cell('ref req/s', 10)} ${cell('ref p95', 9)} ${cell('ratio', 6)}`;
  const lines = rows.map((r) => {
    const ref = r.reference;
    const errors = r.ours.errors + (ref?.errors ?? 0);
    return [
      r.type.padEnd(12),
      cell(String(r.connections), 5),
      cell(String(r.writes), 8),
      cell(r.ours.rps.toFixed(1), 10),
      cell(`${r.ours.p95.toFixed(1)} ms`, 9),
      cell(ref ? ref.rps.toFixed(1) : '-', 10),
      cell(ref ? `${ref.p95.toFixed(1)} ms` : '-', 9),
      cell(ref ? `${(r.ours.rps / ref.rps).toFixed(2)}×` : '-', 6),
      errors ? ` (${errors} errors)` : '',
    ]
      .join(' ')
      .trimEnd();
  });
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

/** The goals that these rows can decide. */
export function goalLines(rows: Row[], embedded: boolean, orders: number): string[] {
  const find = (type: string, c: number) => rows.find((r) => r.type === type && r.connections === c && r.writes === 0);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const lines: string[] = [];
  const mix20 = find('mix', 20);
  if (mix20?.reference) lines.push(`mix at 20 connections ≥ 2.5 × the reference's req/s: ${(mix20.ours.rps / mix20.reference.rps).toFixed(2)}× — ${verdict(mix20.ours.rps >= 2.5 * mix20.reference.rps)}`);
  const mix1 = find('mix', 1);
  const month1 = find('month', 1);
  if (!embedded && mix1) lines.push(`one connection, mix p95 ≤ 15 ms: ${mix1.ours.p95.toFixed(1)} ms — ${verdict(mix1.ours.p95 <= 15)}`);
  if (!embedded && month1) lines.push(`one connection, month page p95 ≤ 10 ms: ${month1.ours.p95.toFixed(1)} ms — ${verdict(month1.ours.p95 <= 10)}`);
  if (embedded && mix1) lines.push(`embedded, ${orders} orders, one client, mix p95 ≤ 40 ms: ${mix1.ours.p95.toFixed(1)} ms — ${verdict(mix1.ours.p95 <= 40)}`);
  return lines;
}

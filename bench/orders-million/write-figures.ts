/** The figures of the list benchmark under writes: one round's ratio, the writer's line, the goal. */
import type { WriterResult } from './comment-writer';
import { median, type Run } from './summary-table';

export function describeWrites(w: WriterResult): string {
  const missing = w.scheduled - w.ok;
  return `writes ${w.ok}/${w.scheduled} through, p50 ${w.p50.toFixed(1)} ms, p95 ${w.p95.toFixed(1)} ms${missing ? ` (${w.failed} failed, ${w.unanswered} unanswered${w.firstFailure ? `: ${w.firstFailure}` : ''})` : ''}`;
}

const mixOf = (run: Run) => run.results.find((r) => r.type === 'mix') ?? run.results[0];

/** "ours 412.3 req/s against 70.1: 5.88×" for one alternated round. */
export function roundRatio(runs: Run[], connections: number, writes: number, round: number): string {
  const pick = (server: Run['server']) => runs.find((r) => r.server === server && r.connections === connections && r.writes === writes && r.round === round);
  const ours = pick('ours');
  const reference = pick('reference');
  if (!ours || !reference) return 'one side missing';
  const a = mixOf(ours);
  const b = mixOf(reference);
  return `${a.type} ours ${a.rps.toFixed(1)} req/s (p95 ${a.p95.toFixed(1)} ms) against ${b.rps.toFixed(1)} (p95 ${b.p95.toFixed(1)} ms): ${(a.rps / b.rps).toFixed(2)}×`;
}

/**
 * Performance III 1: at this write rate every round at least 4× the reference, the list's p95
 * under 250 ms, and every PATCH through with p95 under 100 ms.
 */
export function writeGoalLines(runs: Run[], connections: number, writes: number, rounds: number): string[] {
  const lines: string[] = [];
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const ours = runs.filter((r) => r.server === 'ours' && r.connections === connections && r.writes === writes);
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const a = ours.find((r) => r.round === round);
    const b = runs.find((r) => r.server === 'reference' && r.connections === connections && r.writes === writes && r.round === round);
    if (a && b) ratios.push(mixOf(a).rps / mixOf(b).rps);
  }
  if (ratios.length) lines.push(`${writes} writes/s, ${connections} connections, every round ≥ 4 × the reference: ${ratios.map((r) => `${r.toFixed(2)}×`).join(', ')} — ${verdict(ratios.every((r) => r >= 4))}`);
  if (ours.length) {
    const p95s = ours.map((r) => mixOf(r).p95);
    lines.push(`${writes} writes/s, list p95 < 250 ms in every round: ${p95s.map((p) => p.toFixed(0)).join(', ')} ms — ${verdict(p95s.every((p) => p < 250))}`);
    const written = ours.flatMap((r) => (r.writer ? [r.writer] : []));
    if (written.length) {
      const allThrough = written.every((w) => w.ok === w.scheduled);
      lines.push(`${writes} writes/s, every PATCH through, p95 < 100 ms: ${written.map((w) => `${w.ok}/${w.scheduled} p95 ${w.p95.toFixed(0)} ms`).join(', ')} (median p95 ${median(written.map((w) => w.p95)).toFixed(0)} ms) — ${verdict(allThrough && written.every((w) => w.p95 < 100))}`);
    }
  }
  return lines;
}

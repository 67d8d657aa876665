/**
 * One run of the reference's `bench.sh` (wrk, the query mix) against a list endpoint: its log
 * goes to `out`, its RESULT lines come back parsed. Runs asynchronously, so a server in this
 * same process keeps answering.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FieldNames } from './query-mix';

export interface WrkResult {
  type: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  errors: number;
}

export interface BenchShOptions {
  peerDir: string;
  url: string;
  token: string;
  names: FieldNames;
  types: readonly string[];
  duration: string;
  connections: number;
  threads: number;
  warmup: string;
  /** The log file bench.sh writes (never inside the reference's folder). */
  out: string;
}

/** Parses `RESULT label=month requests=… rps=… p95_ms=… non2xx=0 …` lines. */
export function parseResults(output: string): WrkResult[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('RESULT '))
    .map((line) => {
      const v = Object.fromEntries(line.slice(7).split(' ').map((pair) => pair.split('=') as [string, string]));
      const errors = ['non2xx', 'connect', 'read', 'write', 'timeout'].reduce((sum, key) => sum + Number(v[key] ?? 0), 0);
      return { type: v.label, requests: Number(v.requests), rps: Number(v.rps), p50: Number(v.p50_ms), p95: Number(v.p95_ms), p99: Number(v.p99_ms), errors };
    });
}

export function runBenchSh(o: BenchShOptions): Promise<WrkResult[]> {
  const env = {
    ...process.env,
    ...o.names,
    PYTHONDONTWRITEBYTECODE: '1',
    TYPES: o.types.join(' '),
    DURATION: o.duration,
    CONNECTIONS: String(o.connections),
    THREADS: String(o.threads),
    WARMUP: o.warmup,
    OUT: o.out,
  };
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [path.join(o.peerDir, 'bench.sh'), o.url, o.token], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`bench.sh ${o.url} exited with ${code}; its log: ${o.out}\n${output}`));
      else resolve(parseResults(output));
    });
  });
}

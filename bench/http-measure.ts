/**
 * One benchmark query over HTTP: clients calling it in a loop for some seconds; p50, p95, req/s.
 * The clients run in a worker thread (`http-measure-worker.mjs`), so that reading and parsing the
 * answers neither waits on the measured server's event loop nor leaves garbage in its heap when
 * both live in this process; a request's time ends when its whole body has arrived.
 */
import { Worker } from 'node:worker_threads';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

export interface MeasureOptions {
  seconds: number;
  concurrency: number;
  /** Width of the label column in the printed line. */
  labelWidth: number;
  /** What the line says of an answer (default: its `count`). */
  summarize?: (body: unknown, text: string) => string;
}

interface MeasureRequest {
  url: string;
  token: string;
  seconds: number;
  concurrency: number;
}

interface MeasureResult {
  latencies: number[];
  elapsedSeconds: number;
  lastBody: string;
  error?: string;
}

function runInWorker(request: MeasureRequest): Promise<MeasureResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-measure-worker.mjs', import.meta.url), { workerData: request });
    worker.once('message', (result: MeasureResult) => (result.error ? reject(new Error(result.error)) : resolve(result)));
    worker.once('error', reject);
  });
}

export async function measure(url: string, token: string, label: string, options: MeasureOptions): Promise<string> {
  const { latencies, elapsedSeconds, lastBody } = await runInWorker({ url, token, seconds: options.seconds, concurrency: options.concurrency });
  const body = JSON.parse(lastBody) as { count: number };
  const summary = options.summarize ? options.summarize(body, lastBody) : `count=${String(body.count).padStart(6)}`;
  latencies.sort((a, b) => a - b);
  return `  ${label.padEnd(options.labelWidth)} ${summary}  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  ${(latencies.length / elapsedSeconds).toFixed(0)} req/s`;
}

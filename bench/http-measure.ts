/** One benchmark query over HTTP: clients calling it in a loop for some seconds; p50, p95, req/s. */
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

export async function measure(url: string, token: string, label: string, options: MeasureOptions): Promise<string> {
  const latencies: number[] = [];
  const deadline = Date.now() + options.seconds * 1000;
  let summary = '';
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const answer = await fetch(url, { headers: { authorization: `Token ${token}` } });
      const text = await answer.text();
      if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${text}`);
      const body = JSON.parse(text) as { count: number };
      summary = options.summarize ? options.summarize(body, text) : `count=${String(body.count).padStart(6)}`;
      latencies.push(performance.now() - started);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return `  ${label.padEnd(options.labelWidth)} ${summary}  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  ${(latencies.length / elapsed).toFixed(0)} req/s`;
}

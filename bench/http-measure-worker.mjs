// The clients of `http-measure.ts`, in a worker thread: calls the URL in a loop and posts the
// latencies back. Plain JavaScript: a worker thread does not get the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, seconds, concurrency } = workerData;
const latencies = [];
let lastBody = '';

async function client(deadline) {
  while (Date.now() < deadline) {
    const started = performance.now();
    const answer = await fetch(url, { headers: { authorization: `Token ${token}` } });
    const text = await answer.text();
    latencies.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${text.slice(0, 500)}`);
    lastBody = text;
  }
}

const started = Date.now();
try {
  await Promise.all(Array.from({ length: concurrency }, () => client(started + seconds * 1000)));
  parentPort.postMessage({ latencies, elapsedSeconds: (Date.now() - started) / 1000, lastBody });
} catch (error) {
  parentPort.postMessage({ latencies, elapsedSeconds: 0, lastBody, error: String(error) });
}

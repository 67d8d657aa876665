/**
 * The server of the order documents benchmark: the app on the benchmark's data directory as
 * `npm start` runs it (API, embedded database, job worker in the same process), reporting its
 * own memory over IPC. `mark` starts a measurement and answers the memory now; `peak` answers
 * the highest resident set (the kernel's high-water mark on Linux, else sampled) and the highest
 * sampled V8 heap since the mark; `stop` stops the server.
 */
import fs from 'node:fs';
import { readConfig } from '../src/server/config';
import { startServer } from '../src/server/start-server';

export interface MemoryFigures {
  rss: number;
  heap: number;
  /** The process's CPU time so far (user and system), in ms. */
  cpu: number;
}

export type ServerMessage = { ready: MemoryFigures } | { mark: MemoryFigures } | { peak: MemoryFigures };

const status = '/proc/self/status';
const canResetPeak = fs.existsSync('/proc/self/clear_refs');

/** VmHWM, the process's peak resident set, in bytes (Linux), or null. */
function kernelPeakRss(): number | null {
  if (!canResetPeak) return null;
  const line = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(status, 'utf8'));
  return line ? Number(line[1]) * 1024 : null;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const now = (): MemoryFigures => ({ rss: process.memoryUsage.rss(), heap: process.memoryUsage().heapUsed, cpu: cpuMs() });
let peak = now();
const sampler = setInterval(() => {
  const { rss, heap } = now();
  peak = { rss: Math.max(peak.rss, rss), heap: Math.max(peak.heap, heap), cpu: peak.cpu };
}, 20);

const { stop } = await startServer(readConfig({ ...process.env, LOG_LEVEL: 'warn' }));
const send = (message: ServerMessage) => process.send!(message);

process.on('message', (message: 'mark' | 'peak' | 'stop') => {
  if (message === 'mark') {
    if (canResetPeak) fs.writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
    peak = now();
    send({ mark: peak });
  } else if (message === 'peak') {
    send({ peak: { rss: Math.max(peak.rss, kernelPeakRss() ?? 0), heap: peak.heap, cpu: cpuMs() } });
  } else {
    clearInterval(sampler);
    void stop().then(() => process.exit(0));
  }
});
send({ ready: now() });

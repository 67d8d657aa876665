/**
 * `npm run bench:uploads` (`node --import tsx bench/uploads-bench.ts`): on the embedded database,
 * over HTTP, while another client (a worker thread) polls a list every 50 ms: 100,000 non-media
 * rows, DOMAINS new domains (default 100,000) and a two-million-row file (refused past the row
 * limit). Prints each upload's time, the other client's worst wait during it, and the growth of
 * the process's RSS. `NONMEDIA=2000 DOMAINS=2000 HUGE=2000` for a quick run; `HUGE=0` leaves the
 * two big files out. The missed-marker upload is measured by bench/buying/dsps-bench.ts.
 * Diagnostics: `GC_EVERY=<ms>` with `node --expose-gc` forces a collection that often (the growth
 * left is what stays alive); `HEAP_PROFILE=<path prefix>` writes each upload's sampled allocations
 * that lived until a full collection (`<prefix>-<file>.json`, for Chrome's memory tools).
 */
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import type net from 'node:net';
import { Worker } from 'node:worker_threads';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { buildApp } from '../src/server/http/build-app';
import { createSession } from '../src/server/http/auth/session-store';
import { createContext } from '../src/server/services';
import { streamedWorkbook } from '../dev/testing/streamed-workbook';

const nonMediaRows = Number(process.env.NONMEDIA ?? 100_000);
const domainRows = Number(process.env.DOMAINS ?? 100_000);
const hugeRows = Number(process.env.HUGE ?? 2_000_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-uploads-bench-'));
const database = await openPglite(dataDir);
const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent', MAX_UPLOAD_MB: process.env.MAX_UPLOAD_MB ?? '25' });
const logger = pino({ level: 'silent' });
await migrate(database);
await seed(database, config, logger);
const { rows: admins } = await database.query(`select id from users order by id limit 1`);
const ctx = await createContext(config, database, logger);
const app = await buildApp(ctx, { serveWeb: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/api/`;
const token = await createSession(database.db, Number(admins[0].id), 1);

const workbook = streamedWorkbook;

const poller = `
const { parentPort, workerData } = require('node:worker_threads');
let worst = 0, calls = 0, stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  while (!stop) {
    const started = performance.now();
    const answer = await fetch(workerData.url, { headers: { authorization: 'Token ' + workerData.token } });
    await answer.arrayBuffer();
    worst = Math.max(worst, performance.now() - started); calls++;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  parentPort.postMessage({ worst, calls });
})();`;

async function measured(label: string, url: string, bytes: Buffer, name: string) {
  const profiler = process.env.HEAP_PROFILE ? new inspector.Session() : null;
  profiler?.connect();
  const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) => profiler!.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
  if (profiler) await post('HeapProfiler.startSampling', { samplingInterval: 65536, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false });
  const worker = new Worker(poller, { eval: true, workerData: { url: `${base}publishers/nonmedia/`, token } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const load = os.loadavg()[0].toFixed(1);
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let rssPeak = rssBefore;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 20);
  const collector = process.env.GC_EVERY ? setInterval(() => (globalThis as { gc?: () => void }).gc?.(), Number(process.env.GC_EVERY)) : undefined;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('name', name);
  const started = performance.now();
  const answer = await fetch(`${base}${url}`, { method: 'POST', body: form, headers: { authorization: `Token ${token}` } });
  const text = await answer.text();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(collector);
  if (profiler) {
    const { profile } = (await post('HeapProfiler.stopSampling')) as { profile: unknown };
    fs.writeFileSync(`${process.env.HEAP_PROFILE}-${name}.json`, JSON.stringify(profile));
    profiler.disconnect();
  }
  const other = await new Promise<{ worst: number; calls: number }>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage('stop');
  });
  await worker.terminate();
  let summary = text.slice(0, 120);
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    summary = `${String(body.detail)}${body.errorsCount !== undefined ? `, errorsCount ${String(body.errorsCount)}` : ''}${body.code && answer.status >= 400 ? ` (${String(body.code)})` : ''}`;
  } catch {
    /* not JSON */
  }
  console.log(
    `${label.padEnd(44)} ${(bytes.length / 1024 / 1024).toFixed(1).padStart(5)} MB  HTTP ${answer.status}  ${seconds.toFixed(2).padStart(7)} s  other client worst wait ${other.worst.toFixed(0).padStart(5)} ms (${other.calls} calls)  RSS +${((rssPeak - rssBefore) / 1024 / 1024).toFixed(0)} MB (JS heap +${((heapPeak - heapBefore) / 1024 / 1024).toFixed(0)} MB)  load ${load}  ${summary}`,
  );
}

try {
  const sources = Array.from({ length: 50 }, (_, index) => `nm-${index}`);
  for (const id of sources) {
    const answer = await fetch(`${base}publishers/nonmedia/`, { method: 'POST', body: JSON.stringify({ id, name: id }), headers: { authorization: `Token ${token}`, 'content-type': 'application/json' } });
    if (answer.status !== 201) throw new Error(`non-media source ${id}: ${answer.status} ${await answer.text()}`);
  }
  const day = (index: number) => new Date(Date.UTC(2020, 0, 1) + Math.floor(index / sources.length) * 86_400_000).toISOString().slice(0, 10);
  const nonMedia = await workbook(['nonmedia_id', 'date', 'impressions', 'amount'], nonMediaRows, (index) => [sources[index % sources.length], day(index), index, 12.34]);
  await measured(`${nonMediaRows.toLocaleString('en')} non-media rows`, 'erir/nonmedia/', nonMedia, 'nonmedia.xlsx');
  const domains = await workbook(['domain', 'comment'], domainRows, (index) => [`bench-${index}.example`, 'bench']);
  await measured(`${domainRows.toLocaleString('en')} new domains (batch)`, 'domains/batch/', domains, 'domains.xlsx');
  if (hugeRows > 0) {
    const huge = await workbook(['nonmedia_id', 'date', 'impressions', 'amount'], hugeRows, (index) => ['x', '2020-01-01', index % 10, 1]);
    await measured(`${hugeRows.toLocaleString('en')}-row file (over the limit)`, 'erir/nonmedia/', huge, 'huge.xlsx');
    const wrongHeader = await workbook(['domain', 'date', 'impressions', 'amount'], hugeRows, (index) => ['x', '2020-01-01', index % 10, 1]);
    await measured(`${hugeRows.toLocaleString('en')}-row file, wrong header`, 'erir/nonmedia/', wrongHeader, 'wrong.xlsx');
  }
} finally {
  await app.close();
  await ctx.jobs?.stop?.();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

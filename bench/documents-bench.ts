/**
 * Order documents (issue 10: 500 orders' documents in one call within 30 s on the embedded
 * database, memory under 500 MB). Three processes, so that each figure is the server's own:
 * 1. documents-bench-seed.ts fills a fresh data directory with ORDERS orders (default 500) with
 *    two products each, through the API, and exits;
 * 2. documents-bench-server.ts starts the app on that directory as `npm start` does (API,
 *    embedded database and job worker in one process);
 * 3. this script asks that server over HTTP for all the orders' acts as .docx files in one .zip,
 *    then as .pdf files in one .zip, polling the task as the web app does, and downloads the file.
 * Prints for each call the time until the task's file is ready and the server process's memory:
 * resident set (which includes the embedded database) before the call and at its peak, and the
 * V8 heap. Run: node --import tsx bench/documents-bench.ts
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../e2e/server';
import os from 'node:os';
import path from 'node:path';
import type { MemoryFigures, ServerMessage } from './documents-bench-server';
import { documentsCall, nextMessage, startBenchProcess as start } from './documents-bench-processes';

const orders = Number(process.env.ORDERS ?? 500);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-documents-bench-'));
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', HOST: '127.0.0.1', PORT: String(await freePort()) };
let server: ChildProcess | null = null;
try {
  console.log(`Order documents on the embedded database: ${orders} orders, Node ${process.version}, ${os.cpus().length} cores`);
  const seeding = Date.now();
  const seeder = start('documents-bench-seed.ts', { ...env, ORDERS: String(orders) });
  const { token, ids } = await nextMessage<{ token: string; ids: number[] }>(seeder);
  await new Promise((resolve) => seeder.once('exit', resolve));
  console.log(`Seeded ${orders} orders with 2 products each in ${((Date.now() - seeding) / 1000).toFixed(1)} s (a process of its own)`);

  server = start('documents-bench-server.ts', env);
  const { ready } = await nextMessage<Extract<ServerMessage, { ready: MemoryFigures }>>(server);
  console.log(`Server started on the seeded data: RSS ${mb(ready.rss)}, heap ${mb(ready.heap)}`);
  const ask = async <K extends 'mark' | 'peak'>(what: K) => {
    const answer = nextMessage<Record<K, MemoryFigures>>(server!);
    server!.send(what);
    return (await answer)[what];
  };
  const run = async (label: string, body: { orders: number[]; type: string; pdf: boolean }) => {
    const before = await ask('mark');
    const { seconds, bytes } = await documentsCall(env.PORT, token, body);
    const peak = await ask('peak');
    console.log(
      `${label}: ${seconds.toFixed(1)} s (${((seconds * 1000) / body.orders.length).toFixed(0)} ms an order), file ${mb(bytes)}; ` +
        `server RSS ${mb(before.rss)} before, peak ${mb(peak.rss)} (+${mb(peak.rss - before.rss)}); heap ${mb(before.heap)} before, peak ${mb(peak.heap)}`,
    );
  };
  await run(`${orders} acts as .docx in a .zip`, { orders: ids, type: 'ACT', pdf: false });
  await run(`${orders} acts as .pdf in a .zip`, { orders: ids, type: 'ACT', pdf: true });
  console.log(`Load average (1, 5, 15 min) at the end: ${os.loadavg().map((n) => n.toFixed(1)).join(', ')}`);
} finally {
  if (server && server.exitCode === null) {
    server.send('stop');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * `node --import tsx bench/exports-bench.ts`: on the embedded database with ROWS clients
 * (default 30,000), the latency of an unrelated request (another user's first page of clients)
 * while EXPORTS full-list exports (`GET clients/?full=true`, default 6) run at once, first all
 * by one user, then each by a user of its own. Prints the exports' statuses and times and the
 * unrelated request's p50 and max next to its latency with nothing else running.
 *
 * First it measures the memory of one export alone: the process's RSS and V8 heap sampled every
 * 10 ms while it runs (the answer read and dropped as it arrives), as peaks above the figures
 * just before, and the longest delay of the event loop meanwhile. With `--expose-gc` the heap is collected before it starts. `MEMORY_ONLY=1` stops
 * after it: `ROWS=100000 MEMORY_ONLY=1 node --expose-gc --import tsx bench/exports-bench.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { buildApp } from '../src/server/http/build-app';
import { createSession } from '../src/server/http/auth/session-store';
import { createContext } from '../src/server/services';

const rows = Number(process.env.ROWS ?? 30_000);
const exports = Number(process.env.EXPORTS ?? 6);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-exports-bench-'));
const database = await openPglite(dataDir);
const config = readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' });
const logger = pino({ level: 'silent' });
await migrate(database);
await seed(database, config, logger);
const { rows: users } = await database.query(
  `insert into users (email, first_name, last_name, full_name, department_id, locale, role, is_active)
   select 'export' || g || '@example.com', 'Bench', 'User', 'Bench User', 1, 'en', 'USER', true from generate_series(0, $1::int) g returning id`,
  [exports],
);
await database.query(
  `insert into clients (name, type, user_id, comment)
   select 'Client ' || lpad(g::text, 7, '0') || ' ' || md5(g::text), (array['NA','DIRECT','AGENCY'])[1 + g % 3], $1::int, 'note ' || g
   from generate_series(1, $2::int) g`,
  [Number(users[0].id), rows],
);
await database.exec('vacuum analyze');
const ctx = await createContext(config, database, logger);
const app = await buildApp(ctx, { serveWeb: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/api/clients/`;
const tokens = await Promise.all(users.map((user) => createSession(database.db, Number(user.id), 1)));
const probeToken = tokens.pop()!;

const get = async (query: string, token: string) => {
  const started = performance.now();
  const answer = await fetch(`${baseUrl}?${query}`, { headers: { authorization: `Token ${token}` } });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
};

/** Peak RSS and heap above their figures at the start, sampled while one export runs alone. */
async function exportMemory(token: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage();
  const peak = { rss: start.rss, heapUsed: start.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  }, 10);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const answer = await fetch(`${baseUrl}?full=true`, { headers: { authorization: `Token ${token}` } });
  let bytes = 0;
  const reader = answer.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
  clearInterval(sampler);
  delay.disable();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `one export alone: status ${answer.status}, ${mb(bytes)} answered in ${(performance.now() - started).toFixed(0)} ms; ` +
      `peak RSS ${mb(peak.rss)} (+${mb(peak.rss - start.rss)}), peak heap used ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - start.heapUsed)}); longest event-loop delay ${(delay.max / 1e6).toFixed(0)} ms`,
  );
}

/** The unrelated request, one after another, until `until` settles. */
async function probe(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) times.push((await get('page_size=40&ordering=name', probeToken)).ms);
  return times;
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms (${sorted.length} requests)`;
};

async function scenario(label: string, exporters: string[]) {
  const running = Promise.all(exporters.map((token) => get('full=true', token)));
  const times = await probe(running);
  const answers = await running;
  const statuses = answers.map((a) => a.status).join(' ');
  const slowest = Math.max(...answers.map((a) => a.ms));
  console.log(`${label}: statuses ${statuses}; slowest export ${slowest.toFixed(0)} ms; unrelated request ${figures(times)}`);
}

try {
  console.log(`Full-list exports of ${rows} clients on the embedded database, Node ${process.version}, ${os.cpus().length} cores`);
  await get('full=true', tokens[0]); // warm up
  await exportMemory(tokens[0]);
  if (!process.env.MEMORY_ONLY) {
    console.log(`alone: unrelated request ${figures(await probe(new Promise((resolve) => setTimeout(resolve, 3000))))}`);
    await scenario(`${exports} exports by one user`, Array(exports).fill(tokens[0]));
    await scenario(`${exports} exports by ${exports} users`, tokens.slice(0, exports));
  }
} finally {
  await app.close();
  await ctx.jobs.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

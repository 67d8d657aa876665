/**
 * `npm run bench:orders -- --orders 1000000`: the orders list against the reference
 * implementation (peers/drf, Django REST Framework on PostgreSQL) on the same data.
 *
 * 1. runs the reference's generator (CSV files in --data-dir) and loads them into this project's
 *    schema (load-orders.ts): PostgreSQL when DATABASE_URL is set, else the embedded database in
 *    BENCH_DATA_DIR (default a kept folder under the temp dir); a database that already holds the
 *    same data is reused, one holding other orders refused;
 * 2. starts this server (as `npm start` does) on a free port with a super admin's session token;
 * 3. when the reference answers (--reference, default DRF_URL or http://127.0.0.1:8101/api/orders/,
 *    token --reference-token / DRF_TOKEN / its `manage.py bench_token`), compares the `count` and
 *    total sum with VAT of every query of the mix on both servers;
 * 4. runs the reference's bench.sh (wrk) against both, alternating run by run, for each
 *    connection count, and prints the medians, the ratios, the goals and the machine.
 *
 * Options: --orders N (200000) --rounds R (3) --duration 30s --warmup 5s --connections 20,1
 * --types "month pages search status_dept mix" --peer DIR (DRF_PEER_DIR) --data-dir DIR
 * --out DIR (bench.sh logs) --reference URL|none --reference-token T --load-only
 * --writes "0,2,20" (PATCHes a second of a random order's comment beside the reads, from a second
 * client started with each run: comment-writer.ts) --processes N (API processes, as API_PROCESSES of `npm start`; default one per core on
 * PostgreSQL, as the reference runs one gunicorn worker per core; 1 on the embedded database).
 * Needs wrk, curl and /usr/bin/python3 (the reference's README: `apt-get install wrk curl`).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type net from 'node:net';
import { freePort } from '../../e2e/server';
import { readConfig } from '../../src/server/config';
import { createSession } from '../../src/server/http/auth/session-store';
import { startServer } from '../../src/server/start-server';
import { compareAnswers, fetchAnswer, type Endpoint } from './answer-check';
import { runBenchSh, type WrkResult } from './bench-sh';
import { loadReferenceOrders } from './load-orders';
import { describeMachine } from './machine';
import { benchQueries, ourFieldNames, queryTypes, referenceFieldNames, type QueryType } from './query-mix';
import { defaultPeerDir, generateReferenceCsv } from './reference-csv';
import { describeWrites, roundRatio, writeGoalLines } from './write-figures';
import { startCommentWriter, type WriterResult } from './comment-writer';
import { formatTable, goalLines, summarize, type Run } from './summary-table';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '30s' },
    warmup: { type: 'string', default: '5s' },
    connections: { type: 'string', default: '20,1' },
    types: { type: 'string', default: queryTypes.join(' ') },
    peer: { type: 'string', default: defaultPeerDir },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'orders-reference-csv') },
    out: { type: 'string' },
    reference: { type: 'string', default: process.env.DRF_URL ?? 'http://127.0.0.1:8101/api/orders/' },
    'reference-token': { type: 'string', default: process.env.DRF_TOKEN },
    'load-only': { type: 'boolean', default: false },
    processes: { type: 'string' },
    writes: { type: 'string', default: '0' },
  },
});

const orders = Number(args.orders);
const rounds = Number(args.rounds);
const connections = args.connections.split(',').map(Number);
const writeRates = args.writes.split(',').map(Number);
const types = args.types.split(/[\s,]+/).filter(Boolean) as QueryType[];
const peerDir = path.resolve(args.peer);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
const outDir = args.out ?? path.join(os.tmpdir(), `orders-bench-${stamp}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function referenceToken(): string {
  if (args['reference-token']) return args['reference-token'];
  return execFileSync('/usr/bin/python3', [path.join(peerDir, 'manage.py'), 'bench_token'], {
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .toString()
    .trim();
}

/** The reference when it runs and holds the same data (its month counts equal ours), else null. */
async function findReference(ours: Endpoint): Promise<Endpoint | null> {
  if (args.reference === 'none') return null;
  try {
    await fetch(args.reference);
  } catch {
    console.log(`The reference does not answer at ${args.reference}: measuring this server only (start it with peers/drf/setup.sh ${orders} and serve.sh 8101).`);
    return null;
  }
  const reference = { url: args.reference, token: referenceToken(), totalKey: 'sum_with_nds' };
  const [ourMonth] = benchQueries(peerDir, ourFieldNames).month;
  const [referenceMonth] = benchQueries(peerDir, referenceFieldNames).month;
  const [a, b] = await Promise.all([fetchAnswer(ours, ourMonth), fetchAnswer(reference, referenceMonth)]);
  if (a.count !== b.count) {
    console.log(`The reference at ${args.reference} holds other data (${b.count} orders in the first month, here ${a.count}): load it with peers/drf/setup.sh ${orders}. Measuring this server only.`);
    return null;
  }
  return reference;
}

const embedded = !process.env.DATABASE_URL;
const processes = embedded ? 1 : Number(args.processes ?? os.availableParallelism());
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `adoffice-orders-reference-${orders}`);
const serverEnv = { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'bench-admin-pass' };
// With several API processes this one only loads the data; the measured server is `npm start`'s.
const config = readConfig({ ...serverEnv, PORT: '0', ...(processes > 1 ? { WORKER: 'off' } : {}) });

/** `npm start` with API_PROCESSES=processes, answering once every process listens. */
async function startApiProcesses(): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...serverEnv, PORT: String(port), API_PROCESSES: String(processes), SKIP_WEB_BUILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const status = await fetch(`http://127.0.0.1:${port}/api/orders/`).then((r) => r.status, () => 0);
    if (status === 401) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`The ${processes} API processes did not answer on port ${port}`);
}


let started = Date.now();
const files = generateReferenceCsv(peerDir, args['data-dir'], orders);
console.log(`Reference CSV (${orders} orders): ${files.orders}, ready after ${seconds(started)}`);
const server = await startServer(config);
let apiProcesses: ChildProcess | null = null;
try {
  const database = server.ctx.database;
  started = Date.now();
  const loaded = await loadReferenceOrders(database, files);
  console.log(
    loaded.reused
      ? `The database already holds the ${loaded.orders} orders (${embedded ? dataDir : 'DATABASE_URL'})`
      : `Loaded ${loaded.orders} orders, sum with VAT ${(loaded.sumWithNds / 100).toFixed(2)}, in ${loaded.seconds.toFixed(1)} s (${embedded ? `embedded, ${dataDir}` : 'PostgreSQL'})`,
  );
  if (!args['load-only']) {
    const admin = await database.query('select id from users where is_super_admin order by id limit 1');
    const token = await createSession(database.db, Number(admin.rows[0].id), 1);
    let port = (server.app.server.address() as net.AddressInfo).port;
    if (processes > 1) {
      const started = await startApiProcesses();
      apiProcesses = started.child;
      port = started.port;
    }
    const ours: Endpoint = { url: `http://127.0.0.1:${port}/api/orders/`, token, totalKey: 'sumWithNds' };
    const reference = await findReference(ours);
    const machine = await describeMachine(database);
    if (reference) {
      const checked = await compareAnswers(ours, reference, benchQueries(peerDir, ourFieldNames), benchQueries(peerDir, referenceFieldNames), ['month', 'pages', 'search', 'status_dept']);
      console.log(`Answers compared on ${checked.compared} queries: ${checked.mismatches.length} differ`);
      for (const m of checked.mismatches.slice(0, 10)) console.log(`  ${m.type} ?${m.ours}: ours ${JSON.stringify(m.oursAnswer)}, reference ${JSON.stringify(m.referenceAnswer)}`);
      if (checked.mismatches.length) throw new Error('The servers answer differently on the same data');
    }
    fs.mkdirSync(outDir, { recursive: true });
    const runs: Run[] = [];
    const maxId = Number((await database.query('select max(id) as id from orders')).rows[0].id);
    /** One run of bench.sh against one side, with its writer (from the run's start) when `writes` > 0. */
    const measure = async (side: Run['server'], c: number, writes: number, round: number): Promise<Run> => {
      const endpoint = side === 'ours' ? ours : reference!;
      // This PostgreSQL may run without autovacuum: keep the profiler's log table from bloating between runs.
      if (side === 'ours' && (await database.query("select to_regclass('profiler_requests') as t")).rows[0].t) await database.exec('vacuum (analyze) profiler_requests');
      const out = path.join(outDir, `${stamp}-${side}-c${c}-w${writes}-r${round}.txt`);
      const runStarted = Date.now();
      // Each round starts right after its writes begin: the first minute of writes is the one measured.
      const writer = writes > 0 ? startCommentWriter({ listUrl: endpoint.url, token: endpoint.token, rate: writes, maxId, seed: round }) : null;
      let written: WriterResult | undefined;
      let results: WrkResult[];
      try {
        results = await runBenchSh({
          peerDir, url: endpoint.url, token: endpoint.token, names: side === 'ours' ? ourFieldNames : referenceFieldNames, types,
          duration: args.duration, warmup: args.warmup, connections: c, threads: Math.min(2, c), out,
        });
      } finally {
        if (writer) written = await writer.stop();
      }
      const mix = results.find((r) => r.type === 'mix') ?? results[0];
      console.log(`  ${side.padEnd(9)} c${c} w${writes}/s round ${round}: ${mix.type} ${mix.rps.toFixed(1)} req/s, p95 ${mix.p95.toFixed(1)} ms${written ? `; ${describeWrites(written)}` : ''} (${seconds(runStarted)}, ${out})`);
      return { server: side, connections: c, writes, round, results, writer: written };
    };
    for (const c of connections) {
      for (const writes of writeRates) {
        for (let round = 1; round <= rounds; round += 1) {
          const order: Run['server'][] = reference ? (round % 2 ? ['ours', 'reference'] : ['reference', 'ours']) : ['ours'];
          for (const side of order) runs.push(await measure(side, c, writes, round));
          if (reference) console.log(`    round ${round}: ${roundRatio(runs, c, writes, round)}`);
        }
      }
    }
    const rows = summarize(runs, types, connections, writeRates);
    console.log(`\nOrders list, ${orders} orders, medians of ${rounds} alternated run(s) of wrk ${args.duration} per type (bench.sh); ours: ${embedded ? 'embedded database' : `PostgreSQL, ${processes} API process${processes > 1 ? 'es' : ''}`}, reference: ${reference ? args.reference : 'not running'}`);
    console.log(`Machine: ${machine}\n`);
    console.log(formatTable(rows));
    const goals = [...goalLines(rows, embedded, orders), ...connections.flatMap((c) => writeRates.filter((w) => w > 0).flatMap((w) => writeGoalLines(runs, c, w, rounds)))];
    if (goals.length) console.log(`\nGoals:\n${goals.map((g) => `  ${g}`).join('\n')}`);
    console.log(`\nbench.sh logs: ${outDir}`);
  }
} finally {
  if (apiProcesses) {
    const exited = new Promise((resolve) => apiProcesses!.once('exit', resolve));
    apiProcesses.kill('SIGTERM');
    await exited;
  }
  await server.stop();
}

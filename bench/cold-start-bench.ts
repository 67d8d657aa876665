/**
 * Cold start (issue 33, goal 5): `npm start` as a user runs it, timed from the spawn to the first
 * answered list request (sign in, then GET /api/orders/), in a fresh data directory (migrated and
 * seeded on this start) and in one that holds the demo company (`npm run demo`). The server
 * prints its start phases with START_TIMING=1 (src/server/start-timing.ts); the bench shows
 * where the time went. RUNS (default 3) starts of each kind. BENCH_DEMO_DIR: a data directory
 * holding the demo company made with ADMIN_PASSWORD=bench-admin-pass (kept; made there with
 * `npm run demo` when empty), else one is made in a temporary folder (30 s to minutes).
 * BENCH_APP_DIR: the checkout to start (default this one), to compare a change with a copy of
 * the code before it.
 * Run: `npm run bench:cold-start`. Needs the web app built (`npm start` builds it when stale:
 * the first start after a change to src/web pays for the build, reported as its own phase).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const runs = Number(process.env.RUNS ?? 3);
/** The checkout `npm start` runs in (another one to compare a change against this one). */
const appDir = process.env.BENCH_APP_DIR ?? process.cwd();
const password = 'bench-admin-pass';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

function load(): string {
  return os.loadavg().map((n) => n.toFixed(2)).join(' ');
}

async function firstList(baseUrl: string): Promise<number | null> {
  try {
    const login = await fetch(`${baseUrl}/api/accounts/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    if (!login.ok) return null;
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${baseUrl}/api/orders/`, { headers: { authorization: `Token ${token}` } });
    if (!list.ok) throw new Error(`GET /api/orders/ answered ${list.status}`);
    return ((await list.json()) as { count: number }).count;
  } catch (error) {
    if (error instanceof TypeError) return null; // not listening yet
    throw error;
  }
}

interface Start {
  totalMs: number;
  orders: number;
  phases: { name: string; ms: number }[];
}

async function startOnce(dataDir: string): Promise<Start> {
  const port = await freePort();
  const spawned = Date.now();
  const child = spawn(npm, ['start'], {
    cwd: appDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: password, START_TIMING: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const phases: { name: string; ms: number }[] = [];
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const match of chunk.toString().matchAll(/^start-phase (\S+) (\d+) (\d+)$/gm)) {
      phases.push({ name: match[1], ms: Number(match[3]) - spawned });
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      const orders = await firstList(`http://127.0.0.1:${port}`);
      if (orders !== null) return { totalMs: Date.now() - spawned, orders, phases };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

function print(label: string, start: Start): void {
  let previous = 0;
  const steps = start.phases.map(({ name, ms }) => {
    const step = `${name} +${ms - previous}`;
    previous = ms;
    return step;
  });
  steps.push(`first list +${start.totalMs - previous}`);
  console.log(`${label.padEnd(9)} ${String(start.totalMs).padStart(5)} ms to the first list (${start.orders} orders; load ${load()}): ${steps.join(', ')}`);
}

function demoDir(): { dir: string; temporary: boolean } {
  const kept = process.env.BENCH_DEMO_DIR;
  const dir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-cold-start-demo-'));
  if (!fs.existsSync(path.join(dir, 'pgdata'))) {
    console.log(`making the demo company in ${dir} (npm run demo)...`);
    const made = spawnSync(npm, ['run', 'demo'], { env: { ...process.env, DATA_DIR: dir, ADMIN_PASSWORD: password }, stdio: 'ignore' });
    if (made.status !== 0) throw new Error(`npm run demo failed (${made.status})`);
  }
  return { dir, temporary: !kept };
}

console.log(`Cold start: npm start to the first answered GET /api/orders/, embedded database, Node ${process.version}, ${os.cpus().length} cores, load ${load()}`);
const demo = demoDir();
try {
  for (let run = 1; run <= runs; run++) {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-cold-start-'));
    try {
      print('fresh', await startOnce(fresh));
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
    print('demo', await startOnce(demo.dir));
  }
} finally {
  if (demo.temporary) fs.rmSync(demo.dir, { recursive: true, force: true });
}

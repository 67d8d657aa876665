/** Starts the real server on a free port with a fresh temporary DATA_DIR (shared by e2e and bench). */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const adminEmail = 'admin@example.com';
export const adminPassword = 'Admin-password-1';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(baseUrl: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/accounts/current/`);
      if (response.status === 401 || response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${log()}`);
}

/**
 * `extraEnv` adds server variables (e.g. outside services pointing at local stubs, see stubs.ts);
 * `dataDir` serves a data directory filled beforehand (the demo), removed on stop like a fresh one.
 */
export async function startServer(
  root = process.cwd(),
  extraEnv: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'adoffice-e2e-')),
  readyTimeoutMs = 120_000,
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      // Every spec signs in through the rate-limited login; a whole suite runs well past the
      // production default of 10 a minute (a caller's LOGIN_RATE_LIMIT still wins).
      LOGIN_RATE_LIMIT: '200',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      NODE_ENV: 'production',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitReady(baseUrl, child, () => output, readyTimeoutMs);
  return {
    baseUrl,
    dataDir,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

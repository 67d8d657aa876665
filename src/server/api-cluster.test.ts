/**
 * API_PROCESSES=N: N API processes on one port (PostgreSQL), refused on the embedded database.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/server';
import { apiProcessConfig } from './api-cluster';
import { readConfig } from './config';
import { testDatabaseUrl } from '../../dev/testing/test-database';

const mainScript = path.resolve('src/server/main.ts');

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: { ...process.env, SKIP_WEB_BUILD: '1', LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('API processes', () => {
  it('only the process of index 0 runs the job worker', () => {
    const config = readConfig({ API_PROCESSES: '2' });
    expect(config.apiProcesses).toBe(2);
    expect(apiProcessConfig(config, {}).worker).toBe('inline');
    expect(apiProcessConfig(config, { API_PROCESS_INDEX: '0' }).worker).toBe('inline');
    expect(apiProcessConfig(config, { API_PROCESS_INDEX: '1' }).worker).toBe('off');
    expect(readConfig({}).apiProcesses).toBe(1);
  });

  it('refuses several processes on the embedded database, saying what is needed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-cluster-'));
    try {
      const { exited, output } = startMain({ API_PROCESSES: '2', DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(await freePort()) });
      expect(await exited).toBe(1);
      expect(output()).toContain('API_PROCESSES above 1 needs DATABASE_URL');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.skipIf(!testDatabaseUrl)('serves one port from two processes on PostgreSQL and stops them all on SIGTERM', async () => {
    const name = `t_cluster_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl! });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-cluster-'));
    const main = startMain({ API_PROCESSES: '2', DATABASE_URL: url.toString(), PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: 'cluster-admin-pass' });
    try {
      for (let attempt = 0; attempt < 600 && !main.output().includes('2 API processes'); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(main.output()).toContain('(2 API processes; database: PostgreSQL at ');
      const statuses = await Promise.all(Array.from({ length: 10 }, () => fetch(`http://127.0.0.1:${port}/api/orders/`).then((r) => r.status)));
      expect(statuses).toEqual(Array(10).fill(401));
      const signIn = await fetch(`http://127.0.0.1:${port}/api/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'cluster-admin-pass' }),
      });
      expect(signIn.status).toBe(200);
      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/orders/`)).rejects.toThrow();
    } finally {
      main.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});

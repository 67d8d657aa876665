/**
 * Nodes with no shared disk (PostgreSQL and an S3-compatible store, moto_server on loopback):
 * two API processes with DATA_DIRs of their own and WORKER=off, plus one `npm run worker`.
 * An upload on one node is downloaded on the other; a task started on one node runs on the
 * worker and its file is downloaded on both; one node killed with SIGKILL, the other serves on;
 * a delete removes the object; the store stopped, an upload is refused cleanly (coded 503, no
 * row). Runs only with TEST_DATABASE_URL (`.ci/run` sets it when PostgreSQL answers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../e2e/server';
import { startMotoS3, type MotoS3 } from '../../../dev/testing/moto-s3';
import { startClickHouseStandIn, type ClickHouseStandIn } from '../../../dev/testing/clickhouse-stand-in';
import { testDatabaseUrl } from '../../../dev/testing/test-database';
import { readConfig } from '../config';
import { byteStoreOf } from './byte-store-of';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Node {
  child: ChildProcess;
  dataDir: string;
  base: string;
  output: () => string;
}

function startNode(script: string, env: Record<string, string>, port: number): Node {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-node-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(script)], {
    env: { ...process.env, SKIP_WEB_BUILD: '1', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, TASK_HEARTBEAT_SECONDS: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  return { child, dataDir, base: `http://127.0.0.1:${port}/api`, output: () => output };
}

async function waitFor(node: Node, text: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (!node.output().includes(text)) {
    if (node.child.exitCode !== null) throw new Error(`the process exited: ${node.output()}`);
    if (Date.now() > until) throw new Error(`"${text}" was not said in time: ${node.output()}`);
    await sleep(200);
  }
}

describe.skipIf(!testDatabaseUrl)('nodes with no shared disk, on PostgreSQL and S3', () => {
  let moto: MotoS3;
  let analytics: ClickHouseStandIn;
  let admin: pg.Client;
  const name = `t_nodes_${crypto.randomBytes(4).toString('hex')}`;
  const nodes: Node[] = [];
  let a: Node;
  let b: Node;
  let worker: Node;
  let token = '';
  const call = (node: Node, url: string, init: RequestInit = {}) => fetch(`${node.base}${url}`, { ...init, headers: { authorization: `Token ${token}`, ...(init.headers ?? {}) } });
  const upload = (node: Node, bytes: Buffer, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    return call(node, '/files/', { method: 'POST', body: form });
  };
  const fileRows = async () => Number((await database.query('select count(*)::int as n from files')).rows[0].n);
  let database: pg.Client;

  beforeAll(async () => {
    moto = await startMotoS3('nodes');
    analytics = await startClickHouseStandIn();
    admin = new pg.Client({ connectionString: testDatabaseUrl! });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    const analyticsEnv = { CLICKHOUSE_URL: analytics.url, CLICKHOUSE_USER: analytics.user, CLICKHOUSE_PASSWORD: analytics.password };
    const env = { ...moto.env, ...analyticsEnv, DATABASE_URL: url.toString(), WORKER: 'off', ADMIN_PASSWORD: 'nodes-admin-pass' };
    a = startNode('src/server/main.ts', env, await freePort());
    nodes.push(a);
    await waitFor(a, 'Back office ready'); // the first node migrates and seeds
    b = startNode('src/server/main.ts', env, await freePort());
    worker = startNode('src/server/worker-main.ts', env, await freePort());
    nodes.push(b, worker);
    await Promise.all([waitFor(b, 'Back office ready'), waitFor(worker, 'Job worker started')]);
    const signIn = await fetch(`${a.base}/accounts/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'nodes-admin-pass' }) });
    token = (await signIn.json()).token;
    database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
  }, 300_000);

  afterAll(async () => {
    for (const node of nodes) {
      node.child.kill('SIGKILL');
      fs.rmSync(node.dataDir, { recursive: true, force: true });
    }
    await database?.end();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    await moto?.stop();
    await analytics?.close();
  });

  it('serves files across nodes, keeps serving when one dies, removes deleted objects and refuses uploads while the store is down', async () => {
    expect(a.output()).toContain(`files: S3 bucket nodes (prefix files/) at ${moto.env.S3_ENDPOINT}`);
    expect(a.output()).toContain(`analytics: ClickHouse at ${analytics.url}`);
    expect(worker.output()).toContain('files: S3 bucket nodes');

    // an upload on node A is downloaded on node B
    const bytes = crypto.randomBytes(300_000);
    const uploaded = await upload(a, bytes, 'numbers.bin');
    expect(uploaded.status).toBe(201);
    const { id } = await uploaded.json();
    const fromB = await call(b, `/files/${id}/`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-disposition')).toContain('numbers.bin');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(bytes)).toBe(true);

    // a task started on B runs on the worker; its file is downloaded on A and on B
    const started = await call(b, '/domains/wl/custom/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ domains: 'one.example\ntwo.example' }) });
    expect(started.status).toBe(200);
    const { taskId } = await started.json();
    let state: { state: string; detail: { fileId: number } } = { state: 'PENDING', detail: { fileId: 0 } };
    for (let i = 0; i < 600 && state.state !== 'SUCCESS' && state.state !== 'FAILURE'; i += 1) {
      await sleep(200);
      state = await (await call(a, `/celery/task/${taskId}/`)).json();
    }
    expect(state.state).toBe('SUCCESS');
    for (const node of [a, b]) {
      const file = await call(node, `/files/temp/${state.detail.fileId}/`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    }

    // node A dies; node B serves on
    a.child.kill('SIGKILL');
    await new Promise((resolve) => (a.child.exitCode !== null ? resolve(null) : a.child.once('exit', resolve)));
    const again = await call(b, `/files/${id}/`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);

    // a delete removes the row, then the object
    const [row] = (await database.query('select storage_key from files where id = $1', [id])).rows;
    expect((await call(b, `/files/${id}/`, { method: 'DELETE' })).status).toBe(204);
    const keys: string[] = [];
    for await (const object of byteStoreOf(readConfig(moto.env)).list()) keys.push(object.key);
    expect(keys).not.toContain(row.storage_key);
    expect(keys.length).toBe(1); // the task's file

    // nothing at all was written to any node's own disk (no files, no database, no analytics)
    for (const node of nodes) expect(fs.readdirSync(node.dataDir, { recursive: true })).toEqual([]);

    // the store stopped: an upload is refused cleanly and records nothing
    const rows = await fileRows();
    await moto.stop();
    const refused = await upload(b, Buffer.from('abc'), 'a.txt');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'files.storeUnavailable', values: {} });
    expect(await fileRows()).toBe(rows);
    expect((await call(b, '/accounts/current/')).status).toBe(200); // the node itself is fine
  }, 240_000);
});

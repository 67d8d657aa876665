/**
 * The 500-act documents zip with the file store on S3 against the local disk (issue 32: within
 * 20 %). A process of its own seeds ORDERS orders (default 500) and the billing organisation's
 * signature and stamp images into the local store; `copyStore` (npm run files:to-s3) copies them
 * into a moto_server bucket on loopback. Then, ROUNDS times (default 3), the server runs on that
 * data directory once with each store, the order alternating, and is asked for all the orders'
 * signed acts as .docx in one .zip: the images are read from the store and the zip streamed into
 * it. Prints each run and the medians. Run: node --import tsx bench/documents-s3-bench.ts
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/server';
import { startMotoS3 } from '../dev/testing/moto-s3';
import { readConfig } from '../src/server/config';
import { byteStoreOf } from '../src/server/files/byte-store-of';
import { copyStore } from '../src/server/files/copy-to-s3';
import { localByteStore } from '../src/server/files/local-byte-store';
import { documentsCall, nextMessage, startBenchProcess } from './documents-bench-processes';
import type { MemoryFigures } from './documents-bench-server';

const orders = Number(process.env.ORDERS ?? 500);
const rounds = Number(process.env.ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => os.loadavg().map((n) => n.toFixed(1)).join(', ');

const moto = await startMotoS3('documents-bench');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-documents-s3-bench-'));
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', HOST: '127.0.0.1', PORT: String(await freePort()) };
try {
  console.log(`Signed acts of ${orders} orders in one .zip, local disk against S3 (moto_server), ${rounds} rounds; load average ${load()}`);
  const seeder = startBenchProcess('documents-bench-seed.ts', { ...env, ORDERS: String(orders), SIGNED: '1' });
  const { token, ids } = await nextMessage<{ token: string; ids: number[] }>(seeder);
  await new Promise((resolve) => seeder.once('exit', resolve));
  const copied = await copyStore(localByteStore(path.join(dataDir, 'files')), byteStoreOf(readConfig({ ...moto.env, DATA_DIR: dataDir })));
  console.log(`Seeded; ${copied.copied} files copied into the bucket`);

  /** A server on the seeded data with the store; started again when a loaded machine makes its start time out. */
  const startServer = async (store: 'local' | 's3'): Promise<ChildProcess> => {
    for (let attempt = 1; ; attempt += 1) {
      const server = startBenchProcess('documents-bench-server.ts', { ...env, ...(store === 's3' ? moto.env : {}) });
      try {
        await nextMessage(server);
        return server;
      } catch (error) {
        if (attempt === 3) throw error;
        console.log(`the server did not start (${error instanceof Error ? error.message : String(error)}); again`);
      }
    }
  };
  const seconds: Record<'local' | 's3', number[]> = { local: [], s3: [] };
  const cpu: Record<'local' | 's3', number[]> = { local: [], s3: [] };
  const ask = async <K extends 'mark' | 'peak'>(server: ChildProcess, what: K) => {
    const answer = nextMessage<Record<K, MemoryFigures>>(server);
    server.send(what);
    return (await answer)[what];
  };
  for (let round = 0; round < rounds; round += 1) {
    for (const store of round % 2 === 0 ? (['local', 's3'] as const) : (['s3', 'local'] as const)) {
      const server = await startServer(store);
      try {
        const before = await ask(server, 'mark');
        const { seconds: taken, bytes } = await documentsCall(env.PORT, token, { orders: ids, type: 'ACT', pdf: false, signed: true });
        const after = await ask(server, 'peak');
        seconds[store].push(taken);
        cpu[store].push((after.cpu - before.cpu) / 1000);
        console.log(`round ${round + 1}, ${store}: ${taken.toFixed(1)} s (server CPU ${((after.cpu - before.cpu) / 1000).toFixed(1)} s), zip ${(bytes / 1024 / 1024).toFixed(1)} MB; load average ${load()}`);
      } finally {
        if (server.exitCode === null) {
          server.send('stop');
          await new Promise((resolve) => server.once('exit', resolve));
        }
      }
    }
  }
  const local = median(seconds.local);
  const s3 = median(seconds.s3);
  console.log(`median: local ${local.toFixed(1)} s, S3 ${s3.toFixed(1)} s: S3 ${(((s3 - local) / local) * 100).toFixed(0)} % ${s3 >= local ? 'slower' : 'faster'}`);
  console.log(`median server CPU: local ${median(cpu.local).toFixed(1)} s, S3 ${median(cpu.s3).toFixed(1)} s`);
} finally {
  await moto.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The file store on S3 (moto_server on loopback, started here) through a real server process
 * (`src/server/main.ts`, embedded database, FILES_S3_BUCKET): a 100 MB upload and its download,
 * streamed, with the server's resident memory sampled every 20 ms (its growth over the idle
 * figure is what counts); then 1,000 small files uploaded by 20 clients at once, each one
 * counted, listed in the bucket and downloaded back byte for byte.
 * Run: node --import tsx bench/files-s3-bench.ts   (SIZE_MB, FILES, CLIENTS to change the load)
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/server';
import { startMotoS3 } from '../dev/testing/moto-s3';
import { readConfig } from '../src/server/config';
import { byteStoreOf } from '../src/server/files/byte-store-of';

const sizeMb = Number(process.env.SIZE_MB ?? 100);
const fileCount = Number(process.env.FILES ?? 1000);
const clients = Number(process.env.CLIENTS ?? 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

function sampler(pid: number) {
  let peak = rss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
  return { stop: () => (clearInterval(timer), peak) };
}

const moto = await startMotoS3('bench');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-s3-bench-'));
const port = await freePort();
const env = { ...process.env, ...moto.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SKIP_WEB_BUILD: '1', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-admin-pass', MAX_UPLOAD_MB: String(sizeMb + 10) };
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
let said = '';
server.stdout!.on('data', (chunk) => (said += String(chunk)));
try {
  while (!said.includes('Back office ready')) {
    if (server.exitCode !== null) throw new Error(said);
    await sleep(200);
  }
  console.log(said.trim());
  const base = `http://127.0.0.1:${port}/api`;
  const { token } = await (await fetch(`${base}/accounts/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'bench-admin-pass' }) })).json();
  const auth = { authorization: `Token ${token}` };
  await sleep(3000);
  const idle = rss(server.pid!);
  console.log(`server idle: ${mb(idle)} resident`);

  // 100 MB upload, streamed from here in 1 MB chunks (never whole on this side either)
  const boundary = `bench${crypto.randomBytes(8).toString('hex')}`;
  const chunk = crypto.randomBytes(1024 * 1024);
  const hash = crypto.createHash('sha256');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`));
    },
    sent: 0,
    pull(controller) {
      const self = this as unknown as { sent: number };
      if (self.sent < sizeMb) {
        self.sent += 1;
        hash.update(chunk);
        controller.enqueue(chunk);
      } else {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
      }
    },
  } as UnderlyingDefaultSource<Uint8Array> & { sent: number });
  let sampling = sampler(server.pid!);
  let started = performance.now();
  const uploaded = await fetch(`${base}/files/`, { method: 'POST', headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, body, duplex: 'half' } as RequestInit);
  const { id, size } = await uploaded.json();
  const uploadMs = performance.now() - started;
  const uploadPeak = sampling.stop();
  console.log(`upload of ${sizeMb} MB: ${uploaded.status}, ${size} bytes in ${(uploadMs / 1000).toFixed(1)} s; server resident peak ${mb(uploadPeak)}, growth ${mb(uploadPeak - idle)}`);

  sampling = sampler(server.pid!);
  started = performance.now();
  const download = await fetch(`${base}/files/${id}/`, { headers: auth });
  const back = crypto.createHash('sha256');
  let received = 0;
  for await (const part of download.body as unknown as AsyncIterable<Uint8Array>) {
    back.update(part);
    received += part.length;
  }
  const downloadPeak = sampling.stop();
  console.log(`download: ${download.status}, ${received} bytes in ${((performance.now() - started) / 1000).toFixed(1)} s, ${back.digest('hex') === hash.digest('hex') ? 'same SHA-256' : 'DIFFERENT BYTES'}; server resident peak ${mb(downloadPeak)}, growth ${mb(downloadPeak - idle)}`);

  // many small files from many clients at once
  const contents = Array.from({ length: fileCount }, (_, i) => Buffer.from(`file ${i} ${crypto.randomBytes(200).toString('hex')}`));
  const ids: number[] = new Array(fileCount);
  let next = 0;
  const failures: string[] = [];
  started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < fileCount) {
        const i = next++;
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(contents[i])]), `small-${i}.txt`);
        const res = await fetch(`${base}/files/`, { method: 'POST', headers: auth, body: form });
        if (res.status !== 201) failures.push(`${i}: ${res.status} ${await res.text()}`);
        else ids[i] = (await res.json()).id;
      }
    }),
  );
  const smallMs = performance.now() - started;
  let same = 0;
  for (let i = 0; i < fileCount; i += 1) {
    if (!ids[i]) continue;
    const res = await fetch(`${base}/files/${ids[i]}/`, { headers: auth });
    if (Buffer.from(await res.arrayBuffer()).equals(contents[i])) same += 1;
  }
  let objects = 0;
  for await (const _ of byteStoreOf(readConfig(moto.env)).list()) objects += 1;
  console.log(`${fileCount} small files by ${clients} clients: ${((smallMs / 1000)).toFixed(1)} s (${(fileCount / (smallMs / 1000)).toFixed(0)} files/s), ${failures.length} refused, ${same} downloaded back identical, ${objects} objects in the bucket (with the big one)`);
  for (const failure of failures.slice(0, 5)) console.log(`  ${failure}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await moto.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

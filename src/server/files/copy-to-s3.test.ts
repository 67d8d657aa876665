/** `npm run files:to-s3`: every local file copied into the bucket, checked, and nothing copied twice. */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMotoS3, type MotoS3 } from '../../../dev/testing/moto-s3';
import { readConfig } from '../config';
import { byteStoreOf } from './byte-store-of';
import { readBytes } from './file-store';

let moto: MotoS3;
let dataDir: string;
beforeAll(async () => {
  moto = await startMotoS3('migrated');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-to-s3-'));
}, 120_000);
afterAll(async () => {
  await moto?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const run = (env: Record<string, string>) =>
  promisify(execFile)('node', ['--import', 'tsx', 'src/server/files-to-s3-main.ts'], { env: { ...process.env, DATA_DIR: dataDir, ...env } }).catch((error: { code: number; stdout: string; stderr: string }) => error);

describe('files:to-s3', () => {
  it('copies every file of the local store into the bucket, verified, and is safe to run twice', async () => {
    const dir = path.join(dataDir, 'files');
    fs.mkdirSync(dir, { recursive: true });
    const keys = Array.from({ length: 3 }, () => crypto.randomBytes(16).toString('hex'));
    const contents = [Buffer.from('small'), crypto.randomBytes(6 * 1024 * 1024), Buffer.alloc(0)];
    keys.forEach((key, i) => fs.writeFileSync(path.join(dir, key), contents[i]));
    fs.writeFileSync(path.join(dir, `${crypto.randomBytes(16).toString('hex')}.part`), 'half');

    const refused = await run({});
    expect('code' in refused && refused.code).toBe(1);

    const first = await run(moto.env);
    expect(first.stdout).toContain('3 files copied');
    const config = readConfig({ DATA_DIR: dataDir, ...moto.env });
    for (const [i, key] of keys.entries()) expect((await readBytes(config, key))?.equals(contents[i])).toBe(true);
    const listed: string[] = [];
    for await (const object of byteStoreOf(config).list()) listed.push(object.key);
    expect(listed.sort()).toEqual([...keys].sort());

    const second = await run(moto.env);
    expect(second.stdout).toContain('0 files copied (0 bytes), 3 already there with the same bytes, 0 failed');
  }, 120_000);
});

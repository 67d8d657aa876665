/**
 * `npm run files:to-s3`: copies every file of the local store (DATA_DIR/files) into the bucket
 * of FILES_S3_BUCKET, streaming, and checks each object by reading it back: same size, same
 * SHA-256. An object already there with the same bytes is left as it is, so running it twice
 * copies nothing the second time. Half-written `.part` files are not copied.
 */
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ByteStore } from './byte-store';

export interface CopyReport {
  copied: number;
  alreadyThere: number;
  failed: { key: string; reason: string }[];
  bytes: number;
}

async function digest(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function digestOf(store: ByteStore, key: string): Promise<{ sha256: string; size: number } | null> {
  const found = await store.get(key);
  return found ? digest(found.stream) : null;
}

export async function copyStore(source: ByteStore, target: ByteStore, log: (line: string) => void = () => {}): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, failed: [], bytes: 0 };
  for await (const object of source.list()) {
    if (object.key.endsWith('.part')) continue;
    const { key } = object;
    try {
      const original = await digestOf(source, key);
      if (!original) continue; // deleted meanwhile
      const present = await digestOf(target, key);
      if (present && present.size === original.size && present.sha256 === original.sha256) {
        report.alreadyThere += 1;
        continue;
      }
      const bytes = await source.get(key);
      if (!bytes) continue;
      await target.put(key, bytes.stream);
      const copy = await digestOf(target, key);
      if (!copy || copy.size !== original.size || copy.sha256 !== original.sha256) {
        report.failed.push({ key, reason: `the copy differs (size ${copy?.size ?? 'none'} for ${original.size}, or its SHA-256)` });
        continue;
      }
      report.copied += 1;
      report.bytes += original.size;
      if (report.copied % 100 === 0) log(`${report.copied} files copied`);
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}

/**
 * File bytes in the configured byte store (the local disk under DATA_DIR/files, or an S3 bucket:
 * byte-store-of.ts) under a random key, one `files` row each. Bytes stream in and out; a failed
 * write leaves nothing behind, and a store that cannot take them is a StoreUnavailableError.
 */
import crypto from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { leadingBytesNeeded, sniffContentType } from '../../domain/core/files/accepted-files';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { files } from '../db/system-tables';
import type { FileStore, StoredFile } from '../server-context';
import { StoreUnavailableError } from './byte-store';
import { byteStoreOf } from './byte-store-of';

export { StoreUnavailableError } from './byte-store';

export interface WrittenBytes {
  storageKey: string;
  size: number;
  /** The first `leadingBytesNeeded` bytes (fewer for a shorter file), for the type check. */
  leadingBytes: Uint8Array;
}

/** Writes a stream to a new storage key; answers the key, the byte count and the leading bytes. */
export async function writeBytes(config: Config, data: Buffer | NodeJS.ReadableStream): Promise<WrittenBytes> {
  const store = byteStoreOf(config);
  const storageKey = crypto.randomBytes(16).toString('hex');
  let size = 0;
  let leadingBytes = new Uint8Array(0);
  const source = (Buffer.isBuffer(data) ? Readable.from([data]) : data) as Readable;
  const counted = new PassThrough();
  const feeding = pipeline(
    source,
    async function* count(chunks: AsyncIterable<Buffer | string>) {
      for await (const raw of chunks) {
        const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
        if (leadingBytes.length < leadingBytesNeeded) leadingBytes = Buffer.concat([leadingBytes, chunk]).subarray(0, leadingBytesNeeded);
        size += chunk.length;
        yield chunk;
      }
    },
    counted,
  );
  // The store answers the source's own failure (cut short, too large) as it came, and its own
  // as a StoreUnavailableError; either way the source is let go.
  const putting = store.put(storageKey, counted).catch((error: unknown) => {
    counted.destroy();
    throw error;
  });
  const [, put] = await Promise.allSettled([feeding, putting]);
  if (put.status === 'rejected') {
    await store.remove(storageKey).catch(() => {});
    throw put.reason;
  }
  return { storageKey, size, leadingBytes };
}

export async function removeBytes(config: Config, storageKey: string): Promise<void> {
  await byteStoreOf(config).remove(storageKey);
}

/** A stored file's bytes as a stream and their size; null when the store has no such object. */
export function openBytes(config: Config, storageKey: string): Promise<{ stream: Readable; size: number } | null> {
  return byteStoreOf(config).get(storageKey);
}

/** A small stored file's bytes whole (images, a creative's media); null when the store has no such object. */
export async function readBytes(config: Config, storageKey: string): Promise<Buffer | null> {
  const found = await openBytes(config, storageKey);
  if (!found) return null;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of found.stream) chunks.push(Buffer.from(chunk as Buffer));
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
  return Buffer.concat(chunks);
}

export function createFileStore(config: Config, database: Database): FileStore {
  return {
    async save(input): Promise<StoredFile> {
      const { storageKey, size, leadingBytes } = await writeBytes(config, input.data);
      const contentType = input.contentType ?? sniffContentType(input.name, leadingBytes);
      try {
        const [row] = await (input.executor ?? database.db)
          .insert(files)
          .values({ name: input.name, size, contentType, storageKey, isTemp: input.temp ?? false, createdBy: input.userId ?? null })
          .returning({ id: files.id, name: files.name, size: files.size });
        return row;
      } catch (error) {
        await removeBytes(config, storageKey).catch(() => {});
        throw error;
      }
    },
  };
}

export async function findFile(database: Database, id: number) {
  const [row] = await database.db.select().from(files).where(eq(files.id, id));
  return row ?? null;
}

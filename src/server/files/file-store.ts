/**
 * File bytes under DATA_DIR/files/<random key>, one `files` row each. Bytes are streamed to a
 * temporary name and renamed once complete; a failed write leaves nothing behind.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { leadingBytesNeeded, sniffContentType } from '../../domain/core/files/accepted-files';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { files } from '../db/system-tables';
import type { FileStore, StoredFile } from '../server-context';

export function filesDir(config: Config): string {
  return path.join(config.dataDir, 'files');
}

export function storagePath(config: Config, storageKey: string): string {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) throw new Error('Bad storage key');
  return path.join(filesDir(config), storageKey);
}

export interface WrittenBytes {
  storageKey: string;
  size: number;
  /** The first `leadingBytesNeeded` bytes (fewer for a shorter file), for the type check. */
  leadingBytes: Uint8Array;
}

/** Writes a stream to a new storage key; answers the key, the byte count and the leading bytes. */
export async function writeBytes(config: Config, data: Buffer | NodeJS.ReadableStream): Promise<WrittenBytes> {
  const dir = filesDir(config);
  await fs.promises.mkdir(dir, { recursive: true });
  const storageKey = crypto.randomBytes(16).toString('hex');
  const target = storagePath(config, storageKey);
  const partial = `${target}.part`;
  let size = 0;
  let leadingBytes = new Uint8Array(0);
  const source = (Buffer.isBuffer(data) ? Readable.from([data]) : data) as Readable;
  const sink = fs.createWriteStream(partial);
  try {
    await pipeline(
      source,
      async function* count(chunks: AsyncIterable<Buffer | string>) {
        for await (const chunk of chunks) {
          if (leadingBytes.length < leadingBytesNeeded) {
            leadingBytes = Buffer.concat([leadingBytes, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]).subarray(0, leadingBytesNeeded);
          }
          size += chunk.length;
          yield chunk;
        }
      },
      sink,
    );
    await fs.promises.rename(partial, target);
  } catch (error) {
    // The write stream opens its file asynchronously: removing it before the stream has closed
    // could run before the open and leave the partial file behind.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return { storageKey, size, leadingBytes };
}

export async function removeBytes(config: Config, storageKey: string): Promise<void> {
  await fs.promises.rm(storagePath(config, storageKey), { force: true });
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
        await removeBytes(config, storageKey);
        throw error;
      }
    },
  };
}

export async function findFile(database: Database, id: number) {
  const [row] = await database.db.select().from(files).where(eq(files.id, id));
  return row ?? null;
}

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

/** Writes a stream to a new storage key; answers the key and the byte count. */
export async function writeBytes(config: Config, data: Buffer | NodeJS.ReadableStream): Promise<{ storageKey: string; size: number }> {
  const dir = filesDir(config);
  await fs.promises.mkdir(dir, { recursive: true });
  const storageKey = crypto.randomBytes(16).toString('hex');
  const target = storagePath(config, storageKey);
  const partial = `${target}.part`;
  let size = 0;
  const source = (Buffer.isBuffer(data) ? Readable.from([data]) : data) as Readable;
  try {
    await pipeline(
      source,
      async function* count(chunks: AsyncIterable<Buffer | string>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          yield chunk;
        }
      },
      fs.createWriteStream(partial),
    );
    await fs.promises.rename(partial, target);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return { storageKey, size };
}

export async function removeBytes(config: Config, storageKey: string): Promise<void> {
  await fs.promises.rm(storagePath(config, storageKey), { force: true });
}

export function createFileStore(config: Config, database: Database): FileStore {
  return {
    async save(input): Promise<StoredFile> {
      const { storageKey, size } = await writeBytes(config, input.data);
      try {
        const [row] = await database.db
          .insert(files)
          .values({ name: input.name, size, contentType: input.contentType ?? null, storageKey, isTemp: input.temp ?? false, createdBy: input.userId ?? null })
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

/**
 * File bytes under a directory (`DATA_DIR/files/<key>`): written to `<key>.part` and renamed once
 * complete, so a failed write leaves nothing under the key.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkStorageKey, StoreUnavailableError, type ByteStore, type StoredObject } from './byte-store';

export function localByteStore(dir: string): ByteStore & { pathOf(key: string): string } {
  const pathOf = (key: string) => path.join(dir, checkStorageKey(key));
  return {
    description: `local disk ${dir}`,
    pathOf,
    async put(key, data: Readable) {
      const target = pathOf(key);
      const partial = `${target}.part`;
      try {
        await fs.promises.mkdir(dir, { recursive: true });
      } catch (error) {
        throw new StoreUnavailableError(error);
      }
      const sink = fs.createWriteStream(partial);
      // Which side failed first: the disk (the store is unavailable) or the bytes given.
      let first: 'disk' | 'source' | null = null;
      sink.once('error', () => (first ??= 'disk'));
      data.once('error', () => (first ??= 'source'));
      try {
        await pipeline(data, sink);
        await fs.promises.rename(partial, target);
      } catch (error) {
        // The write stream opens its file asynchronously: removing it before the stream has closed
        // could run before the open and leave the partial file behind.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await fs.promises.rm(partial, { force: true });
        throw first === 'source' ? error : new StoreUnavailableError(error);
      }
    },
    async get(key) {
      const file = pathOf(key);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw new StoreUnavailableError(error);
      }
      return { stream: fs.createReadStream(file), size };
    },
    async remove(key) {
      // A `.part` left by a process killed mid-write is listed, and swept, under its own name.
      const partial = key.endsWith('.part');
      await fs.promises.rm(partial ? `${pathOf(key.slice(0, -5))}.part` : pathOf(key), { force: true });
    },
    async *list(): AsyncIterable<StoredObject> {
      let names: string[];
      try {
        names = await fs.promises.readdir(dir);
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        const key = name.replace(/\.part$/, '');
        if (!/^[0-9a-f]{32}$/.test(key)) continue;
        const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) yield { key: name, size: stat.size, modifiedAt: stat.mtime };
      }
    },
  };
}

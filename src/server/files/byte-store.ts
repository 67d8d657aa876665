/**
 * Where file bytes live, behind one interface: the local disk (`DATA_DIR/files`, the embedded
 * default) or an S3-compatible bucket (`FILES_S3_BUCKET`). Keys are the `files` rows' storage
 * keys (32 hex digits); bytes are streamed both ways, never held whole.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface ByteStore {
  /** For the start-up line and logs: `local disk /srv/data/files`, `S3 bucket files (prefix files/)`. */
  readonly description: string;
  /** Stores the stream under the key; nothing is left under it when the write fails. */
  put(key: string, data: Readable): Promise<void>;
  /** The bytes and their size, or null when no object has the key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every object of the store (storage keys only; half-written ones included on disk). */
  list(): AsyncIterable<StoredObject>;
}

/** The store could not be reached or refused the operation (not a missing object). */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The file store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

export const storageKeyPattern = /^[0-9a-f]{32}$/;

export function checkStorageKey(key: string): string {
  if (!storageKeyPattern.test(key)) throw new Error('Bad storage key');
  return key;
}
